// /popup/plus/join (540×540): pick a tier (and at most one option of each kind), then pay in the
// sandbox. A member who already has a main membership is led to the change popup instead (no second
// join). The sandbox page shows the API's own Korean refusal if it still refuses the order.
import { useState } from 'react';
import type { PlusProduct } from '@hanpan/contracts';
import { heldOptionGroups, OPTION_EXTENSION_LABEL, optionGroupsOf, optionOffer, selectedOptions, type OptionSelection } from '@hanpan/contracts/option-groups';
import { Button, ErrorState, formatKoreanMoney, isMainMembershipJoined, MoneyText, Skeleton, useGlobalMembership, useNavigate } from '@hanpan/platform';
import { ChoiceGroup, Fields, Muted, Note, PopupBody } from '../../../ui/layout';
import { mainCodeFor, MOBILE_CLASSIC_CODE, optionTitleOf, TIER_CODE, TIER_GUIDE, TIERS, tierOfCode } from '../../guide/guideContent';
import { useMembershipMe } from '../../membership/hooks/useMembershipMe';
import { usePaymentGate } from '../../payment/hooks/usePaymentGate';
import { continueToPayment } from '../../payment/lib/paymentWindow';
import { paymentUrls } from '../../payment/lib/paymentUrls';
import { usePaymentSite } from '../../payment/hooks/usePaymentSite';
import { OptionGroupPicker } from './OptionGroupPicker';

export function JoinForm({ initialCode }: { initialCode?: string | null }) {
  const catalogue = useGlobalMembership();
  const me = useMembershipMe();
  const navigate = useNavigate();
  const site = usePaymentSite();
  const gate = usePaymentGate();
  // the product the popup was opened for keeps its tier's place: V-Plus 클래식 is ordered as itself
  const opened = mainCodeFor(initialCode);
  const tierCode = (tier: keyof typeof TIER_CODE) => (tierOfCode(opened) === tier ? opened : TIER_CODE[tier]);
  const [code, setCode] = useState(opened);
  const [selection, setSelection] = useState<OptionSelection>({});
  if (catalogue.isError) return <ErrorState error={catalogue.error} onRetry={() => void catalogue.refetch()} />;
  if (me.isError) return <ErrorState error={me.error} onRetry={() => void me.refetch()} />;
  if (catalogue.isPending || me.isPending) return <PopupBody aria-busy="true"><Skeleton lines={8} /></PopupBody>;
  if (isMainMembershipJoined(me.data)) {
    return (
      <PopupBody data-testid="join-already">
        <Note>이미 <strong>{me.data.name}</strong> 멤버십을 이용하고 있습니다. 다른 등급은 멤버십 변경으로 이용할 수 있으며, 남은 통장은 변경 금액에서 할인됩니다.</Note>
        <Button onClick={() => navigate(`/popup/plus/change?code=${code}`)}>멤버십 변경하기</Button>
      </PopupBody>
    );
  }
  const main: PlusProduct | undefined = catalogue.data.main[code];
  const groups = optionGroupsOf(catalogue.data, optionTitleOf);
  const held = heldOptionGroups(me.data, groups);
  const chosen = selectedOptions(selection, groups, held);
  const options = chosen.map((p) => p.code);
  const total = (main ? BigInt(main.price) : 0n) + chosen.reduce((s, p) => s + BigInt(p.price), 0n);
  const pay = async () => {
    if (!(await gate(total))) return;
    continueToPayment(paymentUrls.join([code, ...options], site));
  };
  return (
    <PopupBody data-testid="join-form">
      <ChoiceGroup>
        <legend>멤버십 선택</legend>
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 8 }}>
          {TIERS.map((tier) => {
            const tc = tierCode(tier);
            const p = catalogue.data.main[tc];
            return (
              <label key={tier} style={{ border: `2px solid ${code === tc ? '#1d4ed8' : '#d1d5db'}`, borderRadius: 8, padding: 8, cursor: 'pointer' }}>
                <input type="radio" name="tier" value={tc} checked={code === tc} onChange={() => setCode(tc)} /> <strong>{p?.name ?? TIER_GUIDE[tier].name}</strong>
                <br />
                <Muted>
                  {p && <MoneyText value={p.price} format="comma" suffix="원" />} · 통장 {TIER_GUIDE[tier].bankbookCount}회{p && ` × ${formatKoreanMoney(p.monthlyBankbookMoney)}`}
                </Muted>
              </label>
            );
          })}
        </div>
      </ChoiceGroup>
      <details>
        <summary>옵션 함께 가입하기 (선택)</summary>
        <div style={{ display: 'grid', gap: 4, marginTop: 8 }}>
          <Muted>옵션은 종류마다 하나만 선택할 수 있습니다.</Muted>
          <OptionGroupPicker groups={groups} held={held} value={selection} onChange={setSelection} />
        </div>
      </details>
      <Fields>
        <dt>선택한 멤버십</dt>
        <dd data-testid="join-product">
          {main?.name ?? code}
          {code === MOBILE_CLASSIC_CODE && <Muted> · 통장 머니는 모바일 앱 보관함으로 지급됩니다.</Muted>}
        </dd>
        {chosen.length > 0 && (
          <>
            <dt>옵션</dt>
            <dd data-testid="join-options">{chosen.map((p) => (optionOffer(p, held).kind === 'extension' ? `${p.name} (${OPTION_EXTENSION_LABEL})` : p.name)).join(', ')}</dd>
          </>
        )}
        <dt>결제 예정 금액</dt>
        <dd><MoneyText value={total} format="comma" suffix="원" emphasis /></dd>
      </Fields>
      <Muted>정기결제로 가입되며 매달 같은 날 자동으로 결제됩니다. 결제 창에서 최종 금액(연속 이용 할인 포함)을 확인할 수 있습니다.</Muted>
      <Button size="l" block onClick={() => void pay()}>결제하기</Button>
    </PopupBody>
  );
}
