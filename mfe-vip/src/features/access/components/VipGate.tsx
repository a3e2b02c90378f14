// One place for the states every VIP page shares: loading (skeleton), VIP closed, guest, failure
// (다시 시도) and — when `vipOnly` — general members. Renders children with the member's VIP data.
import type { ReactNode } from 'react';
import type { VipBenefit } from '@hanpan/contracts';
import { ErrorState, Skeleton } from '@hanpan/platform';
import { useVipAccess } from '../hooks/useVipAccess';
import { VipClosedNotice, VipGuestNotice, VipOnlyNotice } from './VipNotices';

export interface VipGateProps {
  /** General members see `vipOnlyTitle` instead of the content. */
  vipOnly?: boolean;
  vipOnlyTitle?: string;
  /** What guests see above the login button (public pages). */
  guest?: ReactNode;
  children: (benefits: VipBenefit) => ReactNode;
}

export function VipGate({ vipOnly = false, vipOnlyTitle = 'VIP 회원 전용입니다.', guest, children }: VipGateProps) {
  const access = useVipAccess();
  switch (access.state) {
    case 'loading':
      return <Skeleton lines={5} />;
    case 'closed':
      return <VipClosedNotice />;
    case 'guest':
      return <VipGuestNotice>{guest}</VipGuestNotice>;
    case 'error':
      return <ErrorState error={access.error} onRetry={access.retry} />;
    case 'member':
      return vipOnly ? <VipOnlyNotice title={vipOnlyTitle} /> : <>{children(access.benefits)}</>;
    default:
      return <>{children(access.benefits)}</>;
  }
}
