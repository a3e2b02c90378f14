import { screen } from '@testing-library/react';
import { loginAs, renderShop, resetStore, restrictionBody } from '../test/renderShop';
import { MobileHancoinChargeButton } from './MobileHancoinChargeButton';

afterEach(resetStore);

it("says what the purchase limits leave under the charge button, today's beside it when less (QA: the phone learned it only from a refusal)", async () => {
  loginAs(12);
  const limit = { ...restrictionBody.limit, dayLimit: '5000', remainingDay: '4000', remainingMonth: '900000' };
  renderShop(<MobileHancoinChargeButton />, { path: '/mobile/shop', api: (req) => (req.url === '/api/restriction' ? { body: { ...restrictionBody, limit } } : { body: null }) });
  expect((await screen.findByTestId('mobile-remaining-limit')).textContent).toBe('이번 달 남은 구매 한도 900,000원 (오늘 4,000원)');
  expect(screen.getByRole('button', { name: '한코인 10,000개 충전하기' })).toBeTruthy();
});

it('a guest sees the button only', () => {
  loginAs(null);
  renderShop(<MobileHancoinChargeButton />, { path: '/mobile/shop' });
  expect(screen.queryByTestId('mobile-remaining-limit')).toBeNull();
});
