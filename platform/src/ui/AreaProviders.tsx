// Every React root (the shell and each remote parcel: separate roots, host context does not
// reach them) wraps itself in this: the shared QueryClient, the theme, and the global style
// rendered by exactly one mounted root per page.
import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ThemeProvider } from 'styled-components';
import { bindQueryClientToMember, queryClient as sharedQueryClient } from '../api/queryClient';
import { GlobalStyle } from './GlobalStyle';
import { theme } from './theme';

// Registry of mounted roots: the first one renders the global style.
let owners: symbol[] = [];
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const getOwner = () => owners[0] ?? null;

export interface AreaProvidersProps {
  children?: ReactNode;
  /** Tests may pass their own client; apps use the shared one. */
  client?: QueryClient;
  /** false: never the global style (a remote's server render: the shell's frame carries it). */
  globalStyle?: boolean;
}

export function AreaProviders({ children, client = sharedQueryClient, globalStyle = true }: AreaProvidersProps) {
  const [id] = useState(() => Symbol('area'));
  const owner = useSyncExternalStore(subscribe, getOwner, () => null);
  useEffect(() => {
    owners = [...owners, id];
    emit();
    return () => {
      owners = owners.filter((o) => o !== id);
      emit();
    };
  }, [id]);
  useEffect(() => {
    if (client === sharedQueryClient) bindQueryClientToMember();
  }, [client]);
  // Before any root registered (first paint, server render) the rendering root takes it.
  const renderGlobalStyle = globalStyle && (owner === null || owner === id);
  return (
    <QueryClientProvider client={client}>
      <ThemeProvider theme={theme}>
        {renderGlobalStyle && <GlobalStyle />}
        {children}
      </ThemeProvider>
    </QueryClientProvider>
  );
}
