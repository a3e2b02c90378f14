import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ExpectationPanel } from './ExpectationPanel';
import { expectation, fakeVipApi, GRADES, loginAs, vipWrapper } from '../../../test/vipTestKit';

const api = fakeVipApi();
afterAll(() => api.api.restore());

const base = expectation();

describe('ExpectationPanel', () => {
  beforeEach(() => {
    api.reset();
    loginAs(10000104);
    api.on('get', '/api/vip/grades', { body: GRADES });
    api.on('get', '/api/vip/grades/achievable-grade', { body: { progressStatus: 77, basisPeriod: '', expectedGrade: 'BUSINESS', expectedGradeName: '비즈니스', maximumAchievableGrade: 'FIRST', maximumAchievableGradeName: '퍼스트', remainPaymentAmount: '400000', remainingLimit: '500000' } });
    api.on('get', '/api/vip/grades/expectation', (req) =>
      req.params?.isExtendedTarget
        ? { body: { ...base, isExtendedTarget: true, targetGrade: 'PREMIUM', targetGradeName: '프리미엄', targetAmount: '2050000', remainPaymentAmount: '750000', progressStatus: 64 } }
        : { body: base },
    );
  });

  it('shows the expected grade, the amount still needed, the percent and the counting period', async () => {
    render(<ExpectationPanel />, vipWrapper());
    expect(await screen.findByText('비즈니스')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: '퍼스트까지' }).getAttribute('aria-valuenow')).toBe('77');
    expect(screen.getByTestId('vip-remain').textContent).toBe('퍼스트까지 400,000원 남았습니다.');
    expect(screen.getByTestId('vip-basis-period').textContent).toBe('2026.04.01 ~ 2026.06.30');
    // what the limits still let be paid by the month's end, not named as the limit popup's own figure (QA)
    expect((await screen.findByText('500,000원')).closest('dd')?.previousElementSibling?.textContent).toBe('월말까지 결제 가능');
  });

  it('the extended target aims at the top grade and marks every threshold', async () => {
    render(<ExpectationPanel />, vipWrapper());
    fireEvent.click(await screen.findByRole('tab', { name: '최고 등급까지' }));
    await waitFor(() => expect(screen.getByRole('progressbar', { name: '프리미엄까지' }).getAttribute('aria-valuenow')).toBe('64'));
    expect(screen.getByTestId('vip-remain').textContent).toBe('프리미엄까지 750,000원 남았습니다.');
    expect(api.calls.some((c) => c.url === '/api/vip/grades/expectation' && c.params?.isExtendedTarget === true)).toBe(true);
    expect(screen.getAllByText('미니멈').length).toBeGreaterThan(1); // marker labels
  });

  it('the choice is in the address: a reload (or a link) opens on it (QA: a reload went back to 다음 등급까지)', async () => {
    render(<ExpectationPanel />, vipWrapper({ path: '/popup/vip/check?target=top' }));
    await waitFor(() => expect(screen.getByRole('progressbar', { name: '프리미엄까지' }).getAttribute('aria-valuenow')).toBe('64'));
    expect(screen.getByRole('tab', { name: '최고 등급까지' }).getAttribute('aria-selected')).toBe('true');
  });
});
