// The Plus guide: /plus/guide (tiers and options), /plus/guide/main/:id?, /plus/guide/option/:id?
// (unknown ids never get here: route validation answers the 404 page) and /plus/guide/continuous.
import { PageInfoView, PLUS_GUIDE_IDS, type MainTier, type OptionKey, type PortalRoute } from '@hanpan/platform';
import { ContinuousGuide } from '../features/guide/components/ContinuousGuide';
import { OptionDetail } from '../features/guide/components/OptionDetail';
import { OptionList } from '../features/guide/components/OptionList';
import { TierComparison } from '../features/guide/components/TierComparison';
import { TierDetail } from '../features/guide/components/TierDetail';
import { Stack } from '../ui/layout';
import { useRouteParam } from './routeParams';

const asTier = (id: string | undefined): MainTier | null => PLUS_GUIDE_IDS.main.find((t) => t.toLowerCase() === id?.toLowerCase()) ?? null;
const asOption = (id: string | undefined): OptionKey | null => PLUS_GUIDE_IDS.option.find((o) => o.toLowerCase() === id?.toLowerCase()) ?? null;

export function GuidePage({ route }: { route: PortalRoute }) {
  return (
    <PageInfoView route={route}>
      <Stack>
        <h2 style={{ margin: 0 }}>등급별 비교</h2>
        <TierComparison />
        <h2 style={{ margin: 0 }}>옵션 멤버십</h2>
        <OptionList />
      </Stack>
    </PageInfoView>
  );
}

export function GuideMainPage({ route }: { route: PortalRoute }) {
  const tier = asTier(useRouteParam(route, 'id'));
  return <PageInfoView route={route}>{tier ? <TierDetail tier={tier} /> : <TierComparison />}</PageInfoView>;
}

export function GuideOptionPage({ route }: { route: PortalRoute }) {
  const key = asOption(useRouteParam(route, 'id'));
  return <PageInfoView route={route}>{key ? <OptionDetail optionKey={key} /> : <OptionList />}</PageInfoView>;
}

export function GuideContinuousPage({ route }: { route: PortalRoute }) {
  return (
    <PageInfoView route={route}>
      <ContinuousGuide />
    </PageInfoView>
  );
}
