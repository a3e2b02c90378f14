import { contrastRatio } from '@hanpan/platform';
import { HEADER_TONES } from './parts';

// axe cannot check the header's text in the browser: the menu's scroll cue is a gradient background
describe('header colours (WCAG AA)', () => {
  it.each(Object.entries(HEADER_TONES))('%s bar: menu text, the active entry and the logo keep 4.5:1', (_tone, { bar, text, active }) => {
    expect(contrastRatio(text, bar)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(active, bar)).toBeGreaterThanOrEqual(4.5);
  });
});
