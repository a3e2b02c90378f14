import { FREE_CHARGES_PER_DAY } from '@hanpan/contracts/constants';
import { CHANGE_CONTINUITY_TEXT, OPTION_GUIDE, TIER_GUIDE, TIERS } from '../../guide/guideContent';
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

  it('the change layer says what the API does: continuous use starts again at 1회, the group count goes on (nextContinuity)', () => {
    const text = [BENEFIT_TEXTS['plus-membership-change'].summary, ...BENEFIT_TEXTS['plus-membership-change'].lines].join('\n');
    expect(text).not.toContain('연속 이용은 이어집니다');
    expect(text).toContain(CHANGE_CONTINUITY_TEXT);
    expect(CHANGE_CONTINUITY_TEXT).toBe('변경하면 연속 이용 횟수는 1회부터 다시 셉니다(그룹 연속 이용 횟수는 이어집니다). 연속 이용 혜택은 3회째부터 다시 적용됩니다.');
  });

  it('the continuous-use layer says the 13th payment itself is already 5% off (the API discounts from the 13th group use)', () => {
    expect(BENEFIT_TEXTS['plus-continuous'].summary).toBe('3회 이상 연속 이용하면 연속 이용 혜택이, 13회째 결제부터는 5% 할인이 적용됩니다.');
  });

  it('free charges are the server\'s numbers (FREE_CHARGES_PER_DAY), in the guide and in the layer', () => {
    for (const t of TIERS) expect(TIER_GUIDE[t].freeChargesPerDay).toBe(FREE_CHARGES_PER_DAY[t]);
    expect(TIER_GUIDE.V.freeChargesPerDay).toBe(2);
    expect(BENEFIT_TEXTS['plus-free-charging'].lines[0]).toBe('V-Plus 하루 2회, W-Plus 3회, X-Plus 4회, Z-Plus 5회 (플러스 없이 1회)');
  });

  it('limit options: one of the kind at a time (the API refuses a second)', () => {
    expect(BENEFIT_TEXTS['plus-holding-limit-increase'].lines.join(' ')).not.toContain('함께');
    expect(OPTION_GUIDE.limit.details.join(' ')).not.toContain('함께');
  });
});
