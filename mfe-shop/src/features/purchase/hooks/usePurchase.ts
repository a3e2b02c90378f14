// The buy button of every product: runs the purchase gate once at a time (double clicks join the
// running one) with the member's current limit, and opens the payment popup.
import {
  browserGateDeps,
  hanpanStore,
  isApiError,
  selectQueryMemberNo,
  useHanpanStore,
  useNavigate,
  useQueryClient,
} from '@hanpan/platform';
import { restrictionQuery } from '../../restriction/api/restrictionQueries';
import { orderQuoteQuery } from '../api/purchaseQueries';
import { openPaymentPopup } from '../lib/paymentPopup';
import { startPurchase, type PurchaseDeps, type PurchaseOutcome, type PurchaseRequest } from '../lib/purchaseGate';

export const PURCHASE_ACTION = 'shop.purchase';

export function usePurchase() {
  const client = useQueryClient();
  const navigate = useNavigate();
  const pending = useHanpanStore((s) => s.actions.running.includes(PURCHASE_ACTION));
  const buy = (req: PurchaseRequest): Promise<PurchaseOutcome | 'failed'> =>
    hanpanStore.getState().runAction(PURCHASE_ACTION, async () => {
      const deps: PurchaseDeps = {
        ...browserGateDeps(hanpanStore),
        openPopup: (url) => openPaymentPopup(url, 'payment', 'hanpan_payment'),
        loadLimit: async () => (await client.fetchQuery({ ...restrictionQuery(selectQueryMemberNo(hanpanStore.getState())), staleTime: 0 })).limit,
        checkOrder: (codes, itemType) => client.fetchQuery(orderQuoteQuery(selectQueryMemberNo(hanpanStore.getState()), codes, itemType)),
        navigate: (path) => navigate(path),
      };
      try {
        return await startPurchase(deps, req);
      } catch (e) {
        // The limit could not be read (or the like): say so, never fail silently.
        await hanpanStore.getState().alert(isApiError(e) ? e.message : '구매를 시작하지 못했습니다. 잠시 후 다시 시도해 주세요.');
        return 'failed';
      }
    });
  return { buy, pending };
}
