// Who is looking at a VIP page: the partner channel (VIP closed), a guest, a general member or a
// VIP member of this month (SPEC §6: VIP = vip flag and VIP opened for the publisher).
import { PUBLISHER_PARTNER, useHanpanStore, useQueryMemberNo } from '@hanpan/platform';
import type { VipBenefit } from '@hanpan/contracts';
import { useVipBenefits } from '../../benefits/hooks/useVipBenefits';

export type VipAccess =
  | { state: 'loading' }
  | { state: 'closed' }
  | { state: 'guest' }
  | { state: 'error'; error: unknown; retry: () => void }
  /** `refreshError`: a background refresh failed; `benefits` are the last ones read */
  | { state: 'member' | 'vip'; benefits: VipBenefit; refreshError?: { error: unknown; retry: () => void } };

export function useVipAccess(): VipAccess {
  const partner = useHanpanStore((s) => s.global.publisher === PUBLISHER_PARTNER);
  const resolved = useHanpanStore((s) => s.global.memberResolved);
  const memberNo = useQueryMemberNo();
  const benefits = useVipBenefits();
  if (partner) return { state: 'closed' };
  if (!memberNo) return resolved ? { state: 'guest' } : { state: 'loading' };
  if (benefits.isPending) return { state: 'loading' };
  const retry = () => void benefits.refetch();
  // a failed background refresh keeps what was read (the page does not turn into an error)
  if (benefits.isError && !benefits.data) return { state: 'error', error: benefits.error, retry };
  const data = benefits.data!;
  if (!data.isOpenedVip) return { state: 'closed' };
  const refreshError = benefits.isError ? { error: benefits.error, retry } : undefined;
  return { state: data.currentVipUser.vip ? 'vip' : 'member', benefits: data, ...(refreshError && { refreshError }) };
}
