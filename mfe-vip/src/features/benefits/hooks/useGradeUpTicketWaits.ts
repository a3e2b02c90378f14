// Whether a 등급 상향권 can still raise a benefit this month (a coupon or the hancoin not received nor
// raised yet): its result says to use it first only then (QA: it said so with nothing left to raise).
// Until the month's benefits are read it is taken to wait, the usual case of a ticket just received.
import { useVipBenefitDetails } from './useVipBenefitDetails';

export function useGradeUpTicketWaits(): boolean {
  const details = useVipBenefitDetails();
  return details.some((q) => q.data === undefined || q.data.gradeUpTicket != null);
}
