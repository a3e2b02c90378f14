// The layers the VIP area owns: anyone opens them by key (`openLayer('vip')`); the shell's popup
// host loads this remote's `./layers` on demand. The build publishes these declarations.
import { defineLayers } from '@hanpan/platform/routing';

export const VIP_LAYERS = defineLayers('mfe_vip', [
  // this month's VIP benefits to take; 'do not show again' for a day (SPEC §9)
  { key: 'vip', header: '이번 달 VIP 혜택', size: 'm', dismissal: 'vip' },
  // the result of a benefit claimed in a page or on the mobile site
  { key: 'vip-benefit-result', header: '혜택 지급 결과', size: 's' },
]);
