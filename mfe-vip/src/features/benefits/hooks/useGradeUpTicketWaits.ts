// Whether a 등급 상향권 can still raise a benefit this month (a coupon or the hancoin not received nor
// raised yet): its result says to use it first only then (QA: it said so with nothing left to raise).
import { useVipBenefitDetails } from './useVipBenefitDetails';

export function useGradeUpTicketWaits(): boolean {
  return useVipBenefitDetails().some((q) => q.data?.gradeUpTicket != null);
}
