// The result page every sandbox payment returns to: My Plus of the site the payment started on.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { PAYMENT_RESULT_STORAGE_KEY } from '@hanpan/contracts/constants';
import { hanpanStore, useLocation } from '@hanpan/platform';
import { installFakeApi } from '@hanpan/platform/testing';
import { PLUS_ROUTES } from '../../routes';
import { PC_CATALOGUE, ZPLUS_MEMBER } from '../../test/plusFixtures';
import { renderPlus } from '../../test/renderPlus';
import { JoinPopup, PaymentResultPopup } from './PaymentPopups';

const api = installFakeApi((req) => (req.url === '/api/membership/me' ? { body: ZPLUS_MEMBER } : { body: null }));
afterAll(() => api.restore());
afterEach(() => hanpanStore.getState().setPublisher('hanpan', 'pc'));

const route = PLUS_ROUTES.find((r) => r.path === '/popup/plus/result')!;
function Where() {
  const l = useLocation();
  return <output data-testid="location">{l.pathname}</output>;
}

async function goToMyPlus(site: 'pc' | 'mobile'): Promise<string | null> {
  hanpanStore.getState().setPublisher('hanpan', site);
  renderPlus(
    <>
      <PaymentResultPopup route={route} />
      <Where />
    </>,
    { path: '/popup/plus/result?kind=join' },
  );
  expect((await screen.findByTestId('result-membership')).textContent).toBe(ZPLUS_MEMBER.name);
  fireEvent.click(screen.getByRole('button', { name: '나의 플러스로 이동' }));
  return screen.getByTestId('location').textContent;
}

it('나의 플러스로 이동 opens the PC My Plus on the PC site', async () => {
  expect(await goToMyPlus('pc')).toBe('/plus/me');
});

it('나의 플러스로 이동 opens the mobile site\'s My Plus on the mobile site', async () => {
  expect(await goToMyPlus('mobile')).toBe('/mobile/plus/me');
});

describe('what the result page says of the payment', () => {
  const outcomeAfter = async (entry: unknown) => {
    if (entry) sessionStorage.setItem(PAYMENT_RESULT_STORAGE_KEY, JSON.stringify(entry));
    renderPlus(<PaymentResultPopup route={route} />, { path: '/popup/plus/result?kind=join' });
    await screen.findByTestId('result-membership');
    return screen.getByTestId('payment-outcome').textContent;
  };
  afterEach(() => sessionStorage.clear());

  it('a payment the sandbox completed just now', async () => {
    expect(await outcomeAfter({ status: 'COMPLETED', kind: 'membership-registration', orderNo: 'O1', at: Date.now() })).toMatch(/^멤버십 가입이 완료되었습니다\./);
    expect(sessionStorage.getItem(PAYMENT_RESULT_STORAGE_KEY)).toBeNull();
  });

  it('a cancelled one', async () => {
    expect(await outcomeAfter({ status: 'CANCELLED', kind: 'membership-registration', orderNo: 'O1', at: Date.now() })).toBe('결제를 취소했습니다. 아무것도 바뀌지 않았습니다.');
  });

  it('an auto-bankbook page costs nothing: no 결제 in its words, and the reservation is its result', async () => {
    api.respond((req) => ({ body: req.url === '/api/membership/auto-bankbook' ? { activate: false, status: 'CANCELLED', dateType: null, joinDateTime: null, lastDateTime: null } : req.url === '/api/membership/me' ? ZPLUS_MEMBER : null }));
    sessionStorage.setItem(PAYMENT_RESULT_STORAGE_KEY, JSON.stringify({ status: 'CANCELLED', kind: 'auto-bankbook-reservation-cancel', orderNo: 'O1', at: Date.now() }));
    renderPlus(<PaymentResultPopup route={route} />, { path: '/popup/plus/result?kind=auto-bankbook-cancel' });
    expect((await screen.findByTestId('result-auto-bankbook')).textContent).toMatch(/예약 없음|불러오는 중/);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('자동 통장 예약 취소 결과');
    // the popup's title bar (the route's title) is no '결제 결과' either: the heading says what happened
    expect(route.pageInfo.title).toBe('결과');
    await waitFor(() => expect(document.title).toBe('자동 통장 예약 취소 결과 | 한판'));
    expect(screen.getByRole('status').textContent).toBe('자동 통장 예약 취소를 그만두었습니다. 아무것도 바뀌지 않았습니다.');
    expect(screen.getByTestId('payment-outcome').textContent).toBe('자동 통장 예약 취소를 그만두었습니다. 아무것도 바뀌지 않았습니다.');
    expect(await screen.findByText('예약 없음')).toBeTruthy();
    expect(screen.queryByText('주간 골드')).toBeNull();
  });

  it('shown again (Back to it within the popup; a reload: paymentResult.test): still says the payment went through, not that the window was closed', async () => {
    expect(await outcomeAfter({ status: 'COMPLETED', kind: 'membership-change', orderNo: 'O1', at: Date.now() })).toMatch(/^멤버십 가입이 완료되었습니다\./);
    cleanup();
    expect(await outcomeAfter(null)).toMatch(/^멤버십 가입이 완료되었습니다\./);
  });

  it('nothing from the sandbox (opened otherwise): both cases, plainly', async () => {
    expect(await outcomeAfter(null)).toMatch(/^결제 창을 닫았습니다\. 결제를 마쳤다면/);
  });
});

describe('JoinPopup', () => {
  it('?coupon=<id> (the coupon box opens exactly this address) preselects that coupon; ?coupon=abc preselects none', async () => {
    const first30 = { id: 71, category: 'plusfree', name: '플러스 첫 달 30% 할인', description: '', benefit: 'PLUS_FIRST_30', usable: true, expiresAt: '2026-03-01T00:00:00.000Z', usedAt: null, usePlace: 'PLUS_JOIN', useUrl: '/popup/plus/join?coupon=71', effectUntil: null, notUsableNow: null };
    api.respond((req) => {
      if (req.url === '/api/contents/global/membership') return { body: PC_CATALOGUE };
      if (req.url === '/api/membership/me') return { body: { ...ZPLUS_MEMBER, mainCode: '', productId: null, name: null } };
      if (req.url === '/api/coupons/membership') return { body: [first30] };
      return { body: null };
    });
    const join = PLUS_ROUTES.find((r) => r.path === '/popup/plus/join')!;
    renderPlus(<JoinPopup route={join} />, { path: '/popup/plus/join?code=PM0004&coupon=71' });
    await screen.findByTestId('join-coupons');
    expect((screen.getByLabelText(/플러스 첫 달 30% 할인/) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByTestId('join-total').textContent).toBe('6,930원');
    cleanup();
    renderPlus(<JoinPopup route={join} />, { path: '/popup/plus/join?code=PM0004&coupon=abc' });
    await screen.findByTestId('join-coupons');
    expect((screen.getByLabelText('쿠폰 사용 안 함') as HTMLInputElement).checked).toBe(true);
  });
});
