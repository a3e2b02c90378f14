// The visible sign that this browser runs another build of a remote (team override), with the
// one-click reset; or, where overrides are not allowed (production, not staff), that the stored
// ones are ignored.
import { LazyPart } from '../../common/LazyPart';
import { retryableLazy } from '../../common/retryableLazy';
import { useOverrideNotice } from '../hooks/useOverrideNotice';

const OverrideBar = retryableLazy(() => import(/* webpackChunkName: "override-bar" */ './OverrideBar').then((m) => m.OverrideBar));

const reloadPage = () => window.location.reload();

/** `reload`: what runs after the reset (the page reloads without the overrides). */
export function OverrideBanner({ reload = reloadPage }: { reload?: () => void }) {
  const notice = useOverrideNotice();
  if (!notice) return null;
  return (
    // a bar that cannot load leaves the page as it is (the overrides stay in force)
    <LazyPart failed={null}>
      <OverrideBar {...notice} reload={reload} />
    </LazyPart>
  );
}
