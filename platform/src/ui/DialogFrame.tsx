// The common frame of alert, confirm and layer popups (SPEC §3 popup model): modal (the page behind
// neither scrolls nor is reachable: inert), labelled, focus trapped, Escape to close, focus returned
// to the opener; a body taller than the window is a named tab stop, so the keyboard scrolls it.
// Sizes s/m/l (default l).
import { useId, useRef, type MouseEvent, type ReactNode, type RefObject } from 'react';
import styled from 'styled-components';
import { touchTarget } from './touchTarget';
import { upTo } from './theme';
import type { LayerSize } from '../constants/business';
import { Button, DEFAULT_LAYER_SIZE, MESSAGES } from '@hanpan/platform';
import type { FooterButton } from '../store/types';
import { focusableElements, useFocusTrap } from './useFocusTrap';
import { useOverflowFocus } from './useOverflowFocus';
import { usePageScrollLock } from './usePageScrollLock';

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.layer};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space.l};
  background: ${({ theme }) => theme.colors.overlay};
  /* 200 % zoom on a phone: the text keeps its room (QA: a button cut in two) */
  ${upTo.reflow} {
    padding: ${({ theme }) => theme.space.s};
    & > div > div { padding-left: ${({ theme }) => theme.space.m}; padding-right: ${({ theme }) => theme.space.m}; }
  }
`;

const Panel = styled.div<{ $size: LayerSize }>`
  position: relative;
  width: 100%;
  max-width: ${({ theme, $size }) => theme.layerWidths[$size]};
  max-height: calc(100vh - 32px);
  /* the visible height on a phone (100vh is the height without the browser's toolbar: a tall layer's
     ends went under it); browsers without dvh keep the line above */
  max-height: calc(100dvh - 32px);
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border-radius: ${({ theme }) => theme.radii.l};
  box-shadow: 0 12px 32px rgba(0, 0, 0, 0.25);
  &:focus { outline: none; }
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.s};
  padding: ${({ theme }) => `${theme.space.l} ${theme.space.xl}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  h2 { margin: 0; font-size: ${({ theme }) => theme.fontSizes.l}; font-weight: ${({ theme }) => theme.fontWeights.bold}; }
`;

const Body = styled.div`
  padding: ${({ theme }) => theme.space.xl};
  overflow-y: auto;
  white-space: pre-line;
`;

const Footer = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.s};
  padding: ${({ theme }) => `0 ${theme.space.xl} ${theme.space.xl}`};
  & > * { flex: 1; }
`;

const CloseButton = styled.button`
  border: 0;
  background: none;
  min-width: 36px;
  min-height: 36px;
  ${touchTarget}
  font-size: ${({ theme }) => theme.fontSizes.xl};
  line-height: 1;
  cursor: pointer;
  color: ${({ theme }) => theme.colors.textSecondary};
`;

export interface DialogFrameProps {
  role?: 'dialog' | 'alertdialog';
  header?: ReactNode;
  children?: ReactNode;
  size?: LayerSize;
  /** Escape and the close (×) button. */
  onClose(): void;
  showCloseButton?: boolean;
  footer?: ReactNode;
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Accessible name when there is no visible header. */
  ariaLabel?: string;
  /** false while drawn hidden (content still loading): focus moves in when it is shown. */
  shown?: boolean;
}

export function DialogFrame({
  role = 'dialog',
  header,
  children,
  size = DEFAULT_LAYER_SIZE,
  onClose,
  showCloseButton = false,
  footer,
  initialFocusRef,
  ariaLabel,
  shown,
}: DialogFrameProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const bodyId = useId();
  useFocusTrap(panelRef, { onEscape: onClose, initialFocusRef, shown });
  usePageScrollLock();
  const body = useOverflowFocus<HTMLDivElement>();
  const hasHeader = header !== undefined && header !== null && header !== '';
  const label = hasHeader ? undefined : ariaLabel ?? (role === 'alertdialog' ? MESSAGES.notice : MESSAGES.layer);
  return (
    <Overlay>
      <Panel
        ref={panelRef}
        role={role}
        aria-modal="true"
        aria-labelledby={hasHeader ? titleId : undefined}
        aria-label={label}
        aria-describedby={bodyId}
        tabIndex={-1}
        $size={size}
        data-size={size}
      >
        {(hasHeader || showCloseButton) && (
          <Header>
            {hasHeader ? <h2 id={titleId}>{header}</h2> : <span />}
            {showCloseButton && (
              <CloseButton type="button" aria-label={MESSAGES.close} onClick={onClose}>
                ×
              </CloseButton>
            )}
          </Header>
        )}
        <Body
          ref={body.ref}
          id={bodyId}
          // while it scrolls: a tab stop named like the dialog (the trap lists it)
          tabIndex={body.overflows ? 0 : undefined}
          role={body.overflows ? 'region' : undefined}
          aria-labelledby={body.overflows && hasHeader ? titleId : undefined}
          aria-label={body.overflows ? label : undefined}
          data-scrolls={body.overflows || undefined}
        >
          {children}
        </Body>
        {/* the second click of a double click that opened this dialog lands on its buttons (a
            small popup window puts 취소 over the button that opened it, QA): not an answer */}
        {footer && <Footer onClickCapture={stopRepeatClick}>{footer}</Footer>}
        {/* FOCUS_GUARD_ATTRIBUTE: Tab after a player's own controls lands here and goes round to the first item */}
        <span
          tabIndex={0}
          data-focus-guard=""
          onFocus={() => panelRef.current && (focusableElements(panelRef.current)[0] ?? panelRef.current).focus()}
        />
      </Panel>
    </Overlay>
  );
}

const stopRepeatClick = (e: MouseEvent) => {
  if (e.detail > 1) e.stopPropagation();
};

/** Extra footer buttons; each closes the popup after its handler unless closes is false. */
export function FooterButtons({ buttons, onClose }: { buttons: readonly FooterButton[]; onClose(): void }) {
  return (
    <>
      {buttons.map((b, i) => (
        <Button
          key={`${b.label}-${i}`}
          variant={b.variant ?? 'secondary'}
          onClick={async () => {
            await b.onClick?.();
            if (b.closes !== false) onClose();
          }}
        >
          {b.label}
        </Button>
      ))}
    </>
  );
}
