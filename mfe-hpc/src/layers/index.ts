// The layers the championship area owns: anyone opens them by key (`openLayer('championship')`);
// the shell's popup host loads this remote's `./layers` on demand. The build publishes these declarations.
import { defineLayers } from '@hanpan/platform/routing';

export const HPC_LAYERS = defineLayers('mfe_hpc', [
  // PC-bang championship invitation; 'do not show again' lasts until the next midnight in Korea time (SPEC §9)
  { key: 'championship', header: 'PC방 챔피언십', size: 'm', dismissal: 'championship' },
  { key: 'hpc-media-player', header: '챔피언십 영상', size: 'l' },
]);
