// A lazily loaded part of a page or of the frame (a header corner, a card, a bar): `loading` while
// its chunk comes; `failed` if it cannot load or throws (a function: given the retry, for a part's
// own 다시 시도 in its own size) — the rest of the page keeps working, and a chunk a redeploy removed
// reloads the page (ShellErrorBoundary). `failed` unset: the page-sized Korean message with 다시 시도.
import { Suspense, type ComponentProps, type ReactNode } from 'react';
import { ShellErrorBoundary } from '../../routes/ShellErrorBoundary';

export function LazyPart({ loading = null, failed, children }: { loading?: ReactNode; failed?: ComponentProps<typeof ShellErrorBoundary>['fallback']; children: ReactNode }) {
  return (
    <ShellErrorBoundary fallback={failed}>
      <Suspense fallback={loading}>{children}</Suspense>
    </ShellErrorBoundary>
  );
}
