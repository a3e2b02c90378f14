import { act, screen } from '@testing-library/react';
import type { Static, DiscountDealerStateSchema } from '@hanpan/contracts';
import { installFakeApi } from '@hanpan/platform/testing';
import { renderPlus } from '../../../test/renderPlus';
import { UNDRAWN_DAY_REFETCH_MS } from '../hooks/useDiscountDealerAmount';
import { DealerDiscountToday } from './DealerDiscountToday';

type DealerState = Static<typeof DiscountDealerStateSchema>;
const cap = '400000000000000';
let state: DealerState;
const api = installFakeApi((req) => ({ body: req.url === '/api/membership/discount-dealer-amount' ? state : null }));
afterAll(() => api.restore());
afterEach(() => jest.useRealTimers());

it('a holder whose day is not drawn yet is not told to join: the rate is on its way, and shows when drawn', async () => {
  jest.useFakeTimers();
  state = { active: true, today: null, maxTotalDiscountAmount: cap };
  renderPlus(<DealerDiscountToday />);
  expect(await screen.findByText('오늘의 할인율을 정하고 있습니다. 잠시 뒤 이곳에 나타납니다.')).toBeTruthy();
  expect(screen.queryByText(/가입하면/)).toBeNull();
  state = { active: true, today: { date: '2026-12-05', discountRate: 30, totalDiscountAmount: '0' }, maxTotalDiscountAmount: cap };
  await act(() => jest.advanceTimersByTimeAsync(UNDRAWN_DAY_REFETCH_MS));
  expect((await screen.findByTestId('dealer-rate')).textContent).toBe('30%');
});

it('a member without the option is told what it does', async () => {
  state = { active: false, today: null, maxTotalDiscountAmount: cap };
  renderPlus(<DealerDiscountToday />);
  expect(await screen.findByText(/딜러비 할인 옵션에 가입하면/)).toBeTruthy();
});
