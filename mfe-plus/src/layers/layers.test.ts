import { PLUS_LAYERS } from './index';
import { layers } from './components';
import { DEALER_LAYER, PLUS_BENEFIT_LAYER_KEYS, WEEKLY_GOLD_LAYER } from './keys';

describe('Plus layers', () => {
  it('declares the 21 keyed benefit layers of SPEC §2 with Korean header titles', () => {
    expect(PLUS_BENEFIT_LAYER_KEYS).toHaveLength(21);
    for (const key of PLUS_BENEFIT_LAYER_KEYS) {
      const d = PLUS_LAYERS.find((l) => l.key === key);
      expect(d?.header).toMatch(/[가-힣]/);
      expect(d?.owner).toBe('mfe_plus');
    }
  });
  it('gives the weekly-gold and dealer layers the one-day dismissal', () => {
    expect(PLUS_LAYERS.find((l) => l.key === WEEKLY_GOLD_LAYER)?.dismissal).toBe('weeklyGold');
    expect(PLUS_LAYERS.find((l) => l.key === DEALER_LAYER)?.dismissal).toBe('dealer');
  });
  it('exposes a component for exactly the declared keys', () => {
    expect(Object.keys(layers).sort()).toEqual(PLUS_LAYERS.map((l) => l.key).sort());
  });
});
