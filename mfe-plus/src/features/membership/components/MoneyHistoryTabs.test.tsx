import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AddressProbe, installFakeApi } from '@hanpan/platform/testing';
import { renderPlus } from '../../../test/renderPlus';
import { MoneyHistoryTabs } from './MoneyHistoryTabs';

const page = (content: unknown[]) => ({ content, page: 0, size: 10, totalElements: content.length, totalPages: 1 });
const PET_ROW = { id: 7, createdAt: '2026-11-02T10:00:00+09:00', kind: 'PET_SHOP', description: '11월 펫샵 보너스 지급', amount: '300000000' };
/** the member's option codes (GET /api/membership/me), and whether the pet shop history has a row */
let optionCodes: string[] = [];
let mainCode = '';
let petRows: unknown[] = [PET_ROW];
const api = installFakeApi((req) => ({
  body: req.url === '/api/membership/me' ? { optionCodes, mainCode } : page(req.url === '/api/membership/pet-shop-money-history' ? petRows : []),
}));
afterAll(() => api.restore());
beforeEach(() => {
  optionCodes = [];
  mainCode = '';
  petRows = [PET_ROW];
});

const kinds = () => within(screen.getByRole('tablist', { name: '머니 내역 종류' }));

describe('MoneyHistoryTabs', () => {
  it('opens the kind the address names, and a click writes its kind in the address (other parameters kept; Back returns to the kind before)', async () => {
    renderPlus(
      <>
        <MoneyHistoryTabs />
        <AddressProbe />
      </>,
      { path: '/plus/me/money-history?tab=dealer&gclid=AD-1' },
    );
    expect(kinds().getByRole('tab', { name: '딜러비 할인' }).getAttribute('aria-selected')).toBe('true');
    await userEvent.click(kinds().getByRole('tab', { name: '펫샵' }));
    expect(screen.getByTestId('address').textContent).toBe('/plus/me/money-history?tab=pet&gclid=AD-1');
    expect(await screen.findByText('11월 펫샵 보너스 지급')).toBeTruthy();
    expect(api.calls.at(-1)!.url).toBe('/api/membership/pet-shop-money-history');
    await userEvent.click(screen.getByRole('button', { name: '뒤로' }));
    expect(kinds().getByRole('tab', { name: '딜러비 할인' }).getAttribute('aria-selected')).toBe('true');
  });

  it('an address without a kind (or with an unknown one) shows the initial kind', () => {
    renderPlus(<MoneyHistoryTabs initialTab="lucky-flip" />, { path: '/mobile/plus/me/money-history?tab=%3Cscript%3E' });
    expect(kinds().getByRole('tab', { name: '럭키 플립' }).getAttribute('aria-selected')).toBe('true');
  });

  it('an empty history advises joining the option only to a member who does not hold it', async () => {
    petRows = [];
    const { unmount } = renderPlus(<MoneyHistoryTabs />, { path: '/plus/me/money-history?tab=pet' });
    expect(await screen.findByText('펫샵 보너스를 받은 내역이 없습니다. 펫샵 옵션에 가입하면 매달 보너스를 받을 수 있습니다.')).toBeTruthy();
    unmount();

    optionCodes = ['PO0021', 'PO0030'];
    renderPlus(<MoneyHistoryTabs />, { path: '/plus/me/money-history?tab=pet' });
    expect(await screen.findByText('펫샵 보너스를 받은 내역이 없습니다. 펫샵 보너스는 혜택 기간마다 펫샵에서 받을 수 있습니다.')).toBeTruthy();
    await userEvent.click(kinds().getByRole('tab', { name: '딜러비 할인' }));
    expect(await screen.findByText('딜러비 할인 내역이 없습니다. 할인율은 매일 0시에 정해집니다.')).toBeTruthy();
  });
  it('an empty bankbook history leads a Plus member to the bankbook (통장 열기) and tells others how to get one', async () => {
    const { unmount } = renderPlus(<MoneyHistoryTabs />, { path: '/plus/me/money-history?tab=bankbook' });
    expect(await screen.findByText('통장을 사용한 내역이 없습니다. 플러스 멤버십에 가입하면 매달 통장 머니를 받을 수 있습니다.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '통장 열기' })).toBeNull();
    unmount();

    mainCode = 'PM0004';
    const opened = jest.spyOn(window, 'open').mockReturnValue({ focus: jest.fn() } as unknown as Window);
    renderPlus(<MoneyHistoryTabs />, { path: '/plus/me/money-history?tab=bankbook' });
    expect(await screen.findByText('통장을 사용한 내역이 없습니다. 이번 달 통장 머니는 통장에서 받을 수 있습니다.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '통장 열기' }));
    expect(opened.mock.calls[0]?.[0]).toContain('/popup/plus/bankbook');
    opened.mockRestore();
  });
});
