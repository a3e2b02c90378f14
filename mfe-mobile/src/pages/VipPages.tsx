// /mobile/vip and /mobile/vip/benefit: the VIP features of mfe_vip/mobile; claims are recorded
// with platform MOBILE.
import type { PortalRoute } from '@hanpan/platform';
import { RemoteView } from '../features/remote/components/RemoteView';
import type { VipBenefitsProps, VipMobileModule } from '../lib/remoteModules';
import { Links, MobilePage, Stack } from '../ui/mobile';

export function VipPage({ route }: { route: PortalRoute }) {
  return (
    <MobilePage route={route}>
      {/* the menu first: the summary grows as the member's figures come, and would push it away under the finger (QA) */}
      <Stack>
        <Links label="VIP 메뉴" items={[{ to: '/mobile/vip/benefit', label: '이번 달 VIP 혜택 받기' }]} />
        <RemoteView<VipMobileModule, object> remote="mfe_vip" pick={(m) => m.VipMobileSummary} props={{}} loadingLabel="VIP 정보를 불러오는 중" />
      </Stack>
    </MobilePage>
  );
}

export function VipBenefitPage({ route }: { route: PortalRoute }) {
  return (
    <MobilePage route={route}>
      <RemoteView<VipMobileModule, VipBenefitsProps> remote="mfe_vip" pick={(m) => m.VipMobileBenefits} props={{ platform: 'MOBILE' }} loadingLabel="VIP 혜택을 불러오는 중" />
    </MobilePage>
  );
}
