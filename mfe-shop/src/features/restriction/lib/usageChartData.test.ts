import { usageChartData } from './usageChartData';

describe('usage chart data', () => {
  it('one label per day, daily and cumulative amounts, the monthly limit as a flat line', () => {
    const s = usageChartData({
      month: '2026-05',
      legalMonthLimit: '1000000',
      monthLimit: '800000',
      usedThisMonth: '14300',
      days: [
        { date: '2026-05-01', amount: '0', cumulative: '0' },
        { date: '2026-05-02', amount: '3300', cumulative: '3300' },
        { date: '2026-05-03', amount: '11000', cumulative: '14300' },
      ],
    });
    expect(s.labels).toEqual(['1일', '2일', '3일']);
    expect(s.daily).toEqual([0, 3300, 11000]);
    expect(s.cumulative).toEqual([0, 3300, 14300]);
    expect(s.limit).toEqual([800000, 800000, 800000]);
  });
});
