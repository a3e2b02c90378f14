// The buy control of an avatar the member already owns: '보유 중', disabled, and the reason in words
// next to it (not only greyed out). The API refuses the purchase with the same words.
import styled from 'styled-components';
import { Button, type ButtonSize } from '@hanpan/platform';
import type { Ownership, OwnedAvatars } from '../hooks/useOwnedAvatars';
import { RetryLine } from '../../../ui/RetryLine';

export const OWNED_AVATAR_REASON = '이미 보유한 아바타입니다. 아바타는 한 번만 구매할 수 있습니다.';

/** An avatar's buy button says '확인 중' while the member's avatars are read (busy), not its buy word:
 *  QA saw owned ones read '구매' for 2–3 s after a charge before they turned '보유 중'. */
export const buyWord = (ownership: Ownership, word: string): string => (ownership === 'checking' ? '확인 중' : word);

/** '보유 중' (green, also among a card's red BEST badges: && outweighs their `span` rule). */
export const OwnedBadge = styled.span`
  && {
    font-size: 11px;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    padding: 1px 6px;
    border-radius: ${({ theme }) => theme.radii.s};
    background: ${({ theme }) => theme.colors.success};
    color: ${({ theme }) => theme.colors.textInverse};
  }
`;

const Reason = styled.small`
  display: block;
  flex-basis: 100%;
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

/** The reason, to point the disabled button at (aria-describedby). */
export function OwnedAvatarReason({ id }: { id: string }) {
  return (
    <Reason id={id} data-testid="owned-reason">
      {OWNED_AVATAR_REASON}
    </Reason>
  );
}

export function OwnedAvatarButton({ name, reasonId, size = 's' }: { name: string; reasonId: string; size?: ButtonSize }) {
  return (
    <Button size={size} disabled aria-label={`${name} 보유 중`} aria-describedby={reasonId}>
      보유 중
    </Button>
  );
}

/** The inventory could not be read: avatars the member may own are offered like any other, so the
 *  page says that ownership is unknown (the order itself still refuses an owned one). */
export function OwnedAvatarsUnknown({ owned }: { owned: OwnedAvatars }) {
  if (!owned.unknown) return null;
  return (
    <Reason as={RetryLine} forwardedAs="p" onRetry={owned.retry} data-testid="owned-avatars-unknown">
      보유한 아바타를 확인하지 못했습니다. 이미 보유한 아바타는 구매할 때 안내해 드립니다.
    </Reason>
  );
}
