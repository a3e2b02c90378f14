import { gradeBenefitLines, gradeMarkers, monthText, wonText } from './gradeText';
import { GRADES } from '../../test/vipTestKit';

describe('grade texts', () => {
  it('marks each threshold along a bar that ends at the top grade', () => {
    const m = gradeMarkers(GRADES.grades);
    expect(m.map((x) => [x.grade, x.at])).toEqual([
      ['MINIMUM', 34.1],
      ['BUSINESS', 51.2],
      ['FIRST', 82.9],
      ['PREMIUM', 100],
    ]);
  });

  it('months and won', () => {
    expect(monthText('2026-07')).toBe('7월');
    expect(monthText('2026-07', true)).toBe('2026년 7월');
    expect(wonText('1050000')).toBe('1,050,000원');
  });

  it('benefit lines of a grade; none for general members', () => {
    expect(gradeBenefitLines(GRADES.grades[0]!, 300)).toEqual([]);
    const premium = gradeBenefitLines(GRADES.grades[4]!, 300);
    expect(premium).toContain('VIP 딜러비 30% 할인 쿠폰 매월 5장');
    expect(premium).toContain('VIP 한코인 매월 5,000개');
    expect(premium.some((l) => l.includes('50억 머니'))).toBe(true);
  });
});
