// The add / join button of one option product (mobile catalogue card, PC option guide). When the
// member already holds an option of its kind (one per kind: @hanpan/contracts/option-groups, the
// rule the forms and the API apply), the button is disabled and says why in words next to it, so
// the player learns it on the card and not only from the order or the payment popup.
import { useId } from 'react';
import styled from 'styled-components';
import type { PlusProduct } from '@hanpan/contracts';
import { optionGroupKey, type HeldOption } from '@hanpan/contracts/option-groups';
import { Button } from '@hanpan/platform';

const Reason = styled.small`
  display: block;
  flex-basis: 100%;
  margin-top: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const ONE_PER_KIND = '같은 종류의 옵션은 하나만 이용할 수 있습니다.';

export interface OptionActionButtonProps {
  product: Pick<PlusProduct, 'code' | 'name' | 'optionKey' | 'groupType'>;
  /** the kinds the member holds (heldOptionGroups); none: every product can be added */
  held?: ReadonlyMap<string, HeldOption>;
  /** the action in words: '추가하기' (mobile order), '가입하기' (PC guide) */
  label: string;
  onClick(): void;
  block?: boolean;
}

export function OptionActionButton({ product, held, label, onClick, block = false }: OptionActionButtonProps) {
  const reasonId = useId();
  const mine = held?.get(optionGroupKey(product));
  if (!mine) {
    return (
      <Button size="s" block={block} onClick={onClick} aria-label={`${product.name} ${label}`}>
        {label}
      </Button>
    );
  }
  const itself = mine.code.toUpperCase() === product.code.toUpperCase();
  const state = itself ? '이용 중' : '같은 종류 이용 중';
  return (
    <>
      <Button size="s" block={block} disabled aria-label={`${product.name} ${state}`} aria-describedby={reasonId}>
        {state}
      </Button>
      <Reason id={reasonId}>
        {/* the particle follows '옵션', so no product name decides it ('보유 한도 증가 I') */}
        {itself ? `이용 중인 옵션입니다. ${ONE_PER_KIND}` : `이미 이용 중인 옵션(${mine.name})과 같은 종류입니다. ${ONE_PER_KIND}`}
      </Reason>
    </>
  );
}
