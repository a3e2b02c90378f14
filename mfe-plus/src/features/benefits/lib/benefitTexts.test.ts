import { OPTION_GUIDE } from '../../guide/guideContent';
import { BENEFIT_TEXTS } from './benefitTexts';

describe('BENEFIT_TEXTS', () => {
  it('the option layers say what the option guide says (one text, PC and mobile)', () => {
    expect(BENEFIT_TEXTS['plus-pet-shop'].summary).toBe(OPTION_GUIDE.pet.summary);
    expect(BENEFIT_TEXTS['plus-lucky-flip'].summary).toBe(OPTION_GUIDE['lucky-flip'].summary);
  });

  it('pet shop bonus and lucky flip come once per benefit period (the API counts them per period), not daily', () => {
    expect(OPTION_GUIDE.pet.summary).toContain('혜택 기간마다');
    expect(OPTION_GUIDE['lucky-flip'].summary).toContain('혜택 기간마다');
  });
});
