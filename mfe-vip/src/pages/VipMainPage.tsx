// /vip — the VIP club: my grade at a glance (members), the login (guests), VIP closed (partner),
// the grade table and the area's pages. A VIP member with benefits left this month gets the VIP
// layer (1-day dismissal).
import { PageInfoView, Skeleton, ErrorState, type PortalRoute } from '@hanpan/platform';
import { Card, SectionTitle } from '../common/styles';
import { useVipAccess } from '../features/access/hooks/useVipAccess';
import { VipClosedNotice, VipGuestNotice } from '../features/access/components/VipNotices';
import { VipSummary } from '../features/grade/components/VipSummary';
import { GradeTable } from '../features/grade/components/GradeTable';
import { useVipLayerOnce } from '../layers/useVipLayerOnce';

export function VipMainPage({ route }: { route: PortalRoute }) {
  const access = useVipAccess();
  useVipLayerOnce(access.state === 'vip' ? access.benefits : null);
  return (
    <PageInfoView route={route}>
      {access.state === 'closed' ? (
        <VipClosedNotice />
      ) : (
        <>
          {access.state === 'loading' && <Skeleton lines={5} />}
          {access.state === 'guest' && <VipGuestNotice />}
          {access.state === 'error' && <ErrorState error={access.error} onRetry={access.retry} />}
          {(access.state === 'vip' || access.state === 'member') && <VipSummary benefits={access.benefits} />}
          <Card aria-label="등급별 혜택">
            <SectionTitle>등급별 기준과 월간 혜택</SectionTitle>
            <GradeTable current={access.state === 'vip' || access.state === 'member' ? access.benefits.currentVipUser.grade : undefined} />
          </Card>
        </>
      )}
    </PageInfoView>
  );
}
