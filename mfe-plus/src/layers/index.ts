// The layers the Plus area owns: anyone opens them by key (`openLayer('plus-bankbook')`, from My
// Plus, the home page or another area); the shell's popup host loads this remote's `./layers` on
// demand. The build publishes these declarations (pure data).
import { defineLayers, type LayerDeclaration } from '@hanpan/platform/routing';
import { DEALER_LAYER, PLUS_BENEFIT_LAYERS, WEEKLY_GOLD_LAYER } from './keys';

const PROBABILITY_TABLES: readonly string[] = ['plus-dealer-discount-probability', 'plus-lucky-flip-probability'];

const benefitLayers: LayerDeclaration[] = Object.entries(PLUS_BENEFIT_LAYERS).map(([key, header]) => ({
  key,
  header,
  size: PROBABILITY_TABLES.includes(key) ? 'm' : 'l',
}));

export const PLUS_LAYERS = defineLayers('mfe_plus', [
  ...benefitLayers,
  { key: WEEKLY_GOLD_LAYER, header: '주간 골드 멤버십', size: 'm', dismissal: 'weeklyGold' },
  { key: DEALER_LAYER, header: '오늘의 딜러비 할인', size: 'm', dismissal: 'dealer' },
]);
