import { fireEvent, render, screen, within } from '@testing-library/react';
import { VipSummary } from './VipSummary';
import { benefits, expectation, fakeVipApi, loginAs, vipWrapper } from '../../../test/vipTestKit';

const api = fakeVipApi();
afterAll(() => api.api.restore());

describe('VipSummary', () => {
  beforeEach(() => {
    api.reset();
    loginAs(10000104);
  });

  it("next month's expected grade that cannot be read says so with 다시 시도 (QA: the block vanished without a word), and the retry shows it", async () => {
    let down = true;
    api.on('get', '/api/vip/grades/expectation', () => (down ? { status: 500, message: '일시적인 오류가 발생했습니다.' } : { body: expectation() }));
    render(<VipSummary benefits={benefits()} variant="mobile" />, vipWrapper({ path: '/mobile/vip' }));
    const summary = screen.getByTestId('vip-summary');
    const retry = await within(summary).findByRole('button', { name: '다시 시도' });
    expect(within(summary).getByRole('alert').textContent).toContain('일시적인 오류가 발생했습니다.');
    down = false;
    fireEvent.click(retry);
    expect((await within(summary).findByTestId('vip-next-grade')).textContent).toContain('비즈니스');
    expect(within(summary).queryByRole('alert')).toBeNull();
  });
});
