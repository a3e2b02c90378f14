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
import { forgetFailedChunks, retryableLazy } from '../features/common/retryableLazy';
import { OverrideBanner } from '../features/override/components/OverrideBanner';
import { loadPopupHost } from './loadPopupHost';
import { SERVER_UNREACHABLE, ShellErrorBoundary } from '../routes/ShellErrorBoundary';

// When the popup host cannot be fetched (offline) the popups waiting are answered as cancelled, so
// the action that asked ends and its button works again; the player reads why in a tooltip (the
// boundary's box fell below the fold of a popup window); the next popup imports it again.
const PopupHost = retryableLazy(loadPopupHost, () => {
  forgetFailedChunks();
  const store = hanpanStore.getState();
  store.closeAllPopups();
  // long enough to read (the default tooltip is a short confirmation)
  store.showTooltip(SERVER_UNREACHABLE, 4000);
});

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
  /* as wide as its text up to 90vw: centred from the middle, it wrapped at half the screen (QA: five lines on a phone) */
  width: max-content;
  max-width: 90vw;
  box-sizing: border-box;
  word-break: keep-all;
  /* it only tells: a click on it reaches what lies under it */
  pointer-events: none;
`;
// Above the mobile tab bar (49 px), never over a header, a menu or a popup window's 닫기 (it covered
// them at the top); under the tooltip where they meet (the tooltip comes later in the page)
const Offline = styled(Bubble)`
  bottom: 56px;
  color: #fde68a;
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

/** The popup host while a popup is open (its code loads with the first one). */
export function Popups() {
  const hasPopup = useHanpanStore((s) => selectCurrentPopup(s) !== null);
  if (!hasPopup) return null;
  return (
    <ShellErrorBoundary>
      <Suspense fallback={null}>
        <PopupHost />
      </Suspense>
    </ShellErrorBoundary>
  );
}

export function ShellOverlays() {
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
      <Popups />
      <TooltipHost />
      <OverrideBanner />
    </>
  );
}
