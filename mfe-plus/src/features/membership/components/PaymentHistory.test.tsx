import { fireEvent, screen, waitFor } from '@testing-library/react';
import { koreaToday } from '@hanpan/platform';
import { AddressProbe, installFakeApi } from '@hanpan/platform/testing';
import { renderPlus } from '../../../test/renderPlus';
import { PaymentHistory } from './PaymentHistory';

const api = installFakeApi();
afterAll(() => api.restore());

const row = (n: number, cancelled = false) => ({ paymentNo: `O${n}`, productCode: 'PM0004', productName: cancelled ? 'W-Plus(으)로 멤버십 변경' : 'V-Plus 정기결제', amount: '9900', paidAt: '2030-01-02T03:04:00Z', status: cancelled ? '결제 취소' : '결제 완료', cancelled, failureReason: null });
const LIMIT_TEXT = '월 구매 한도를 초과합니다. 이번 달 남은 한도는 0원입니다.';
const failed = { paymentNo: 'R9', productCode: 'PM0004', productName: 'V-Plus 정기결제', amount: '9900', paidAt: '2030-01-03T03:04:00Z', status: '결제 실패', cancelled: false, failureReason: LIMIT_TEXT };

describe('PaymentHistory', () => {
  it('sends from, to and withoutCancellation with zero-based pages, and shows cancelled payments', async () => {
    api.respond((req) => ({ body: { content: req.params.withoutCancellation ? [row(1)] : [row(1), row(2, true)], page: req.params.page, size: 10, totalElements: 12, totalPages: 2 } }));
    renderPlus(<PaymentHistory />);
    expect(await screen.findByText('결제 취소')).toBeTruthy();
    const first = api.calls[0]!.params;
    expect(first).toMatchObject({ page: 0, size: 10 });
    expect(first.withoutCancellation).toBeUndefined();
    expect(first.from).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(first.to).toBe(koreaToday(new Date()));
    fireEvent.change(screen.getByLabelText(/시작일/), { target: { value: '2030-01-01' } });
    fireEvent.change(screen.getByLabelText(/종료일/), { target: { value: '2030-01-31' } });
    fireEvent.click(screen.getByLabelText(/취소 내역 제외/));
    fireEvent.click(screen.getByRole('button', { name: '조회' }));
    await waitFor(() => expect(screen.queryByText('결제 취소')).toBeNull());
    expect(api.calls.at(-1)!.params).toMatchObject({ from: '2030-01-01', to: '2030-01-31', withoutCancellation: true, page: 0 });
    fireEvent.click(screen.getByRole('button', { name: '2 페이지' }));
    await waitFor(() => expect(api.calls.at(-1)!.params.page).toBe(1));
  });

  it('keeps the search and the page in the address: a reload or Back opens the same rows (QA: back to 6 months, page 1)', async () => {
    api.respond((req) => ({ body: { content: [row(Number(req.params.page) + 1)], page: req.params.page, size: 10, totalElements: 30, totalPages: 3 } }));
    const calls = api.calls.length;
    renderPlus(
      <>
        <PaymentHistory />
        <AddressProbe />
      </>,
      { path: '/plus/me/payment?from=2030-01-01&to=2030-01-31&noCancel=1&page=2' },
    );
    await waitFor(() => expect(api.calls.length).toBeGreaterThan(calls));
    expect(api.calls.at(-1)!.params).toMatchObject({ from: '2030-01-01', to: '2030-01-31', withoutCancellation: true, page: 1 });
    expect((screen.getByLabelText(/시작일/) as HTMLInputElement).value).toBe('2030-01-01');
    expect((screen.getByLabelText(/취소 내역 제외/) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(await screen.findByRole('button', { name: '3 페이지' }));
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('/plus/me/payment?from=2030-01-01&to=2030-01-31&noCancel=1&page=3'));
    fireEvent.change(screen.getByLabelText(/시작일/), { target: { value: '2029-12-01' } });
    fireEvent.click(screen.getByLabelText(/취소 내역 제외/));
    fireEvent.click(screen.getByRole('button', { name: '조회' }));
    // a new search starts on its first page
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('/plus/me/payment?from=2029-12-01&to=2030-01-31'));
    await waitFor(() => expect(api.calls.at(-1)!.params).toMatchObject({ from: '2029-12-01', page: 0 }));
    expect(api.calls.at(-1)!.params.withoutCancellation).toBeUndefined();
    // Back to the earlier search: its fields again, not the ones typed since
    fireEvent.click(screen.getByRole('button', { name: '뒤로' }));
    await waitFor(() => expect((screen.getByLabelText(/시작일/) as HTMLInputElement).value).toBe('2030-01-01'));
    expect((screen.getByLabelText(/취소 내역 제외/) as HTMLInputElement).checked).toBe(true);
  });

  it("a day in the address that is not a real one ('2026-02-30', 'abc') is the default, not a search the server refuses (QA)", async () => {
    api.respond((req) => ({ body: { content: [row(1)], page: req.params.page, size: 10, totalElements: 1, totalPages: 1 } }));
    const calls = api.calls.length;
    renderPlus(<PaymentHistory />, { path: '/plus/me/payment?from=2026-02-30&to=abc' });
    await waitFor(() => expect(api.calls.length).toBeGreaterThan(calls));
    expect(api.calls.at(-1)!.params.to).toBe(koreaToday(new Date()));
    expect(api.calls.at(-1)!.params.from).not.toBe('2026-02-30');
    expect(api.calls.at(-1)!.params.from).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('a start after the end in the address is said and not searched (QA: the empty text stood under the warning)', async () => {
    api.respond(() => ({ body: { content: [row(1)], page: 0, size: 10, totalElements: 1, totalPages: 1 } }));
    const calls = api.calls.length;
    renderPlus(<PaymentHistory />, { path: '/plus/me/payment?from=2026-12-31&to=2025-01-01' });
    expect((await screen.findByRole('alert')).textContent).toBe('시작일이 종료일보다 늦을 수 없습니다.');
    expect(screen.queryByRole('table')).toBeNull();
    await new Promise((r) => setTimeout(r, 50));
    expect(api.calls.length).toBe(calls);
  });

  it('opens on the last six calendar months in Korea time (31 August → from 28 February, not 180 days back)', async () => {
    // only the clock is fake: 2030-08-31 00:30 in Korea is still August 30th in UTC
    jest.useFakeTimers({ now: new Date('2030-08-30T15:30:00Z'), doNotFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'setImmediate', 'clearImmediate', 'queueMicrotask', 'nextTick', 'hrtime', 'performance', 'requestAnimationFrame', 'cancelAnimationFrame', 'requestIdleCallback', 'cancelIdleCallback'] });
    try {
      api.respond(() => ({ body: { content: [row(1)], page: 0, size: 10, totalElements: 1, totalPages: 1 } }));
      const calls = api.calls.length;
      renderPlus(<PaymentHistory />);
      await waitFor(() => expect(api.calls.length).toBeGreaterThan(calls));
      expect(api.calls.at(-1)!.params).toMatchObject({ from: '2030-02-28', to: '2030-08-31' });
      expect((screen.getByLabelText(/시작일/) as HTMLInputElement).value).toBe('2030-02-28');
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows a refused regular payment as 결제 실패 (danger) with its reason; completed rows have no reason', async () => {
    api.respond(() => ({ body: { content: [failed, row(1)], page: 0, size: 10, totalElements: 2, totalPages: 1 } }));
    renderPlus(<PaymentHistory />);
    const badge = await screen.findByText('결제 실패');
    const reason = screen.getByTestId('payment-failure-reason');
    expect(reason.textContent).toBe(LIMIT_TEXT);
    // the badge and its reason sit in the same cell
    expect(badge.parentElement).toBe(reason.parentElement);
    expect(getComputedStyle(badge).backgroundColor).toBe('rgb(254, 226, 226)');
    expect(getComputedStyle(screen.getByText('결제 완료')).backgroundColor).toBe('rgb(220, 252, 231)');
    expect(screen.getAllByTestId('payment-failure-reason')).toHaveLength(1);
  });

  it('on a phone: three columns, the state second, time and payment number under the product', async () => {
    api.respond(() => ({ body: { content: [failed], page: 0, size: 10, totalElements: 1, totalPages: 1 } }));
    renderPlus(<PaymentHistory phone />);
    await screen.findByText('결제 실패');
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['상품', '상태', '금액']);
    expect(screen.getAllByRole('cell')[0]!.textContent).toContain('R9');
  });

  it('refuses a range that ends before it starts', async () => {
    api.respond(() => ({ body: { content: [], page: 0, size: 10, totalElements: 0, totalPages: 0 } }));
    renderPlus(<PaymentHistory />);
    fireEvent.change(screen.getByLabelText(/시작일/), { target: { value: '2030-02-01' } });
    fireEvent.change(screen.getByLabelText(/종료일/), { target: { value: '2030-01-01' } });
    expect(screen.getByRole('alert').textContent).toContain('시작일이 종료일보다 늦을 수 없습니다.');
    expect((screen.getByRole('button', { name: '조회' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
