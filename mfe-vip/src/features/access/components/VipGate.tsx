// One place for the states every VIP page shares: loading (skeleton), VIP closed, guest, failure
// (다시 시도) and — when `vipOnly` — general members. Renders children with the member's VIP data.
import type { ReactNode } from 'react';
import type { VipBenefit } from '@hanpan/contracts';
import { ErrorState, Skeleton } from '@hanpan/platform';
import { useVipAccess, type VipAccess } from '../hooks/useVipAccess';
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
      return vipOnly ? <VipOnlyNotice title={vipOnlyTitle} /> : <Refreshed access={access}>{children(access.benefits)}</Refreshed>;
    default:
      return <Refreshed access={access}>{children(access.benefits)}</Refreshed>;
  }
}

/** The content read before, with a failed background refresh said above it (다시 시도). */
function Refreshed({ access, children }: { access: Extract<VipAccess, { benefits: VipBenefit }>; children: ReactNode }) {
  const failed = access.refreshError;
  return (
    <>
      {failed && <ErrorState error={failed.error} message="최신 VIP 정보를 불러오지 못해 이전에 불러온 정보를 보여 드립니다." onRetry={failed.retry} />}
      {children}
    </>
  );
}
