/**
 * The platform build this server render bundles (scripts/lib/platform-build.mjs defines it): the
 * portal server uses a remote's renderer only when it is the shell's, '' outside a server build.
 */
export const PLATFORM_BUILD: string = process.env.HANPAN_PLATFORM_BUILD ?? '';
