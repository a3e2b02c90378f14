import { fireEvent, render, screen } from '@testing-library/react';
import { COUPON_BOX_LAYER, COUPON_BOX_VIP_TAB, hanpanStore } from '@hanpan/platform';
import { BenefitResultView } from './BenefitResultView';
import { GRADE_UP_FIRST } from '../benefitText';
import { detail, fakeVipApi, loginAs, vipWrapper } from '../../../test/vipTestKit';

const api = fakeVipApi();
afterAll(() => api.api.restore());
beforeEach(() => {
  api.reset();
  loginAs(10000101);
});

it('a benefit not yet received leads back to where it is claimed', async () => {
  api.on('get', '/api/vip/benefits/grade-up', { body: detail('grade-up') });
  const onBack = jest.fn();
  render(<BenefitResultView type="grade-up" onBack={onBack} />, vipWrapper({ path: '/popup/vip/benefit/result' }));
  expect(await screen.findByText('이번 달 VIP 등급 상향권 혜택을 아직 받지 않았습니다.')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: '혜택 받으러 가기' }));
  expect(onBack).toHaveBeenCalled();
});

it.each([
  ['a grade without it', 'PREMIUM', 'VIP 등급 상향권: 현재 등급에는 없는 혜택입니다.'],
  ['a member who is not VIP', 'NONE', 'VIP 등급 상향권: VIP 회원 전용 혜택입니다.'],
] as const)('%s is told it is not theirs, with no way to go and claim it (QA: 아직 받지 않았습니다 + 혜택 받으러 가기)', async (_, grade, said) => {
  api.on('get', '/api/vip/benefits/grade-up', { body: detail('grade-up', { grade, available: false }) });
  render(<BenefitResultView type="grade-up" onBack={jest.fn()} />, vipWrapper({ path: '/popup/vip/benefit/result' }));
  expect(await screen.findByText(said)).toBeTruthy();
  expect(screen.queryByRole('button', { name: '혜택 받으러 가기' })).toBeNull();
  expect(screen.queryByText(/아직 받지 않았습니다/)).toBeNull();
  expect(screen.getByRole('button', { name: '닫기' })).toBeTruthy();
});

it("the ticket's result, with the coupon and the hancoin both received already (nothing left to raise), does not say to use it first (QA)", async () => {
  api.on('get', '/api/vip/benefits/grade-up', { body: detail('grade-up', { available: false, received: true, receivedAt: '2026-06-02T05:00:00.000Z', platform: 'PC' }) });
  for (const type of ['coupon', 'hancoin'] as const) api.on('get', `/api/vip/benefits/${type}`, { body: detail(type, { available: false, received: true, gradeUpTicket: null }) });
  render(<BenefitResultView type="grade-up" onBack={jest.fn()} />, vipWrapper({ path: '/popup/vip/benefit/result' }));
  expect(await screen.findByText('쿠폰함에서 확인할 수 있습니다.')).toBeTruthy();
  expect(screen.queryByText(GRADE_UP_FIRST)).toBeNull();
});

it("the ticket's result says to use it first and opens the coupon box on its VIP tab (QA: the window said neither)", async () => {
  api.on('get', '/api/vip/benefits/grade-up', { body: detail('grade-up', { available: false, received: true, receivedAt: '2026-06-02T05:00:00.000Z', platform: 'PC' }) });
  // the hancoin is still to receive: the ticket raises it once used
  api.on('get', '/api/vip/benefits/hancoin', { body: detail('hancoin', { gradeUpTicket: 'to-use' }) });
  render(<BenefitResultView type="grade-up" onBack={jest.fn()} />, vipWrapper({ path: '/popup/vip/benefit/result' }));
  expect(await screen.findByText(GRADE_UP_FIRST)).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: '쿠폰함 열기' }));
  expect(hanpanStore.getState().layer.current).toMatchObject({ type: 'layer', key: COUPON_BOX_LAYER, props: { tab: COUPON_BOX_VIP_TAB } });
});
