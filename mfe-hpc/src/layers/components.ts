// Exposed as `mfe_hpc/layers`: the component of every layer key declared in ./index.ts.
import { lazy } from 'react';
import type { LayerComponents } from '@hanpan/platform';

export const layers: LayerComponents = {
  championship: lazy(() => import('./ChampionshipLayer').then((m) => ({ default: m.ChampionshipLayer }))),
  'hpc-media-player': lazy(() => import('./MediaPlayerLayer').then((m) => ({ default: m.MediaPlayerLayer }))),
};
