// Renders the store's tooltip group (showTooltip(message, ms=1500)); mount once per page (shell).
import styled from 'styled-components';
import { useHanpanStore } from '../store/hanpanStore';

const Bubble = styled.div`
  position: fixed;
  left: 50%;
  bottom: ${({ theme }) => theme.space.xxl};
  transform: translateX(-50%);
  z-index: ${({ theme }) => theme.zIndex.tooltip};
  max-width: calc(100vw - 32px);
  padding: ${({ theme }) => `${theme.space.s} ${theme.space.l}`};
  border-radius: ${({ theme }) => theme.radii.m};
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.textInverse};
  font-size: ${({ theme }) => theme.fontSizes.m};
  pointer-events: none;
`;

export function TooltipView() {
  const message = useHanpanStore((s) => s.tooltip.message);
  const seq = useHanpanStore((s) => s.tooltip.seq);
  // The live region stays mounted so screen readers announce each new message.
  return (
    <div role="status" aria-live="polite">
      {message && <Bubble key={seq}>{message}</Bubble>}
    </div>
  );
}
