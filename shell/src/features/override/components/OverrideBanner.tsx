// The visible sign that this browser runs another build of a remote (team override), with the
// one-click reset; or, where overrides are not allowed (production, not staff), that the stored
// ones are ignored.
import { lazy, Suspense, type ComponentType } from 'react';
import { useOverrideNotice, type OverrideNotice } from '../hooks/useOverrideNotice';

// a bar that cannot load leaves the page as it is (the overrides stay in force; DevTools shows why)
const OverrideBar = lazy<ComponentType<OverrideNotice & { reload: () => void }>>(() =>
  import(/* webpackChunkName: "override-bar" */ './OverrideBar').catch((error: unknown) => {
    console.warn('[override] banner unavailable', error);
    return { default: () => null };
  }),
);

const reloadPage = () => window.location.reload();

/** `reload`: what runs after the reset (the page reloads without the overrides). */
export function OverrideBanner({ reload = reloadPage }: { reload?: () => void }) {
  const notice = useOverrideNotice();
  if (!notice) return null;
  return (
    <Suspense fallback={null}>
      <OverrideBar {...notice} reload={reload} />
    </Suspense>
  );
}
