// Exposed as `mfe_vip/mobile`: what the mobile site (mfe-mobile, /mobile/vip and /mobile/vip/benefit)
// reuses through `loadRemoteModule('mfe_vip', 'mobile')` — the same features as the PC pages, with
// the claims recorded as platform MOBILE. Contract: platform/README.md ("VIP on the mobile site").
export { VipMobileSummary } from './features/mobile/VipMobileSummary';
export { VipMobileBenefits } from './features/mobile/VipMobileBenefits';
export { BenefitClaimList as VipBenefitClaimList } from './features/benefits/components/BenefitClaimList';
