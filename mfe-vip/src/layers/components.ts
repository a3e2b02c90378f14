// Exposed as `mfe_vip/layers`: the component of every layer key declared in ./index.ts.
import { lazy } from 'react';
import type { LayerComponents } from '@hanpan/platform';

export const layers: LayerComponents = {
  vip: lazy(() => import('./VipLayer').then((m) => ({ default: m.VipLayer }))),
  'vip-benefit-result': lazy(() => import('./BenefitResultLayer').then((m) => ({ default: m.BenefitResultLayer }))),
};
