// A lazily loaded part of a page or of the frame (a header corner, a card, a bar): `loading` while
// its chunk comes; `failed` if it cannot load or throws — the rest of the page keeps working, and a
// chunk a redeploy removed reloads the page (ShellErrorBoundary). `failed` unset: the Korean
// message with 다시 시도.
import { Suspense, type ReactNode } from 'react';
import { ShellErrorBoundary } from '../../routes/ShellErrorBoundary';

export function LazyPart({ loading = null, failed, children }: { loading?: ReactNode; failed?: ReactNode; children: ReactNode }) {
  return (
    <ShellErrorBoundary fallback={failed}>
      <Suspense fallback={loading}>{children}</Suspense>
    </ShellErrorBoundary>
  );
}
