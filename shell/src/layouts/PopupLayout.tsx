import styled from 'styled-components';
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
  }
  main {
    flex: 1;
    padding: 0 16px 16px;
  }
`;

function PopupFrame({ route, children, ui }: LayoutProps & { ui?: boolean }) {
  return (
    <Frame $ui={ui} data-layout={ui ? 'popup-ui' : 'popup'}>
      <header data-testid="popup-header">
        <span>{route?.pageInfo.title ?? '한판'}</span>
        <button type="button" onClick={() => window.close()} aria-label="창 닫기">
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
