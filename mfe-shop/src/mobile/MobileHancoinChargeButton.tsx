// The hancoin charge for the mobile site: one button opening the charge page (deviceType MOBILE)
// after the same checks as on PC (login, partner macOS, remaining monthly limit); back from it, the
// page says whether the charge went through.
import styled from 'styled-components';
import { PURCHASE_LIMIT_REFUSAL_TITLE } from '@hanpan/contracts/purchase-limit';
import { browserGateDeps, Button, ensureLogin, ensurePaymentAllowed, formatMoney, hanpanStore, selectQueryMemberNo, useQueryClient } from '@hanpan/platform';
import { shownMemberAddress } from '@hanpan/platform/member-action';
import { limitRefusal } from '../features/purchase/lib/purchaseGate';
import { usePaymentCompletedTooltip } from '../features/purchase/hooks/usePaymentCompletedTooltip';
import { currentUrl, hancoinChargeUrl } from '../features/purchase/lib/shopUrls';
import { restrictionQuery } from '../features/restriction/api/restrictionQueries';
import { RemainingLimitLine } from '../features/restriction/components/RemainingLimitLine';

const MobileLimitLine = styled(RemainingLimitLine)`
  margin: ${({ theme }) => theme.space.s} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.m};
`;

export interface MobileHancoinChargeButtonProps {
  /** 원 = 한코인; one of the charge page's amounts (default 10,000) */
  amount?: string;
  label?: string;
}

export function MobileHancoinChargeButton({ amount = '10000', label }: MobileHancoinChargeButtonProps) {
  const client = useQueryClient();
  usePaymentCompletedTooltip();
  const charge = async () => {
    const deps = browserGateDeps(hanpanStore);
    if (!(await ensureLogin(deps)) || !(await ensurePaymentAllowed(deps))) return;
    const { limit } = await client.fetchQuery({ ...restrictionQuery(selectQueryMemberNo(hanpanStore.getState())), staleTime: 0 });
    const refusal = limitRefusal(limit, BigInt(amount));
    if (refusal) {
      await hanpanStore.getState().alert({ header: PURCHASE_LIMIT_REFUSAL_TITLE, body: refusal });
      return;
    }
    // On a phone the charge page replaces the page and comes back to it (redirectUri).
    window.location.assign(shownMemberAddress(hancoinChargeUrl(amount, { deviceType: 'MOBILE', returnUrl: currentUrl() })));
  };
  return (
    <>
      <Button block onClick={() => void hanpanStore.getState().runAction('shop.mobile-charge', charge)} data-testid="mobile-hancoin-charge">
        {label ?? `한코인 ${formatMoney(amount)}개 충전하기`}
      </Button>
      {/* what the limits leave, as the PC shop's bar says it (QA: the phone learned it only from a refusal) */}
      <MobileLimitLine forwardedAs="p" data-testid="mobile-remaining-limit" />
    </>
  );
}
