// /popup/plus/change (750×670): change the main membership to another tier. Priced as the API prices
// it: the tier's price, 5% off when the change is the 13th group use or later, less the unused
// bankbooks of this month (GET bankbook?plusAction=CHANGE); the sandbox charges the same amount.
import { useId, useState } from 'react';
import { discountedPrice } from '@hanpan/contracts/constants';
import { withParticle } from '@hanpan/contracts/korean';
import { Button, ErrorState, isMainMembershipJoined, MoneyText, Skeleton, useGlobalMembership, useNavigate } from '@hanpan/platform';
import { ChoiceGroup, Fields, Muted, Note, PopupBody } from '../../../ui/layout';
import { useBankbook } from '../../bankbook/hooks/useBankbook';
import { CHANGE_CONTINUITY_TEXT, changeDiscountText, TIER_CODE, TIER_GUIDE, TIER_ORDER, TIERS, tierOfCode } from '../../guide/guideContent';
import { useMembershipMe } from '../../membership/hooks/useMembershipMe';
import { membershipView } from '../../membership/lib/membershipView';
import { usePaymentGate } from '../../payment/hooks/usePaymentGate';
import { continueToPayment } from '../../payment/lib/paymentWindow';
import { paymentUrls } from '../../payment/lib/paymentUrls';
import { usePaymentSite } from '../../payment/hooks/usePaymentSite';
import { unavailableBecause } from '@hanpan/platform/member-action';

export function ChangeForm({ initialCode }: { initialCode?: string | null }) {
  const catalogue = useGlobalMembership();
  const me = useMembershipMe();
  const bankbook = useBankbook('CHANGE');
  const navigate = useNavigate();
  const site = usePaymentSite();
  const gate = usePaymentGate();
  const currentTier = tierOfCode(me.data?.mainCode);
  const firstOther = TIERS.find((t) => t !== currentTier && TIER_ORDER[t] > TIER_ORDER[currentTier ?? 'V']) ?? TIERS.find((t) => t !== currentTier) ?? 'X';
  // the tier picked, and the membership held when it was picked (null: the guide's link, before any pick)
  const [picked, setPicked] = useState<{ code: string; from: string | null } | null>(() =>
    initialCode && tierOfCode(initialCode) ? { code: TIER_CODE[tierOfCode(initialCode)!], from: null } : null,
  );
  const inProgressId = useId();
  const changedId = useId();
  const failed = catalogue.error ?? me.error ?? bankbook.error;
  if (failed) return <ErrorState error={failed} onRetry={() => void Promise.all([catalogue.refetch(), me.refetch(), bankbook.refetch()])} />;
  if (!catalogue.data || !me.data || !bankbook.data) return <PopupBody aria-busy="true"><Skeleton lines={10} /></PopupBody>;
  if (!isMainMembershipJoined(me.data)) {
    return (
      <PopupBody data-testid="change-not-joined">
        <Note>이용 중인 플러스 멤버십이 없습니다. 먼저 멤버십에 가입해 주세요.</Note>
        <Button onClick={() => navigate(`/popup/plus/join${picked ? `?code=${picked}` : ''}`)}>플러스 가입하기</Button>
      </PopupBody>
    );
  }
  // Nothing is chosen for the player (QA saw the form fall back to Z-Plus and price that) when the
  // membership was changed in another tab or on another PC after the pick (this form read it again),
  // or when the link that opened the form asks for the tier held now (a stale page: 'X-Plus로 변경하기'
  // on a phone whose X-Plus another phone had just paid).
  const changedElsewhere = picked?.from != null && picked.from !== me.data.mainCode;
  const linkHeld = picked?.from === null && tierOfCode(picked.code) === currentTier;
  const target = changedElsewhere || linkHeld ? null : picked && picked.code !== me.data.mainCode ? picked.code : TIER_CODE[firstOther];
  const product = target ? catalogue.data.main[target] : undefined;
  const listPrice = product ? BigInt(product.price) : 0n;
  // the change is the next group use (the API's mainPrice)
  const price = discountedPrice(listPrice, me.data.continuousGroupUsageCount + 1);
  const discount = BigInt(bankbook.data.unusedChangeDiscount);
  const amount = price > discount ? price - discount : 0n;
  // a discount bigger than the new price is not paid back (a cheaper tier): say what is left over
  const unusedDiscount = discount > price ? discount - price : 0n;
  // the payment page refuses a change while this month's regular payment is processed: say so here
  const inProgress = membershipView(me.data).inProgress;
  const from = me.data.mainCode;
  const pay = async () => {
    if (!target || !(await gate(amount))) return;
    continueToPayment(paymentUrls.change(target, from, site));
  };
  const waitingFor = inProgress ? inProgressId : target === null ? changedId : null;
  return (
    <PopupBody data-testid="change-form">
      <Fields>
        <dt>현재 멤버십</dt>
        <dd data-testid="change-current">{me.data.name ?? (currentTier ? TIER_GUIDE[currentTier].name : '-')}</dd>
        <dt>연속 이용</dt>
        <dd data-testid="change-continuity">지금 {me.data.continuousUsageCount}회 → 변경 후 1회</dd>
        <dt>이번 달 남은 통장</dt>
        <dd>{bankbook.data.remainCount}회 / {bankbook.data.totalCount}회</dd>
      </Fields>
      <ChoiceGroup>
        <legend>변경할 멤버십</legend>
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))', gap: 8 }}>
          {TIERS.filter((t) => t !== currentTier).map((tier) => {
            const p = catalogue.data.main[TIER_CODE[tier]];
            return (
              <label key={tier} style={{ border: `2px solid ${target === TIER_CODE[tier] ? '#1d4ed8' : '#d1d5db'}`, borderRadius: 8, padding: 8, cursor: 'pointer' }}>
                <input type="radio" name="target" value={TIER_CODE[tier]} checked={target === TIER_CODE[tier]} onChange={() => setPicked({ code: TIER_CODE[tier], from })} /> <strong>{p?.name ?? TIER_GUIDE[tier].name}</strong>
                <br />
                <Muted>{p && <MoneyText value={p.price} format="comma" suffix="원" />} · 통장 월 {TIER_GUIDE[tier].bankbookCount}회</Muted>
              </label>
            );
          })}
        </div>
      </ChoiceGroup>
      {target && (
        <Fields aria-label="변경 금액">
          <dt>상품 금액</dt>
          <dd><MoneyText value={listPrice} format="comma" suffix="원" /></dd>
          {price < listPrice && (
            <>
              <dt>연속 이용 할인 (5%)</dt>
              <dd data-testid="change-group-discount-amount">-<MoneyText value={listPrice - price} format="comma" suffix="원" /></dd>
            </>
          )}
          <dt>미사용 통장 할인</dt>
          <dd data-testid="change-discount">{discount > 0n ? <>-<MoneyText value={discount} format="comma" suffix="원" /></> : '없음'}</dd>
          <dt>결제 예정 금액</dt>
          <dd data-testid="change-amount"><MoneyText value={amount} format="comma" suffix="원" emphasis /></dd>
        </Fields>
      )}
      {discount > 0n ? (
        <Note>
          이번 달 사용하지 않은 통장 {bankbook.data.remainCount}회가 변경 금액에서 할인됩니다. 변경하면 남은 통장은 사용할 수 없습니다.
          {target && unusedDiscount > 0n && (
            <strong data-testid="change-discount-left">
              {' '}할인이 상품 금액보다 커서 <MoneyText value={unusedDiscount} format="comma" suffix="원" />은 쓰이지 않고 사라지며, 돌려받을 수 없습니다.
            </strong>
          )}
        </Note>
      ) : (
        // no discount: a membership begun with no payment (a voucher, a free trial), or every bankbook used
        <Muted>{BigInt(me.data.productAmount) === 0n ? '결제 금액 없이 시작한 멤버십(이용권, 무료 체험)이라 미사용 통장 할인이 없습니다.' : '이번 달 통장을 모두 사용해 미사용 통장 할인이 없습니다.'}</Muted>
      )}
      <Note data-testid="change-continuity-rule">
        변경하면 지금 바로 새 멤버십이 시작됩니다. {CHANGE_CONTINUITY_TEXT}
        {me.data.continuousBenefit && ' 지금 받고 있는 연속 이용 혜택은 변경하면 끝납니다.'}
      </Note>
      <Muted data-testid="change-group-discount">
        {changeDiscountText(me.data.continuousGroupUsageCount)}
      </Muted>
      {inProgress && (
        <Note id={inProgressId} data-testid="change-payment-in-progress">
          정기결제가 처리 중이라 지금은 멤버십을 변경할 수 없습니다. 처리가 끝난 뒤 다시 시도해 주세요.
        </Note>
      )}
      {target === null && (
        <Note id={changedId} role="status" data-testid="change-membership-changed">
          {changedElsewhere
            ? `다른 화면에서 멤버십이 ${withParticle(me.data.name ?? '다른 멤버십', '으로')} 바뀌었습니다. 변경할 멤버십을 다시 골라 주세요.`
            : `이미 ${me.data.name ?? '이 멤버십'} 멤버십을 이용 중입니다. 변경할 멤버십을 골라 주세요.`}
        </Note>
      )}
      <Button size="l" block onClick={waitingFor ? undefined : () => void pay()} {...unavailableBecause(waitingFor)}>
        변경 결제하기
      </Button>
    </PopupBody>
  );
}
