import styled from 'styled-components';
import { useHanpanStore, useNavigate } from '@hanpan/platform';
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
  main {
    flex: 1;
    padding: 0 16px 16px;
  }
`;

/**
 * 닫기 closes the window a page of ours opened. A popup page open in a tab of its own (a bookmark, a
 * blocked window) cannot close itself: it goes back to the page before it, or else to the site's home.
 */
function useClosePopup(): () => void {
  const navigate = useNavigate();
  const home = useHanpanStore((s) => (s.global.site === 'mobile' ? '/mobile' : '/'));
  return () => {
    window.close();
    if (window.closed) return;
    const idx: unknown = (window.history.state as { idx?: unknown } | null)?.idx;
    if (typeof idx === 'number' && idx > 0) navigate(-1);
    else navigate(home);
  };
}

function PopupFrame({ route, children, ui }: LayoutProps & { ui?: boolean }) {
  const close = useClosePopup();
  return (
    <Frame $ui={ui} data-layout={ui ? 'popup-ui' : 'popup'}>
      <header data-testid="popup-header">
        <span>{route?.pageInfo.title ?? '한판'}</span>
        <button type="button" onClick={close} aria-label="창 닫기">
          닫기
        </button>
      </header>
      <main>{children}</main>
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
