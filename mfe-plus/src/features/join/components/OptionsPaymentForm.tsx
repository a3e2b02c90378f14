// /popup/plus/me/payments: option memberships (at most one of each kind; of a kind the member
// already holds only the option held, as its 기간 연장: a month more; they need a main membership)
// and the gold item, paid in the sandbox. The sandbox page shows the API's own Korean refusal if it
// still refuses the order. `?code=` may list several codes (the mobile site's option order:
// `?code=PO0022,PO0031`), the gold item among them; the code of the option held chooses its extension.
// A member without a main membership is told so first, the options disabled, and led to the join
// popup (where options are chosen with the tier); the gold item stays for them.
// A link that names options shows their kinds; the other kinds fold under one line, so on a phone
// 결제하기 is in reach without scrolling past every kind (QA: a 1,100 px page for one option).
import { useId, useState } from 'react';
import styled from 'styled-components';
import {
  heldOptionGroups,
  initialOptionSelection,
  linkedProductCodes,
  optionGroupOfCode,
  optionGroupsOf,
  OPTION_NO_RENEWAL,
  OPTIONS_AT_JOIN,
  OPTIONS_NEED_MAIN,
  selectedOptions,
  type OptionGroup,
  type OptionSelection,
} from '@hanpan/contracts/option-groups';
import { Button, ErrorState, isMainMembershipJoined, MoneyText, Skeleton, touchTarget, useGlobalMembership, useNavigate } from '@hanpan/platform';
import { Fields, Muted, Note, PopupBody } from '../../../ui/layout';
import { optionTitleOf } from '../../guide/guideContent';
import { useMembershipMe } from '../../membership/hooks/useMembershipMe';
import { usePaymentGate } from '../../payment/hooks/usePaymentGate';
import { paymentUrls } from '../../payment/lib/paymentUrls';
import { continueToPayment } from '../../payment/lib/paymentWindow';
import { OptionGroupPicker } from './OptionGroupPicker';
import { unavailableBecause } from '@hanpan/platform/member-action';

const GOLD_ITEM_CODE = 'PI0001';

const OtherKinds = styled.details`
  summary {
    ${touchTarget}
    display: flex;
    align-items: center;
    cursor: pointer;
    gap: ${({ theme }) => theme.space.s};
    font-weight: 700;
    color: ${({ theme }) => theme.colors.primary};
    /* (display: flex drops the browser's triangle) a chevron that turns when open */
    &::after {
      content: '';
      width: 6px;
      height: 6px;
      border: solid currentColor;
      border-width: 0 2px 2px 0;
      transform: translateY(-2px) rotate(45deg);
    }
  }
  &[open] summary {
    margin-bottom: ${({ theme }) => theme.space.s};
    &::after {
      transform: translateY(2px) rotate(-135deg);
    }
  }
`;

/** The kinds a link's codes name (shown), and the others (folded); without a link every kind is shown. */
function splitByLink(groups: readonly OptionGroup[], linked: readonly string[]): { shown: readonly OptionGroup[]; folded: readonly OptionGroup[] } {
  if (linked.length === 0) return { shown: groups, folded: [] };
  const keys = new Set(linked.map((code) => optionGroupOfCode(code, groups)?.key));
  return { shown: groups.filter((g) => keys.has(g.key)), folded: groups.filter((g) => !keys.has(g.key)) };
}

export function OptionsPaymentForm({ initialCode }: { initialCode?: string | null }) {
  const catalogue = useGlobalMembership();
  const me = useMembershipMe();
  const gate = usePaymentGate();
  const navigate = useNavigate();
  const needsMainId = useId();
  const noneId = useId();
  // null until the player changes something: then the link's ?code= decides
  const [picked, setPicked] = useState<OptionSelection | null>(null);
  // ticked when the link names it, alone or in a list (read as initialOptionSelection reads it)
  const [gold, setGold] = useState(() => linkedProductCodes(initialCode).includes(GOLD_ITEM_CODE));
  if (catalogue.isError) return <ErrorState error={catalogue.error} onRetry={() => void catalogue.refetch()} />;
  if (me.isError) return <ErrorState error={me.error} onRetry={() => void me.refetch()} />;
  if (catalogue.isPending || me.isPending) return <PopupBody aria-busy="true"><Skeleton lines={8} /></PopupBody>;
  const joined = isMainMembershipJoined(me.data);
  const groups = optionGroupsOf(catalogue.data, optionTitleOf);
  const held = heldOptionGroups(me.data, groups);
  // without a main membership nothing of a link's options is chosen: none can be ordered
  const selection = joined ? (picked ?? initialOptionSelection(initialCode, groups, held)) : {};
  // (a member without a main membership sees every kind: none can be chosen, and the note says why)
  const { shown, folded } = splitByLink(groups, joined ? linkedProductCodes(initialCode) : []);
  const foldedChosen = selectedOptions(selection, folded, held).length;
  const picker = (of: readonly OptionGroup[]) => (
    <OptionGroupPicker groups={of} held={held} value={selection} onChange={setPicked} {...(joined ? {} : { unavailableReasonId: needsMainId })} />
  );
  const goldItem = catalogue.data.item.find((i) => i.code === GOLD_ITEM_CODE);
  const options = selectedOptions(selection, groups, held);
  const chosen = [...options, ...(gold && goldItem ? [goldItem] : [])];
  const codes = chosen.map((p) => p.code);
  const total = chosen.reduce((s, p) => s + BigInt(p.price), 0n);
  const pay = async () => {
    if (!(await gate(total))) return;
    continueToPayment(paymentUrls.options(codes));
  };
  return (
    <PopupBody data-testid="options-payment">
      {joined ? (
        <Muted>옵션은 종류마다 하나만 이용할 수 있습니다. {OPTION_NO_RENEWAL} 이용 중인 옵션은 다시 결제하면 이용 기간이 한 달 연장됩니다.</Muted>
      ) : (
        <Note $tone="warn" data-testid="options-need-main">
          <span id={needsMainId}>{OPTIONS_NEED_MAIN} 지금은 선택할 수 없으며, {OPTIONS_AT_JOIN}</span>{' '}
          <Button size="s" variant="text" onClick={() => navigate('/popup/plus/join')}>플러스 가입하기</Button>
        </Note>
      )}
      {shown.length > 0 && picker(shown)}
      {folded.length > 0 && (
        <OtherKinds data-testid="options-other-kinds">
          <summary>다른 옵션도 함께 결제하기{foldedChosen > 0 ? ` (${foldedChosen}개 선택)` : ''}</summary>
          {picker(folded)}
        </OtherKinds>
      )}
      {goldItem && (
        <label>
          <input type="checkbox" checked={gold} onChange={() => setGold((g) => !g)} /> {goldItem.name} (<MoneyText value={goldItem.price} format="comma" suffix="원" />)
          {/* what it is: 10 gold into a running weekly gold round, not a membership of its own */}
          <Muted style={{ display: 'block' }}>{goldItem.description}</Muted>
        </label>
      )}
      <Fields>
        <dt>결제 예정 금액</dt>
        <dd data-testid="options-total"><MoneyText value={total} format="comma" suffix="원" emphasis /></dd>
      </Fields>
      {codes.length === 0 && <Muted id={noneId} data-testid="options-none-chosen">결제할 상품을 선택해 주세요.</Muted>}
      <Button
        size="l"
        block
        {...unavailableBecause(codes.length === 0 ? (joined ? noneId : `${needsMainId} ${noneId}`) : null)}
        onClick={codes.length === 0 ? undefined : () => void pay()}
      >
        결제하기
      </Button>
    </PopupBody>
  );
}
