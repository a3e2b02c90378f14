// Page-wide overlays and browser bindings of the shell: popup host, tooltip, offline notice;
// 401 alert through the popup host; online status, install prompt, member data refetch; the
// remote override banner.
import { Suspense, useEffect } from 'react';
import styled from 'styled-components';
import {
  bindOnlineStatus,
  bindShortcutApp,
  detectSite,
  hanpanStore,
  queryClient,
  selectCurrentPopup,
  setApiErrorHandlers,
  useHanpanStore,
} from '@hanpan/platform';
import { portalConfig } from '../federation/portalConfig';
import { bindMemberData } from '../middleware/memberData';
import { retryableLazy } from '../features/common/retryableLazy';
import { OverrideBanner } from '../features/override/components/OverrideBanner';
import { ShellErrorBoundary } from '../routes/ShellErrorBoundary';

// The popup host and its dialog frames load with the first popup: most pages never open one.
const PopupHost = retryableLazy(() => import(/* webpackChunkName: "popup-host" */ './PopupHost').then((m) => m.PopupHost));

const Bubble = styled.div`
  position: fixed;
  left: 50%;
  bottom: 88px;
  transform: translateX(-50%);
  z-index: 1100;
  background: rgba(17, 24, 39, 0.92);
  color: #fff;
  padding: 10px 16px;
  border-radius: 20px;
  font-size: 14px;
  max-width: 90vw;
`;
const Offline = styled.div`
  position: fixed;
  top: 0;
  left: 0;
  right: 0;
  z-index: 1090;
  background: #1f2937;
  color: #fde68a;
  text-align: center;
  padding: 8px 12px;
  font-size: 14px;
`;

export const OFFLINE_MESSAGE = '오프라인 상태입니다. 네트워크 연결을 확인해 주세요.';

export function TooltipHost() {
  const message = useHanpanStore((s) => s.tooltip.message);
  const seq = useHanpanStore((s) => s.tooltip.seq);
  // the live region stays mounted: a region added with its text is not announced
  return (
    <div role="status" aria-live="polite">
      {message && <Bubble key={seq} data-testid="tooltip">{message}</Bubble>}
    </div>
  );
}

export function OfflineNotice() {
  const online = useHanpanStore((s) => s.global.online);
  if (online) return null;
  return (
    <Offline role="status" data-testid="offline-notice">
      {OFFLINE_MESSAGE}
    </Offline>
  );
}

export function ShellOverlays() {
  const hasPopup = useHanpanStore((s) => selectCurrentPopup(s) !== null);
  useEffect(() => {
    const site = detectSite(window.location.hostname, portalConfig().site);
    const restoreHandlers = setApiErrorHandlers({ onAlert: (message) => hanpanStore.getState().alert(message) });
    const cleanups = [
      bindOnlineStatus(),
      bindShortcutApp(),
      bindMemberData(hanpanStore, queryClient, () => (site.isMobileSite ? 'mobile' : 'pc')),
    ];
    return () => {
      restoreHandlers();
      cleanups.forEach((c) => c());
    };
  }, []);
  return (
    <>
      <OfflineNotice />
      {hasPopup && (
        <ShellErrorBoundary>
          <Suspense fallback={null}>
            <PopupHost />
          </Suspense>
        </ShellErrorBoundary>
      )}
      <TooltipHost />
      <OverrideBanner />
    </>
  );
}
