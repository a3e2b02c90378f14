// /plus/me/benefit: the member's benefits (each opens its layer), lucky flip and today's dealer discount.
import { PageInfoView, useNavigate, type PortalRoute } from '@hanpan/platform';
import { DealerDiscountToday } from '../features/dealer-discount/components/DealerDiscountToday';
import { LuckyFlipPanel } from '../features/lucky-flip/components/LuckyFlipPanel';
import { BenefitList } from '../features/membership/components/BenefitList';
import { Card, Columns, Stack } from '../ui/layout';

export function MyBenefitPage({ route }: { route: PortalRoute }) {
  const navigate = useNavigate();
  return (
    <PageInfoView route={route}>
      <Stack>
        <BenefitList />
        <Columns $min="280px">
          <Card aria-label="럭키 플립"><h2>럭키 플립</h2><LuckyFlipPanel /></Card>
          <Card aria-label="딜러비 할인"><h2>딜러비 할인</h2><DealerDiscountToday onOpenGuide={() => navigate('/plus/guide/option/discount')} /></Card>
        </Columns>
      </Stack>
    </PageInfoView>
  );
}
