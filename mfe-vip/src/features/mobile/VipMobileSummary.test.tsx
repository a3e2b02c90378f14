import { render, screen, within } from '@testing-library/react';
import { VipMobileSummary } from './VipMobileSummary';
import { benefits, expectation, fakeVipApi, GRADES, loginAs, vipUser, vipWrapper } from '../../test/vipTestKit';

const api = fakeVipApi();
afterAll(() => api.api.restore());
beforeEach(() => api.reset());

it('a member who is not VIP yet learns on the phone how grades are decided and what each gives (QA: only three 대상 아님)', async () => {
  loginAs(10000101);
  api.on('get', '/api/vip/benefits', { body: benefits({ currentVipUser: vipUser({ grade: 'NONE', gradeName: '일반 회원', vip: false }) }) });
  api.on('get', '/api/vip/grades/expectation', { body: expectation() });
  api.on('get', '/api/vip/grades', { body: GRADES });
  render(<VipMobileSummary />, vipWrapper({ path: '/mobile/vip' }));
  const guide = await screen.findByRole('region', { name: 'VIP 등급 안내' });
  expect(guide.textContent).toContain('매월 1일, 직전 3개월 결제 금액으로 그달의 등급이 정해집니다.');
  const paid = GRADES.grades.filter((g) => g.grade !== 'NONE');
  for (const g of paid) expect(await within(guide).findByRole('region', { name: `${g.name} 등급` })).toBeTruthy();
  // each grade is a heading under the guide's: a screen reader moves from grade to grade (QA a11y)
  expect(within(guide).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(paid.map((g) => expect.stringContaining(g.name)));
  expect(within(guide).getByRole('region', { name: `${paid[0]!.name} 등급` }).textContent).toMatch(/최근 3개월 .+ 이상/);
});

it('a guest sees the login and, as on the PC page, what each grade needs and gives (QA: only the login box)', async () => {
  loginAs(null);
  api.on('get', '/api/vip/grades', { body: GRADES });
  render(<VipMobileSummary />, vipWrapper({ path: '/mobile/vip' }));
  expect(await screen.findByTestId('vip-guest')).toBeTruthy();
  const guide = await screen.findByRole('region', { name: 'VIP 등급 안내' });
  const paid = GRADES.grades.filter((g) => g.grade !== 'NONE');
  for (const g of paid) expect(await within(guide).findByRole('region', { name: `${g.name} 등급` })).toBeTruthy();
});

it('where VIP is closed (the partner channel) the guide is not offered either', async () => {
  loginAs(10000201, 'partner');
  api.on('get', '/api/vip/grades', { body: GRADES });
  render(<VipMobileSummary />, vipWrapper({ path: '/mobile/vip' }));
  expect(await screen.findByTestId('vip-closed')).toBeTruthy();
  expect(screen.queryByRole('region', { name: 'VIP 등급 안내' })).toBeNull();
});

it("a VIP member's phone links the VIP pages in this tab, the power-chief bonus the grade table promises among them (QA: none reachable)", async () => {
  loginAs(10000101);
  api.on('get', '/api/vip/benefits', { body: benefits() });
  api.on('get', '/api/vip/grades/expectation', { body: expectation() });
  api.on('get', '/api/vip/grades', { body: GRADES });
  render(<VipMobileSummary />, vipWrapper({ path: '/mobile/vip' }));
  const services = await screen.findByRole('navigation', { name: 'VIP 서비스' });
  const links = within(services).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')]);
  expect(links).toEqual([
    ['등급 확인', '/popup/vip/check'],
    ['결제·적립 내역', '/popup/vip/payment-history'],
    ['파워 치프', '/popup/vip/power-chief'],
    ['VIP 보이스', '/popup/vip/voice'],
    ['아바타 마크', '/popup/vip/avatar-mark'],
  ]);
  // no window buttons on the phone
  expect(screen.queryByRole('button', { name: /등급 확인|결제 내역/ })).toBeNull();
});
