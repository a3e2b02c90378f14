// /popup/plus/join (540×540): pick a tier (and at most one option of each kind), then pay in the
// sandbox. A member who already has a main membership is led to the change popup instead (no second
// join). The sandbox page shows the API's own Korean refusal if it still refuses the order.
// A Plus coupon may be chosen (?coupon=<id> preselects it: the coupon box opens that address); the
// price shown follows the API's rule (@hanpan/contracts/plus-coupons).
import { useState } from 'react';
import styled from 'styled-components';
import type { Coupon, PlusProduct } from '@hanpan/contracts';
import { discountedPrice } from '@hanpan/contracts/constants';
import { PLUS_FREE_7D, PLUS_TRIAL_NO_OPTIONS, PLUS_TRIAL_ONLY_V, PLUS_TRIAL_PRODUCT_CODE, PLUS_TRIAL_SETS_V, plusCouponPrice } from '@hanpan/contracts/plus-coupons';
import { heldOptionGroups, OPTION_EXTENSION_LABEL, OPTION_NO_RENEWAL, optionGroupsOf, optionOffer, selectedOptions, type OptionSelection } from '@hanpan/contracts/option-groups';
import { Button, ErrorState, formatDate, formatKoreanMoney, isMainMembershipJoined, MoneyText, Skeleton, useGlobalMembership, useNavigate } from '@hanpan/platform';
import { ChoiceGroup, Fields, Muted, Note, PopupBody } from '../../../ui/layout';
import { mainCodeFor, MOBILE_CLASSIC_CODE, optionTitleOf, TIER_CODE, TIER_GUIDE, TIERS, tierOfCode } from '../../guide/guideContent';
import { useMembershipMe } from '../../membership/hooks/useMembershipMe';
import { usePaymentGate } from '../../payment/hooks/usePaymentGate';
import { continueToPayment } from '../../payment/lib/paymentWindow';
import { paymentUrls } from '../../payment/lib/paymentUrls';
import { usePaymentSite } from '../../payment/hooks/usePaymentSite';
import { OptionGroupPicker } from './OptionGroupPicker';
import { usePlusJoinCoupons } from '../hooks/usePlusJoinCoupons';

const isTrial = (c: Coupon | null | undefined) => c?.benefit === PLUS_FREE_7D;

// one choice (or the note that there is none) a line (QA: '쿠폰 사용 안 함사용할 수 있는 …' ran together)
const CouponList = styled(ChoiceGroup)`
  label,
  & > small {
    display: block;
  }
`;

/** The coupon choice: none, or one of the member's Plus coupons (name and until when). */
function CouponChoice({ coupons, value, onChange }: { coupons: ReturnType<typeof usePlusJoinCoupons>; value: number | null; onChange: (c: Coupon | null) => void }) {
  if (coupons.isPending) return <Muted>쿠폰을 불러오는 중입니다.</Muted>;
  // the join goes on without a coupon; the coupon box can be opened again
  if (coupons.isError) return <Muted data-testid="join-coupons-error">쿠폰을 불러오지 못했습니다. 쿠폰 없이 가입하거나 창을 다시 열어 주세요.</Muted>;
  return (
    <CouponList data-testid="join-coupons">
      <legend>쿠폰</legend>
      <label>
        <input type="radio" name="coupon" value="" checked={value === null} onChange={() => onChange(null)} /> 쿠폰 사용 안 함
      </label>
      {coupons.data.map((c) => (
        <label key={c.id}>
          <input type="radio" name="coupon" value={c.id} checked={value === c.id} onChange={() => onChange(c)} /> {c.name}
          <Muted> · {formatDate(c.expiresAt)}까지{isTrial(c) && ' · V-Plus 전용'}</Muted>
        </label>
      ))}
      {coupons.data.length === 0 && <Muted>사용할 수 있는 플러스 쿠폰이 없습니다.</Muted>}
    </CouponList>
  );
}

export function JoinForm({ initialCode, initialCouponId = null }: { initialCode?: string | null; initialCouponId?: number | null }) {
  const catalogue = useGlobalMembership();
  const me = useMembershipMe();
  const navigate = useNavigate();
  const site = usePaymentSite();
  const gate = usePaymentGate();
  // the product the popup was opened for keeps its tier's place: V-Plus 클래식 is ordered as itself
  const opened = mainCodeFor(initialCode);
  const [pickedCode, setCode] = useState(opened);
  const [selection, setSelection] = useState<OptionSelection>({});
  const coupons = usePlusJoinCoupons();
  const [couponId, setCouponId] = useState<number | null>(initialCouponId);
  const [couponNote, setCouponNote] = useState<string | null>(null);
  const coupon = coupons.data?.find((c) => c.id === couponId) ?? null;
  // the V-Plus trial (chosen here or opened from the coupon box, ?coupon=) is for V-Plus: while it is
  // chosen the tier is V-Plus, and the tier picked before comes back with another coupon (QA: arrow
  // keys passing the trial left a W-Plus choice at V-Plus)
  const trialChosen = isTrial(coupon);
  const code = trialChosen ? PLUS_TRIAL_PRODUCT_CODE : pickedCode;
  // (the trial is PM0004's: with it, V-Plus 클래식's place shows the PC V-Plus)
  const tierCode = (tier: keyof typeof TIER_CODE) => (tier === 'V' && trialChosen ? PLUS_TRIAL_PRODUCT_CODE : tierOfCode(opened) === tier ? opened : TIER_CODE[tier]);
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
  // a trial is joined alone (the API refuses options with it)
  const chosen = trialChosen ? [] : selectedOptions(selection, groups, held);
  const options = chosen.map((p) => p.code);
  const listPrice = main ? BigInt(main.price) : 0n;
  // a join continuing the group count (a membership ended within 3 days) is 5% off from the 13th, as
  // the payment page charges it: the figure and the purchase-limit check are that price
  const price = discountedPrice(listPrice, me.data.nextJoinGroupUsageCount ?? 1);
  const priced = coupon ? plusCouponPrice(coupon.benefit, code, price) : null;
  const usedCoupon = priced?.ok ? coupon : null;
  const total = (priced?.ok ? priced.amount : price) + chosen.reduce((s, p) => s + BigInt(p.price), 0n);
  const pickTier = (tc: string) => {
    setCode(tc);
    // another tier than V-Plus drops the trial coupon, and says why
    if (trialChosen && tc !== PLUS_TRIAL_PRODUCT_CODE) {
      setCouponId(null);
      setCouponNote(PLUS_TRIAL_ONLY_V);
    }
  };
  const pickCoupon = (c: Coupon | null) => {
    setCouponId(c?.id ?? null);
    setCouponNote(isTrial(c) && tierOfCode(pickedCode) !== 'V' ? PLUS_TRIAL_SETS_V : null);
  };
  const pay = async () => {
    if (!(await gate(total))) return;
    continueToPayment(paymentUrls.join([code, ...options], site, usedCoupon?.id ?? null));
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
                <input type="radio" name="tier" value={tc} checked={code === tc} onChange={() => pickTier(tc)} /> <strong>{p?.name ?? TIER_GUIDE[tier].name}</strong>
                <br />
                <Muted>
                  {p && <MoneyText value={p.price} format="comma" suffix="원" />} · 통장 {TIER_GUIDE[tier].bankbookCount}회{p && ` × ${formatKoreanMoney(p.monthlyBankbookMoney)}`}
                </Muted>
              </label>
            );
          })}
        </div>
      </ChoiceGroup>
      <CouponChoice coupons={coupons} value={coupon?.id ?? null} onChange={pickCoupon} />
      {/* the region stays (one that appears with its text is seldom read out): a coupon dropped by a tier picked with the arrow keys is heard */}
      <div role="status">{couponNote && <Note $tone="warn" data-testid="join-coupon-note">{couponNote}</Note>}</div>
      {initialCouponId !== null && coupons.isSuccess && couponId === initialCouponId && !coupon && (
        <Note $tone="warn" data-testid="join-coupon-gone">쿠폰함에서 고른 쿠폰은 이미 사용했거나 기간이 지나 사용할 수 없습니다.</Note>
      )}
      {trialChosen ? (
        <Muted data-testid="join-trial-alone">{PLUS_TRIAL_NO_OPTIONS}</Muted>
      ) : (
        <details>
          <summary>옵션 함께 가입하기 (선택)</summary>
          <div style={{ display: 'grid', gap: 4, marginTop: 8 }}>
            <Muted>옵션은 종류마다 하나만 선택할 수 있습니다.</Muted>
            <OptionGroupPicker groups={groups} held={held} value={selection} onChange={setSelection} />
          </div>
        </details>
      )}
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
        {price < listPrice && (
          <>
            <dt>연속 이용 할인 (5%)</dt>
            <dd data-testid="join-group-discount">-<MoneyText value={listPrice - price} format="comma" suffix="원" /></dd>
          </>
        )}
        {usedCoupon && priced?.ok && (
          <>
            <dt>쿠폰</dt>
            <dd data-testid="join-coupon">
              {usedCoupon.name}{' '}
              {priced.trialDays ? `(${priced.trialDays}일 무료)` : <>(-<MoneyText value={priced.discount} format="comma" suffix="원" />)</>}
            </dd>
          </>
        )}
        <dt>결제 예정 금액</dt>
        <dd data-testid="join-total"><MoneyText value={total} format="comma" suffix="원" emphasis /></dd>
      </Fields>
      <Muted data-testid="join-renewal">
        {priced?.ok && priced.trialDays
          ? `${priced.trialDays}일 무료 체험 뒤 자동 결제 없이 종료됩니다. 계속 이용하려면 체험이 끝난 뒤 다시 가입해 주세요.`
          : `정기결제로 가입되며 매달 같은 날 자동으로 결제됩니다.${usedCoupon ? ' 쿠폰 할인은 첫 달에만 적용됩니다.' : ''}${chosen.length ? ` ${OPTION_NO_RENEWAL}` : ''}`}{' '}
        결제 창에서 최종 금액(연속 이용 할인 포함)을 확인할 수 있습니다.
      </Muted>
      <Button size="l" block onClick={() => void pay()}>결제하기</Button>
    </PopupBody>
  );
}
