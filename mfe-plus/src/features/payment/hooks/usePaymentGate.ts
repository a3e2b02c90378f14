// Before any payment: logged in (SPEC §5 login message and the login page), for the partner channel
// not on macOS ('맥(Mac)OS 환경에서는 서비스를 지원하지 않습니다.'), and for a payment of `amount` 원
// within what the purchase limits leave today and this month — said before the payment window opens,
// in the API's own words, as the shop does (the order page refuses it again when 결제 is pressed).
import { useCallback } from 'react';
import type { Restriction } from '@hanpan/contracts';
import { PURCHASE_LIMIT_REFUSAL_TITLE, purchaseLimitRefusal } from '@hanpan/contracts/purchase-limit';
import { apiClient, browserGateDeps, ensureLogin, ensurePaymentAllowed, hanpanStore } from '@hanpan/platform';

export function usePaymentGate(): (amount?: bigint) => Promise<boolean> {
  return useCallback(async (amount = 0n) => {
    const deps = browserGateDeps(hanpanStore);
    if (!(await ensureLogin(deps))) return false;
    if (!(await ensurePaymentAllowed(deps))) return false;
    if (amount <= 0n) return true;
    // the limits now (not a cached read: a payment in another window may have used them); when they
    // cannot be read, the order page still checks
    const limit = await apiClient.get<Restriction>('/api/restriction').then((r) => r.limit).catch(() => null);
    const refused = limit && purchaseLimitRefusal(limit, amount);
    if (!refused) return true;
    await hanpanStore.getState().alert({ header: PURCHASE_LIMIT_REFUSAL_TITLE, body: refused.message });
    return false;
  }, []);
}
