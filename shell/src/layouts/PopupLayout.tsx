import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { useHanpanStore, useNavigate } from '@hanpan/platform';
import { ReturnWatch } from '../features/member/ReturnWatch';
import { takeStartPage } from '@hanpan/platform/member-action';
import { portalPageFrom } from '../routes/portalPageFrom';
import { loadPopupHost } from '../popups/loadPopupHost';
import { siteTitle } from '../siteTitle';
import type { LayoutProps } from './types';

const Frame = styled.div<{ $ui?: boolean }>`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  font-family: ${({ theme }) => theme.fonts.base};
  background: ${(p) => (p.$ui ? '#f3f4f6' : '#fff')};
  header {
    display: flex;
    align-items: center;
    justify-content: space-between;
    padding: 12px 16px;
    background: ${(p) => (p.$ui ? '#1f2937' : '#b91c1c')};
    color: #fff;
    font-weight: 700;
  }
  header button {
    border: 0;
    background: transparent;
    color: inherit;
    font-size: 14px;
    cursor: pointer;
    /* a finger-sized target (popups open on phones too), reaching into the header's padding */
    min-width: 44px;
    min-height: 44px;
    margin: -12px -12px -12px 0;
    padding: 0 12px;
  }
  /* the page's blue ring hardly shows on the bar (1.04:1 on red) and 닫기 sits at the window's
     edge, which cut an outer ring off: white, inside the button */
  header :focus-visible {
    outline-color: #fff;
    outline-offset: -5px;
  }
  main {
    flex: 1;
    padding: 0 16px 16px;
  }
`;

/**
 * 닫기 closes the window a page of ours opened. A popup page open in a tab of its own (a bookmark, a
 * blocked window) cannot close itself: it goes back to the page before it — the portal page it was
 * loaded from (QA: a blocked popup's 닫기 went home), or the one this window left for it when its
 * popup was blocked (the referrer is the sandbox after a payment) — or else to the site's home.
 */
function useClosePopup(): () => void {
  const navigate = useNavigate();
  const home = useHanpanStore((s) => (s.global.site === 'mobile' ? '/mobile' : '/'));
  const publisher = useHanpanStore((s) => s.global.publisher);
  return () => {
    window.close();
    if (window.closed) return;
    const idx: unknown = (window.history.state as { idx?: unknown } | null)?.idx;
    if (typeof idx === 'number' && idx > 0) navigate(-1);
    else {
      const { origin } = window.location;
      const { referrer } = document;
      const back = portalPageFrom(referrer, origin, publisher);
      const start = takeStartPage();
      // the page this window left for a blocked popup, after a page that is no portal page (the
      // payment's, the login) — not after a typed address (QA: an abandoned payment's start came back)
      const started = back === null && referrer !== '' && start !== null ? portalPageFrom(`${origin}${start}`, origin, publisher) : null;
      navigate(back ?? started ?? home);
    }
  };
}

/** How long an idle moment a popup window waits for at most before fetching the dialog code. */
const DIALOGS_AHEAD_TIMEOUT_MS = 3000;

/**
 * A popup window's actions mostly ask first (전환하기 → confirm): the dialog code (a chunk of its own,
 * loadPopupHost) is fetched once the window is idle, so a confirm still opens when the connection
 * drops meanwhile. Here, not on every page: the home's first load has no room for it.
 */
function useDialogsAhead() {
  useEffect(() => {
    // (a failure here is no matter: the first popup imports it again)
    const load = () => void loadPopupHost().catch(() => undefined);
    if ('requestIdleCallback' in window) {
      const id = requestIdleCallback(load, { timeout: DIALOGS_AHEAD_TIMEOUT_MS });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(load, DIALOGS_AHEAD_TIMEOUT_MS);
    return () => clearTimeout(id);
  }, []);
}

const SITE_SUFFIX = siteTitle('');

/**
 * The title bar says what the tab says: a page may name itself more exactly than its route (the Plus
 * payment result, one route for every kind, names the kind — QA: the bar said only '결과').
 */
function useTabTitle(routeTitle: string): string {
  const [title, setTitle] = useState(routeTitle);
  useEffect(() => {
    const read = () => setTitle(document.title.endsWith(SITE_SUFFIX) ? document.title.slice(0, -SITE_SUFFIX.length) : routeTitle);
    read();
    const observer = new MutationObserver(read);
    observer.observe(document.head, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [routeTitle]);
  return title;
}

function PopupFrame({ route, children, ui }: LayoutProps & { ui?: boolean }) {
  const close = useClosePopup();
  const title = useTabTitle(route?.pageInfo.title ?? '한판');
  useDialogsAhead();
  return (
    <Frame $ui={ui} data-layout={ui ? 'popup-ui' : 'popup'}>
      <header data-testid="popup-header">
        <span>{title}</span>
        <button type="button" onClick={close} aria-label="창 닫기">
          닫기
        </button>
      </header>
      <main>{children}</main>
      {/* the player comes back to the window: who is logged in is read first (QA: a transfer popup kept
          showing member A after B logged in elsewhere, and sent B's money), then its stale member data */}
      <ReturnWatch />
    </Frame>
  );
}

/** Window popup pages: title bar with a close button. */
export function PopupLayout(props: LayoutProps) {
  return <PopupFrame {...props} />;
}

/** Window popups built with the UI library's popup frame (plus, vip payments…). */
export function PopupUiLayout(props: LayoutProps) {
  return <PopupFrame {...props} ui />;
}
