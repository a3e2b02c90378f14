// The VIP layer (key 'vip', 1-day dismissal): this month's benefits with 받기 right there, and the
// way to the VIP home. Opened by the VIP club page for VIP members with benefits left; any area may
// open it by key. The caller may pass `goHome` (its navigate); otherwise the link loads /vip/home.
import { useState } from 'react';
import type { VipPlatform } from '@hanpan/contracts';
import { Button, useHanpanStore, type LayerContentProps } from '@hanpan/platform';
import { BenefitClaimList } from '../features/benefits/components/BenefitClaimList';
import { claimResultText } from '../features/benefits/benefitText';

export function VipLayer({ props, resolve }: LayerContentProps) {
  const [last, setLast] = useState<string | null>(null);
  const mobile = useHanpanStore((s) => s.global.site === 'mobile');
  const platform: VipPlatform = props.platform === 'MOBILE' || mobile ? 'MOBILE' : 'PC';
  const goHome = () => {
    resolve(true);
    if (typeof props.goHome === 'function') (props.goHome as () => void)();
    else window.location.assign(platform === 'MOBILE' ? '/mobile/vip/benefit' : '/vip/home');
  };
  return (
    <div data-testid="vip-layer">
      <BenefitClaimList platform={platform} onClaimed={(r) => setLast(claimResultText(r))} />
      {last && (
        <p role="status" style={{ fontWeight: 700 }}>
          {last}
        </p>
      )}
      <Button block variant="secondary" style={{ marginTop: 12 }} onClick={goHome}>
        VIP 홈으로 가기
      </Button>
    </div>
  );
}
