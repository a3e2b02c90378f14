import { contrastRatio } from '@hanpan/platform/testing';
import { HEADER_TONES } from './parts';

// both bars at once, without a browser (axe checks only the bar of the page it opens)
describe('header colours (WCAG AA)', () => {
  it.each(Object.entries(HEADER_TONES))('%s bar: menu text, the active entry and the logo keep 4.5:1', (_tone, { bar, text, active }) => {
    expect(contrastRatio(text, bar)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(active, bar)).toBeGreaterThanOrEqual(4.5);
  });
});
