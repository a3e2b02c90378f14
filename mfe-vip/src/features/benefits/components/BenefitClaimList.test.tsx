import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { hanpanStore } from '@hanpan/platform';
import { BenefitClaimList } from './BenefitClaimList';
import { claimableBenefitsApi, detail, vipWrapper } from '../../../test/vipTestKit';

const api = claimableBenefitsApi(10000104);

const row = (type: string) => document.querySelector(`[data-benefit="${type}"]`) as HTMLElement;

describe('BenefitClaimList', () => {
  it('claims with the platform it is given and shows the result through the popup system', async () => {
    api.on('post', '/api/vip/benefits/hancoin', (req) => ({
      body: { type: 'hancoin', name: 'VIP 한코인', vipMonth: '2026-06', amount: '1000', amountText: '한코인 1,000개', hancoin: '13000', platform: (req.body as { platform: string }).platform, receivedAt: '2026-06-03T05:00:00.000Z' },
    }));
    render(<BenefitClaimList platform="MOBILE" />, vipWrapper());
    const button = await screen.findByRole('button', { name: 'VIP 한코인 받기' });
    expect(within(row('hancoin')).getByText('1,000개')).toBeTruthy();
    // each benefit's mark is drawn (not a letter such as ▲ or C), hidden from screen readers
    for (const t of ['coupon', 'grade-up', 'hancoin']) {
      const icon = row(t).querySelector(`[data-benefit-icon="${t}"]`)!;
      expect(icon.getAttribute('aria-hidden')).toBe('true');
      expect(icon.querySelector('svg path')).toBeTruthy();
      expect(icon.textContent).toBe('');
    }
    fireEvent.click(button);
    await waitFor(() => expect(hanpanStore.getState().layer.current?.key).toBe('vip-benefit-result'));
    const post = api.calls.find((c) => c.method === 'post')!;
    expect(JSON.parse(post.data as string)).toEqual({ platform: 'MOBILE' });
    expect(post.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    expect((hanpanStore.getState().layer.current?.props.result as { hancoin: string }).hancoin).toBe('13000');
  });

  it('each button says what it can do: 받기, 받기 완료, or 대상 아님 for a benefit the grade does not have', async () => {
    api.on('get', '/api/vip/benefits/coupon', { body: detail('coupon', { available: false, received: true, receivedAt: '2026-06-02T05:00:00.000Z', platform: 'PC' }) });
    api.on('get', '/api/vip/benefits/grade-up', { body: detail('grade-up', { available: false }) });
    render(<BenefitClaimList platform="PC" />, vipWrapper());
    await screen.findByRole('button', { name: 'VIP 한코인 받기' });
    expect([...document.querySelectorAll('[data-benefit] button')].map((b) => [b.textContent, (b as HTMLButtonElement).disabled])).toEqual([
      ['받기 완료', true],
      ['대상 아님', true],
      ['받기', false],
    ]);
    expect(within(row('grade-up')).getByText('현재 등급에는 없는 혜택입니다.')).toBeTruthy();
  });

  it('a double click claims once: one POST, one result; the other rows wait meanwhile', async () => {
    api.on('post', '/api/vip/benefits/hancoin', () => ({
      body: { type: 'hancoin', name: 'VIP 한코인', vipMonth: '2026-06', amount: '1000', amountText: '한코인 1,000개', hancoin: '13000', platform: 'PC', receivedAt: '2026-06-03T05:00:00.000Z' },
    }));
    render(<BenefitClaimList platform="PC" />, vipWrapper());
    const button = (await screen.findByRole('button', { name: 'VIP 한코인 받기' })) as HTMLButtonElement;
    fireEvent.click(button);
    fireEvent.click(button);
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect((screen.getByRole('button', { name: 'VIP 딜러비 할인 쿠폰 받기' }) as HTMLButtonElement).disabled).toBe(true);
    await waitFor(() => expect(hanpanStore.getState().layer.current?.key).toBe('vip-benefit-result'));
    expect(api.calls.filter((c) => c.method === 'post')).toHaveLength(1);
  });

  it('shows ERROR_ALREADY_RECEIVED with the API text and its title', async () => {
    api.on('post', '/api/vip/benefits/coupon', { status: 422, message: '이번 달 VIP 딜러비 할인 쿠폰 혜택을 이미 받았습니다.', body: { code: 'ERROR_ALREADY_RECEIVED', title: 'VIP 혜택 받기 실패' } });
    render(<BenefitClaimList platform="PC" />, vipWrapper());
    fireEvent.click(await screen.findByRole('button', { name: 'VIP 딜러비 할인 쿠폰 받기' }));
    await waitFor(() => expect(hanpanStore.getState().layer.current?.type).toBe('alert'));
    const alert = hanpanStore.getState().layer.current!;
    expect(alert.header).toBe('VIP 혜택 받기 실패');
    expect(alert.body).toBe('이번 달 VIP 딜러비 할인 쿠폰 혜택을 이미 받았습니다.');
  });

  it('received and unavailable benefits cannot be claimed; general members are told benefits are for VIP members', async () => {
    api.on('get', '/api/vip/benefits/coupon', { body: detail('coupon', { grade: 'NONE', available: false }) });
    api.on('get', '/api/vip/benefits/grade-up', { body: detail('grade-up', { grade: 'NONE', available: false }) });
    api.on('get', '/api/vip/benefits/hancoin', { body: detail('hancoin', { grade: 'NONE', available: false }) });
    render(<BenefitClaimList platform="PC" />, vipWrapper());
    expect(await screen.findByText('VIP 혜택은 VIP 회원만 받을 수 있습니다.')).toBeTruthy();
    for (const b of screen.getAllByRole('button')) expect((b as HTMLButtonElement).disabled).toBe(true);
  });

  it('a received benefit says when and where', async () => {
    api.on('get', '/api/vip/benefits/coupon', { body: detail('coupon', { available: false, received: true, platform: 'MOBILE', receivedAt: '2026-06-01T03:00:00.000Z' }) });
    render(<BenefitClaimList platform="PC" />, vipWrapper());
    const button = await screen.findByRole('button', { name: 'VIP 딜러비 할인 쿠폰 받기 완료' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(row('coupon').textContent).toMatch(/모바일에서 받음/);
  });

  it('a failed load shows 다시 시도', async () => {
    api.on('get', '/api/vip/benefits/hancoin', { status: 503, message: '잠시 후 다시 시도해 주세요.' });
    render(<BenefitClaimList platform="PC" />, vipWrapper());
    expect(await screen.findByRole('button', { name: '다시 시도' })).toBeTruthy();
  });

  it('a benefit a 등급 상향권 could raise asks first (QA: taken in the list order the ticket was wasted); 쿠폰함 열기 when the ticket waits there', async () => {
    api.on('get', '/api/vip/benefits/coupon', { body: detail('coupon', { gradeUpTicket: 'to-use' }) });
    api.on('get', '/api/vip/benefits/hancoin', { body: detail('hancoin', { gradeUpTicket: 'to-claim' }) });
    render(<BenefitClaimList platform="PC" />, vipWrapper());
    const store = hanpanStore.getState;
    fireEvent.click(await screen.findByRole('button', { name: 'VIP 딜러비 할인 쿠폰 받기' }));
    await waitFor(() => expect(store().layer.current?.type).toBe('confirm'));
    expect(store().layer.current?.body).toBe('쿠폰함의 VIP 등급 상향권을 먼저 사용하면 VIP 딜러비 할인 쿠폰을 한 등급 위의 혜택으로 받습니다.\n지금 받으면 현재 등급의 혜택으로 받으며, 나중에 상향권으로 올릴 수 없습니다.');
    expect(store().layer.current?.defaultFocus).toBe('cancel');
    // 쿠폰함 열기: the box on its VIP tab, nothing claimed
    void store().layer.current?.footerButtons[0]?.onClick?.();
    await waitFor(() => expect(store().layer.current).toMatchObject({ type: 'layer', key: 'couponBox', props: { tab: 'vip' } }));
    store().closeLayer();
    // the hancoin, with the ticket not claimed yet: 지금 받기 takes it at this grade
    fireEvent.click(screen.getByRole('button', { name: 'VIP 한코인 받기' }));
    await waitFor(() => expect(store().layer.current?.type).toBe('confirm'));
    expect(String(store().layer.current?.body)).toMatch(/^VIP 등급 상향권을 먼저 받아 쿠폰함에서 사용하면 VIP 한코인을/);
    expect(store().layer.current?.footerButtons).toEqual([]);
    expect(api.calls.filter((c) => c.method === 'post')).toHaveLength(0);
    api.on('post', '/api/vip/benefits/hancoin', () => ({
      body: { type: 'hancoin', name: 'VIP 한코인', vipMonth: '2026-06', amount: '1000', amountText: '한코인 1,000개', hancoin: '13000', platform: 'PC', receivedAt: '2026-06-03T05:00:00.000Z' },
    }));
    store().resolvePopup(true);
    await waitFor(() => expect(store().layer.current?.key).toBe('vip-benefit-result'));
    expect(api.calls.filter((c) => c.method === 'post').map((c) => c.url)).toEqual(['/api/vip/benefits/hancoin']);
  });

  it("in the PC home's VIP layer, 쿠폰함 열기 shows the box over that layer (not after it is closed)", async () => {
    api.on('get', '/api/vip/benefits/coupon', { body: detail('coupon', { gradeUpTicket: 'to-use' }) });
    const store = hanpanStore.getState;
    void store().openLayer('vip');
    render(<BenefitClaimList platform="PC" onClaimed={jest.fn()} />, vipWrapper());
    fireEvent.click(await screen.findByRole('button', { name: 'VIP 딜러비 할인 쿠폰 받기' }));
    await waitFor(() => expect(store().layer.current?.type).toBe('confirm'));
    void store().layer.current?.footerButtons[0]?.onClick?.();
    await waitFor(() => expect(store().layer.current).toMatchObject({ type: 'layer', key: 'couponBox' }));
    expect(store().layer.under.map((p) => p.key)).toEqual(['vip']);
    store().closeLayer();
    expect(store().layer.current?.key).toBe('vip');
  });
});

