// /plus: the Plus landing — tiers side by side and where to go next. Kept small: it is the area's
// first route (bundle budget).
import { Link, PageInfoView, VisuallyHidden, type PortalRoute } from '@hanpan/platform';
import { TierComparison } from '../features/guide/components/TierComparison';
import { Card, Columns, Stack } from '../ui/layout';

export function PlusIndexPage({ route }: { route: PortalRoute }) {
  return (
    <PageInfoView route={route}>
      <Stack>
        {/* (hidden headings: the cards' h3 follow an h2, as on the guide page) */}
        <VisuallyHidden as="h2">등급별 비교</VisuallyHidden>
        <TierComparison />
        <VisuallyHidden as="h2">더 알아보기</VisuallyHidden>
        <Columns $min="200px">
          <Card><h3><Link to="/plus/guide/option">옵션 멤버십</Link></h3><small>펫샵, 보유 한도, 딜러비 할인, 좌절 방지, 럭키 플립</small></Card>
          <Card><h3><Link to="/plus/guide/continuous">연속 이용 혜택</Link></h3><small>정기결제 3회부터 혜택, 13회부터 5% 할인</small></Card>
          <Card><h3><Link to="/plus/guide/voucher">이용권</Link></h3><small>1개월·3개월 이용권 구매와 사용</small></Card>
        </Columns>
      </Stack>
    </PageInfoView>
  );
}
