// react-query's client, evaluated in a task of its own by bootstrap.tsx: not the package entry,
// which would bring every hook the shell never uses onto every page (remotes get the whole
// library from the federation host's chunk: src/federation/host.ts).
export { QueryClient } from '@tanstack/react-query';
