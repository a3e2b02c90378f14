// The add / join button of one option product (mobile catalogue card, PC option guide), by the
// one-per-kind rule (@hanpan/contracts/option-groups, the rule the forms and the API apply): the
// option the member holds offers '기간 연장' (buying it again adds a month: options are not renewed
// by any job), another option of a kind held is disabled and says why in words next to it, so the
// player learns it on the card and not only from the order or the payment popup. A member without a
// main membership sees it disabled with that reason (options need one). An option already in the
// caller's order (the mobile order) says so and takes it out again, so the card shows what was added.
import { useId } from 'react';
import styled from 'styled-components';
import type { PlusProduct } from '@hanpan/contracts';
import { OPTION_EXTENSION_LABEL, optionExtensionHint, optionOffer, type HeldOption } from '@hanpan/contracts/option-groups';
import { Button, formatDate } from '@hanpan/platform';

const Reason = styled.small`
  display: block;
  flex-basis: 100%;
  margin-top: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const ONE_PER_KIND = '같은 종류의 옵션은 하나만 이용할 수 있습니다.';
// short: it stands under every option card, and the page says the rule once in full (QA: the whole
// sentence five times on /mobile/plus)
const NEEDS_MAIN = '메인 멤버십(플러스) 가입 후 이용할 수 있습니다.';

export interface OptionActionButtonProps {
  product: Pick<PlusProduct, 'code' | 'name' | 'optionKey' | 'groupType'>;
  /** the kinds the member holds (heldOptionGroups); none: every product can be added */
  held?: ReadonlyMap<string, HeldOption>;
  /** the action in words: '추가하기' (mobile order), '가입하기' (PC guide) */
  label: string;
  /** also for the extension of the option held: the same order / popup takes it */
  onClick(): void;
  block?: boolean;
  /** the member has no main membership: no option can be added (the API refuses it), said next to it */
  needsMain?: boolean;
  /** the option is in the caller's order now: the button says so and `onRemove` takes it out */
  inOrder?: boolean;
  onRemove?(): void;
}

const IN_ORDER = '주문에 담김 · 빼기';

export function OptionActionButton({ product, held, label, onClick, block = false, needsMain = false, inOrder = false, onRemove }: OptionActionButtonProps) {
  const reasonId = useId();
  const offer = optionOffer(product, held);
  if (inOrder && onRemove && !needsMain) {
    // not the blue 추가하기 again (QA: a second tap looked like adding it twice)
    return (
      <Button size="s" variant="secondary" block={block} onClick={onRemove} aria-label={`${product.name} ${IN_ORDER}`}>
        {IN_ORDER}
      </Button>
    );
  }
  if (needsMain) {
    return (
      <>
        <Button size="s" block={block} disabled aria-label={`${product.name} ${label}`} aria-describedby={reasonId}>
          {label}
        </Button>
        <Reason id={reasonId}>{NEEDS_MAIN}</Reason>
      </>
    );
  }
  if (offer.kind === 'new') {
    return (
      <Button size="s" block={block} onClick={onClick} aria-label={`${product.name} ${label}`}>
        {label}
      </Button>
    );
  }
  if (offer.kind === 'extension') {
    return (
      <>
        <Button size="s" block={block} onClick={onClick} aria-label={`${product.name} ${OPTION_EXTENSION_LABEL}`} aria-describedby={reasonId}>
          {OPTION_EXTENSION_LABEL}
        </Button>
        <Reason id={reasonId}>{optionExtensionHint(offer.held, formatDate)}</Reason>
      </>
    );
  }
  return (
    <>
      <Button size="s" block={block} disabled aria-label={`${product.name} 같은 종류 이용 중`} aria-describedby={reasonId}>
        같은 종류 이용 중
      </Button>
      <Reason id={reasonId}>
        {/* the particle follows '옵션', so no product name decides it ('보유 한도 증가 I') */}
        {`이미 이용 중인 옵션(${offer.held.name})과 같은 종류입니다. ${ONE_PER_KIND}`}
      </Reason>
    </>
  );
}
