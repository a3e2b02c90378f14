// Exposed as `mfe_shop/layers`: the component of every layer key declared in ./index.ts.
import { lazy } from 'react';
import type { LayerComponents } from '@hanpan/platform';

export const layers: LayerComponents = {
  restrict: lazy(() => import('./RestrictLayer').then((m) => ({ default: m.RestrictLayer }))),
  'shop-add-to-home': lazy(() => import('./AddToHomeLayer').then((m) => ({ default: m.AddToHomeLayer }))),
};
