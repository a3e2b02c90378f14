import { screen, waitFor } from '@testing-library/react';
import { installFakeApi } from '@hanpan/platform/testing';
import { renderPlus } from '../../../test/renderPlus';
import { WeeklyGoldPanel } from './WeeklyGoldPanel';

const NOT_JOINED = { isJoined: false, maskedEmail: null, status: 'ENDED', paymentInProgress: false, payType: 'GENERAL', startDateTime: null, endDateTime: null, currentBenefitStartDateTime: null, paymentNo: null };
let prevMonth: unknown = { month: '2026-11', totalGold: '0', rounds: [] };
const api = installFakeApi((req) => {
  if (req.url === '/api/membership/me/weekly-gold') return { body: { membership: NOT_JOINED, round: null } };
  if (req.url === '/api/weekly-gold/accumulate-all-gold') return { body: { totalGold: '240', roundCount: 4 } };
  if (req.url === '/api/events/weekly-gold/prev-month-results') return { body: prevMonth };
  if (req.url === '/api/contents/global/membership') return { body: { main: {}, option: {}, item: [{ code: 'PI0002', name: '주간 골드', description: '', price: '5500', monthlyBankbookMoney: '0', imageUrl: '' }] } };
  return { body: [] };
});
afterAll(() => api.restore());

describe('WeeklyGoldPanel', () => {
  it('says the gold of every round so far and how many rounds it came from', async () => {
    renderPlus(<WeeklyGoldPanel />);
    const label = await screen.findByText('지금까지 쌓은 골드');
    await waitFor(() => expect(label.nextElementSibling?.textContent).toBe('240 (4개 회차)'));
  });

  it('shows the price before 구매하기 (not first on the order page)', async () => {
    renderPlus(<WeeklyGoldPanel />);
    expect((await screen.findByTestId('weekly-gold-price')).textContent).toBe('가격 5,500원 · 4주(4회차)');
    expect(screen.getByRole('button', { name: '주간 골드 구매하기' })).toBeTruthy();
  });

  it('last month: each round with its period, and the month in Korean', async () => {
    prevMonth = {
      month: '2026-11',
      totalGold: '140',
      rounds: [
        { round: 1, accumulatedGold: '70', startDateTime: '2026-11-01T15:00:00.000Z', endDateTime: '2026-11-08T15:00:00.000Z' },
        { round: 1, accumulatedGold: '70', startDateTime: '2026-11-20T15:00:00.000Z', endDateTime: '2026-11-27T15:00:00.000Z' },
      ],
    };
    renderPlus(<WeeklyGoldPanel />);
    const list = await screen.findByTestId('weekly-gold-prev');
    expect([...list.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['1회차 (2026.11.02 ~ 2026.11.09) 골드 70', '1회차 (2026.11.21 ~ 2026.11.28) 골드 70']);
    expect(screen.getByText(/2026년 11월 합계 골드/)).toBeTruthy();
  });
});
