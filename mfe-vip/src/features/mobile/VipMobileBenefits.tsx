// The benefit claims for the mobile site: this month's benefits claimed with `platform` (MOBILE on
// the mobile site), results and refusals through the popup system.
import type { VipPlatform } from '@hanpan/contracts';
import { VipGate } from '../access/components/VipGate';
import { BenefitClaimList } from '../benefits/components/BenefitClaimList';

export function VipMobileBenefits({ platform = 'MOBILE' }: { platform?: VipPlatform }) {
  return <VipGate>{() => <BenefitClaimList platform={platform} />}</VipGate>;
}
