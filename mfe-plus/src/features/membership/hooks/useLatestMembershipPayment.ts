// The member's latest membership payment of any status (the history lists newest first): the
// refused-renewal notice reads it, and My Plus tells a former member from one who never had Plus.
// One query for both (same key).
import { useMembershipPaymentHistory } from './useMembershipPaymentHistory';

const LATEST = { page: 0, size: 1 } as const;

export function useLatestMembershipPayment() {
  return useMembershipPaymentHistory(LATEST);
}
