import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { hanpanStore } from '@hanpan/platform';
import { installFakeApi } from '@hanpan/platform/testing';
import { answerPopup, currentPopup, renderPlus } from '../../../test/renderPlus';
import { WeeklyGoldPanel } from './WeeklyGoldPanel';

const NOT_JOINED = { isJoined: false, maskedEmail: null, status: 'ENDED', paymentInProgress: false, payType: 'GENERAL', startDateTime: null, endDateTime: null, currentBenefitStartDateTime: null, paymentNo: null };
const JOINED = { ...NOT_JOINED, isJoined: true, status: 'ACTIVE', startDateTime: '2026-12-01T00:00:00.000Z', endDateTime: '2026-12-29T00:00:00.000Z' };
let prevMonth: unknown = { month: '2026-11', totalGold: '0', rounds: [] };
let membership: unknown = NOT_JOINED;
const api = installFakeApi((req) => {
  if (req.url === '/api/membership/me/weekly-gold') return { body: { membership, round: null } };
  if (req.url === '/api/membership/items') return { body: [{ id: 9, code: 'PI0001', name: '골드 멤버십 아이템', kind: 'E', count: 2, expireDate: null }] };
  if (req.url === '/api/weekly-gold/accumulate-all-gold') return { body: { totalGold: '240', roundCount: 4 } };
  if (req.url === '/api/events/weekly-gold/prev-month-results') return { body: prevMonth };
  if (req.url === '/api/contents/global/membership') return { body: { main: {}, option: {}, item: [{ code: 'PI0002', name: '주간 골드', description: '', price: '5500', monthlyBankbookMoney: '0', imageUrl: '' }] } };
  return { body: [] };
});
afterAll(() => api.restore());
afterEach(() => {
  membership = NOT_JOINED;
  hanpanStore.getState().closeAllPopups();
});

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

  it('이번 회차에 사용 asks 아이템을 사용하시겠습니까? first: no opens nothing, yes opens the use page', async () => {
    membership = JOINED;
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    renderPlus(<WeeklyGoldPanel />);
    const use = await screen.findByRole('button', { name: '이번 회차에 사용' });
    fireEvent.click(use);
    await waitFor(() => expect(currentPopup()?.body).toBe('아이템을 사용하시겠습니까?'));
    expect(open).not.toHaveBeenCalled();
    act(() => void answerPopup(false));
    await act(() => new Promise((r) => setTimeout(r, 0)));
    expect(open).not.toHaveBeenCalled();
    fireEvent.click(use);
    await waitFor(() => expect(currentPopup()?.type).toBe('confirm'));
    act(() => void answerPopup(true));
    await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    expect(open.mock.calls[0]?.[0]).toContain('/use/9/membership?');
    open.mockRestore();
  });
});
