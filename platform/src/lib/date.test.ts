import { formatDate, monthRange, nextMidnight, recentMonthsRange } from './date';

describe('date helpers', () => {
  it('formats YYYY.MM.DD', () => {
    expect(formatDate(new Date(2026, 0, 5))).toBe('2026.01.05');
    expect(formatDate('invalid')).toBe('');
    expect(formatDate('2026-03-01')).toBe('2026.03.01');
  });
  it('gives month ranges', () => {
    expect(monthRange(new Date(2024, 1, 14))).toEqual({ from: '2024.02.01', to: '2024.02.29' });
    expect(monthRange(new Date(2026, 0, 31), -1)).toEqual({ from: '2025.12.01', to: '2025.12.31' });
    expect(recentMonthsRange(1, new Date(2026, 2, 31))).toEqual({ from: '2026.02.28', to: '2026.03.31' });
    expect(recentMonthsRange(3, new Date(2026, 10, 22))).toEqual({ from: '2026.08.22', to: '2026.11.22' });
  });
  it('finds the next midnight', () => {
    expect(nextMidnight(new Date(2026, 11, 31, 23, 59))).toEqual(new Date(2027, 0, 1, 0, 0, 0, 0));
  });
});
