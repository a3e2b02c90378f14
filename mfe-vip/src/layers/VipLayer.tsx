// The VIP layer (key 'vip', 1-day dismissal): this month's benefits with 받기 right there, and the
// way to the VIP home. Opened by the VIP club page for VIP members with benefits left; any area may
// open it by key. The caller may pass `goHome` (its navigate); otherwise the link loads /vip/home.
import { useEffect, useRef, useState } from 'react';
import type { VipBenefitClaimResult, VipPlatform } from '@hanpan/contracts';
import { Button, useHanpanStore, type LayerContentProps } from '@hanpan/platform';
import { BenefitClaimList } from '../features/benefits/components/BenefitClaimList';
import { claimResultText } from '../features/benefits/benefitText';
import { useGradeUpTicketWaits } from '../features/benefits/hooks/useGradeUpTicketWaits';

export function VipLayer({ props, resolve }: LayerContentProps) {
  const [last, setLast] = useState<VipBenefitClaimResult | null>(null);
  // the list's own reads (one cache): the ticket's result stops saying 'use it first' once it is used
  // in the coupon box opened over this layer (QA keyboard: it still said so)
  const ticketWaits = useGradeUpTicketWaits();
  const said = useRef<HTMLParagraphElement>(null);
  // the claimed benefit's button turns into a disabled '받기 완료': the focus goes to what was received
  useEffect(() => {
    if (last) said.current?.focus();
  }, [last]);
  const mobile = useHanpanStore((s) => s.global.site === 'mobile');
  const platform: VipPlatform = props.platform === 'MOBILE' || mobile ? 'MOBILE' : 'PC';
  const goHome = () => {
    resolve(true);
    if (typeof props.goHome === 'function') (props.goHome as () => void)();
    else window.location.assign(platform === 'MOBILE' ? '/mobile/vip/benefit' : '/vip/home');
  };
  return (
    <div data-testid="vip-layer">
      <BenefitClaimList platform={platform} onClaimed={setLast} />
      {/* in the page from the start: a live region added with its text is often not read out */}
      <p role="status" ref={said} tabIndex={-1} data-testid="vip-layer-result" style={{ fontWeight: 700, margin: last ? undefined : 0 }}>
        {last && claimResultText(last, ticketWaits)}
      </p>
      <Button block variant="secondary" style={{ marginTop: 12 }} onClick={goHome}>
        VIP 홈으로 가기
      </Button>
    </div>
  );
}
