import { screen } from '@testing-library/react';
import { loginAs, renderShop, resetStore, restrictionBody } from '../../../test/renderShop';
import { MonthlyLimitSummary } from './MonthlyLimitSummary';

afterEach(resetStore);
beforeEach(() => loginAs(12));

const pairs = () =>
  Array.from(screen.getByTestId('monthly-limit-summary').querySelectorAll('dt')).map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);

it('shows the daily limit beside the monthly one (QA: only what today leaves was shown)', async () => {
  const limit = { ...restrictionBody.limit, monthLimit: '500000', dayLimit: '50000', remainingMonth: '480000', usedThisMonth: '20000', usedToday: '20000', remainingDay: '30000' };
  renderShop(<MonthlyLimitSummary />, { api: () => ({ body: { ...restrictionBody, limit } }) });
  expect((await screen.findByTestId('day-limit')).textContent).toBe('50,000원');
  expect(pairs()).toEqual([
    ['법정 월 한도', '1,000,000원'],
    ['이번 달 구매 한도', '500,000원'],
    ['일 구매 한도', '50,000원'],
    ['이번 달 사용', '20,000원'],
    ['남은 한도', '480,000원'],
    ['오늘 남은 한도', '30,000원'],
  ]);
});

it('says when no daily limit is set', async () => {
  renderShop(<MonthlyLimitSummary />, { api: () => ({ body: restrictionBody }) });
  expect((await screen.findByTestId('day-limit')).textContent).toBe('설정 안 함');
  expect(pairs().map(([dt]) => dt)).not.toContain('오늘 남은 한도');
});
