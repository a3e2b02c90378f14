// Paid charges through the payment sandbox: hancoin (1원 = 1 한코인) on the charge page, game money
// products through the shop order — both within the remaining monthly limit shown here.
import { useState } from 'react';
import styled from 'styled-components';
import { browserGateDeps, Button, ensurePaymentAllowed, formatMoney, hanpanStore, touchTarget } from '@hanpan/platform';
import { shownMemberAddress } from '@hanpan/platform/member-action';
import { openPaymentPopup } from '../../purchase/lib/paymentPopup';
import { limitRefusal } from '../../purchase/lib/purchaseGate';
import { currentUrl, hancoinChargeUrl } from '../../purchase/lib/shopUrls';
import { PURCHASE_LIMIT_REFUSAL_TITLE } from '@hanpan/contracts/purchase-limit';
import { RemainingLimitAmount } from '../../restriction/components/RemainingLimitAmount';
import { useRestriction } from '../../restriction/hooks/useRestriction';

const Amounts = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(96px, 1fr));
  gap: ${({ theme }) => theme.space.s};
  margin: ${({ theme }) => `${theme.space.s} 0`};
  label {
    display: flex;
    align-items: center;
    justify-content: center;
    gap: 4px;
    padding: 10px 6px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.m};
    cursor: pointer;
    font-size: ${({ theme }) => theme.fontSizes.s};
    ${touchTarget}
  }
  label:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

export interface HancoinChargePanelProps {
  amounts: readonly string[];
  hancoin: string;
}

export function HancoinChargePanel({ amounts, hancoin }: HancoinChargePanelProps) {
  const [amount, setAmount] = useState(amounts[2] ?? amounts[0] ?? '');
  const limit = useRestriction();
  const charge = async () => {
    const deps = browserGateDeps(hanpanStore);
    if (!(await ensurePaymentAllowed(deps))) return;
    if (limit.data) {
      const refusal = limitRefusal(limit.data.limit, BigInt(amount));
      if (refusal) {
        await hanpanStore.getState().alert({ header: PURCHASE_LIMIT_REFUSAL_TITLE, body: refusal });
        return;
      }
    }
    const url = hancoinChargeUrl(amount, { returnUrl: currentUrl() });
    if (!openPaymentPopup(url, 'payment', 'hanpan_payment')) window.location.assign(shownMemberAddress(url));
  };
  return (
    <section aria-label="한코인 충전" data-testid="hancoin-charge">
      <p>
        보유 한코인 <strong>{formatMoney(hancoin)}개</strong> · 이번 달 남은 구매 한도{' '}
        {limit.data ? <RemainingLimitAmount limit={limit.data.limit} emphasis /> : '…'}
      </p>
      <Amounts role="radiogroup" aria-label="충전 금액">
        {amounts.map((a) => (
          <label key={a}>
            <input type="radio" name="hancoin-amount" value={a} checked={amount === a} onChange={() => setAmount(a)} />
            {formatMoney(a)}원
          </label>
        ))}
      </Amounts>
      <Button block onClick={() => void charge()} disabled={!amount}>
        한코인 {amount ? `${formatMoney(amount)}개` : ''} 충전하기
      </Button>
    </section>
  );
}
