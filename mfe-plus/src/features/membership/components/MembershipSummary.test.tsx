import { screen, waitFor } from '@testing-library/react';
import type { MembershipPayment } from '@hanpan/contracts';
import { formatDateTime } from '@hanpan/platform';
import { installFakeApi } from '@hanpan/platform/testing';
import { internalCodesIn } from '../../../test/internalCodes';
import { ZPLUS_MEMBER } from '../../../test/plusFixtures';
import { renderPlus } from '../../../test/renderPlus';
import { MembershipSummary } from './MembershipSummary';

const zplusOnly = (req: { url?: string }) => ({ body: req.url === '/api/membership/me' ? ZPLUS_MEMBER : null });
const api = installFakeApi(zplusOnly);
afterEach(() => api.respond(zplusOnly));
afterAll(() => api.restore());

const DAY = 86_400_000;
const historyAnswered = (client: ReturnType<typeof renderPlus>['client']) => client.getQueryCache().getAll().some((q) => q.queryKey.includes('membershipPaymentHistory') && q.state.status === 'success');

/** a member without Plus whose latest membership payment is `latest` */
function lapsedMember(latest: Partial<MembershipPayment>) {
  const payment: MembershipPayment = { paymentNo: 'R1', productCode: 'PM0004', productName: 'V-Plus 정기결제', amount: '9900', paidAt: new Date(Date.now() - 5 * DAY).toISOString(), status: '결제 완료', cancelled: false, failureReason: null, ...latest };
  api.respond((req) => {
    if (req.url === '/api/membership/me') return { body: { ...ZPLUS_MEMBER, mainCode: '', optionCodes: [], options: [] } };
    if (req.url === '/api/membership/payment-history-page') return { body: { content: [payment], totalElements: 1, totalPages: 1, page: 0, size: 1 } };
    return { body: null };
  });
}

describe('MembershipSummary', () => {
  it('names the membership and its options in Korean; the payment number stays (players quote it)', async () => {
    renderPlus(<MembershipSummary />);
    const summary = await screen.findByTestId('my-plus-summary');
    expect(screen.getByTestId('my-plus-name').textContent).toBe('Z-Plus');
    expect(screen.getByTestId('my-plus-options').textContent).toContain('럭키 플립');
    expect(summary.textContent).toContain('O20291223000001');
    expect(summary.textContent).not.toContain('상품 코드');
    expect(internalCodesIn(summary)).toEqual([]);
  });

  it('the next payment is named for a regular payment only (1회 결제 ends with its period)', async () => {
    const { unmount } = renderPlus(<MembershipSummary />);
    expect((await screen.findByTestId('my-plus-next-payment')).textContent).toMatch(/^[0-9,]+원$/);
    unmount();
    api.respond((req) => ({ body: req.url === '/api/membership/me' ? { ...ZPLUS_MEMBER, subscriptionType: 'ONE_TIME' } : null }));
    renderPlus(<MembershipSummary />);
    expect((await screen.findByTestId('my-plus-next-payment')).textContent).toBe('없음 (이용 기간이 끝나면 종료)');
  });

  it('a renewal refused an hour ago says why and until when it is tried again (no need to join again)', async () => {
    const paidAt = new Date(Date.now() - 3_600_000);
    lapsedMember({ status: '결제 실패', failureReason: '일 구매 한도를 넘어 결제하지 못했습니다. (그날 남은 한도 5,000원)', paidAt: paidAt.toISOString() });
    renderPlus(<MembershipSummary />);
    const notice = await screen.findByTestId('my-plus-refused-renewal');
    expect(notice.textContent).toContain('V-Plus 정기결제가 결제되지 않았습니다.');
    expect(notice.textContent).toContain(`${formatDateTime(paidAt.getTime() + 3 * DAY)}까지 자동으로 다시 결제합니다.`);
    expect(notice.textContent).not.toContain('종료');
    expect(notice.textContent).not.toContain('다시 가입');
  });

  it('a renewal the limits refused says why Plus ended, above the join offer', async () => {
    lapsedMember({ status: '결제 실패', failureReason: '일 구매 한도를 넘어 결제하지 못했습니다. (그날 남은 한도 5,000원)' });
    renderPlus(<MembershipSummary />);
    const notice = await screen.findByTestId('my-plus-refused-renewal');
    expect(notice.textContent).toContain('V-Plus 정기결제가 결제되지 않아 멤버십이 종료되었습니다.');
    expect(notice.textContent).toContain('사유: 일 구매 한도를 넘어 결제하지 못했습니다. (그날 남은 한도 5,000원)');
    // a former member: none now, not 'not yet'
    expect(screen.getByTestId('my-plus-summary').textContent).toContain('이용 중인 플러스 멤버십이 없습니다.');
    expect(screen.getByTestId('my-plus-summary').textContent).not.toContain('아직');
  });

  it('아직 only for a member whose history has no Plus order at all', async () => {
    api.respond((req) => {
      if (req.url === '/api/membership/me') return { body: { ...ZPLUS_MEMBER, mainCode: '', optionCodes: [], options: [] } };
      if (req.url === '/api/membership/payment-history-page') return { body: { content: [], totalElements: 0, totalPages: 0, page: 0, size: 1 } };
      return { body: null };
    });
    renderPlus(<MembershipSummary />);
    await waitFor(() => expect(screen.getByTestId('my-plus-summary').textContent).toContain('아직 이용 중인 플러스 멤버십이 없습니다.'));
  });

  it('no notice when the latest payment was paid, or the failure is over a month old', async () => {
    for (const latest of [{}, { status: '결제 실패', failureReason: '일 구매 한도를 초과합니다.', paidAt: new Date(Date.now() - 40 * DAY).toISOString() }]) {
      lapsedMember(latest);
      const { client, unmount } = renderPlus(<MembershipSummary />);
      // the latest payment has arrived: the notice would be on screen now
      await waitFor(() => expect(historyAnswered(client)).toBe(true));
      expect(screen.getByTestId('my-plus-summary').textContent).toContain('이용 중인 플러스 멤버십이 없습니다');
      expect(screen.queryByTestId('my-plus-refused-renewal')).toBeNull();
      unmount();
    }
  });
});
