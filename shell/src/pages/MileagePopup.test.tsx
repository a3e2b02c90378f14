import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { installFakeApi, type FakeAnswer, type FakeApi } from '@hanpan/platform/testing';
import { AreaProviders, hanpanStore, platformKeys, type PortalRoute } from '@hanpan/platform';
import type { MileageCurrent, MileageGiftStatus, OngoingEventStatus } from '@hanpan/contracts';
import { SHELL_ROUTES } from '../routes/shellRoutes';
import { mileageKeys } from '../features/mileage/api/mileageQueries';
import { MileagePopup } from './MileagePopup';

const ROUTE = SHELL_ROUTES.find((r) => r.path === '/popup/mileage') as PortalRoute;

const STATUS: MileageGiftStatus = {
  currentMileage: '20000',
  unit: '100',
  minimum: '100',
  maxPerGift: '50000',
  maxPerDay: '100000',
  maxCountPerDay: 10,
  sentToday: '0',
  countToday: 0,
  remainingToday: '100000',
};

/** What the API answers for a looked-up number (nicknames come masked from the server). */
function recipientAnswer(memberNo: string): FakeAnswer {
  if (memberNo === '10000112') return { body: { memberNo: 10000112, nickname: '머니*구나', canReceive: true, refusal: null } };
  if (memberNo === '10000113') return { body: { memberNo: 10000113, nickname: '머니*구다', canReceive: true, refusal: null } };
  if (memberNo === '10000111') return { body: { memberNo: 10000111, nickname: '머니*구가', canReceive: false, refusal: { code: 'ERROR_SELF_GIFT', message: '본인에게는 마일리지를 선물할 수 없습니다.' } } };
  if (memberNo === '10000199') return { status: 429, message: '회원번호 조회가 너무 많습니다. 잠시 후 다시 시도해 주세요.' };
  return { status: 422, message: '회원번호를 다시 확인해 주세요.', body: { code: 'ERROR_NO_MEMBER', title: '받는 분 확인' } };
}

let api: FakeApi;
let current: MileageCurrent;
let events: OngoingEventStatus;
beforeEach(() => {
  events = { mileage: { status: 'NONE' }, money_transfer: { status: 'NONE', isActiveNewIcon: false } };
  hanpanStore.getState().setMember({ memberNo: 10000111, nickname: '머니친구가' });
  current = { currentMileage: '20000', soonToExpireMileage: '0', exchangeUnit: '1000', moneyPerMileage: '100000000', money: '0', holdingLimit: '5000000000000' };
  api = installFakeApi((req) => {
    if (req.url === '/api/mileage/current') return { body: current };
    if (req.url === '/api/mileage/exchange' && req.method === 'post') {
      const body = JSON.parse(String(req.data)) as { mileage: string };
      return { body: { exchangedMileage: body.mileage, paidMoney: (BigInt(body.mileage) * 100_000_000n).toString(), currentMileage: '1000', money: '920350000000' } };
    }
    if (req.url === '/api/mileage/gift/status') return { body: STATUS };
    if (req.url === '/api/events/status') return { body: events };
    if (req.url === '/api/events/status/MILEAGE' && req.method === 'put') return { body: { ...events, mileage: { ...events.mileage, status: 'SEEN' } } };
    if (req.url === '/api/mileage/gift/recipient') return recipientAnswer(String((req.params as { memberNo?: string }).memberNo));
    if (req.url === '/api/mileage/gift' && req.method === 'post') {
      const body = JSON.parse(String(req.data)) as { destinationMemberNo: number; mileage: string };
      return { body: { giftedMileage: body.mileage, destinationMemberNo: body.destinationMemberNo, destinationNickname: '머니친구나', currentMileage: '18500' } };
    }
    // personal zone and histories: not what these tests look at
    return { body: null };
  });
});
afterEach(() => {
  api.restore();
  hanpanStore.getState().closeAllPopups();
  hanpanStore.getState().resetMember();
});

const recipientCalls = () => api.calls.filter((c) => c.url === '/api/mileage/gift/recipient').map((c) => (c.params as { memberNo: string }).memberNo);

const renderPopup = (client = new QueryClient({ defaultOptions: { queries: { retry: false } } })) =>
  render(
    <AreaProviders client={client}>
      <MileagePopup route={ROUTE} />
    </AreaProviders>,
  );

/** Closes the dialog on screen and lets its action finish (the next click is heard only then, as in a browser). */
async function close(value = true) {
  hanpanStore.getState().resolvePopup(value);
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

async function giftForm(client?: QueryClient) {
  renderPopup(client);
  fireEvent.click(await screen.findByRole('tab', { name: '선물하기' }));
  const form = await screen.findByTestId('mileage-gift');
  const send = () => within(form).getByRole('button', { name: '선물하기' });
  const type = (label: string, value: string) => fireEvent.change(within(form).getByLabelText(label), { target: { value } });
  return { form, send, type, check: () => fireEvent.click(within(form).getByRole('button', { name: '받는 분 확인' })) };
}

describe('MileagePopup', () => {
  it('the page has its own h1 (the popup bar shows the title, not as a heading)', async () => {
    renderPopup();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('마일리지');
    // each part has a heading a screen reader's heading keys reach (QA: the exchange form had none)
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['내 마일리지', '마일리지 전환과 선물', '마일리지 내역']);
    expect(screen.getByRole('region', { name: '마일리지 전환과 선물' })).toBeTruthy();
    await screen.findByRole('button', { name: '최대' });
    expect(screen.queryByTestId('mileage-event')).toBeNull();
    expect(api.calls.some((c) => String(c.url).startsWith('/api/events/status/'))).toBe(false);
  });

  it('shows my member number with 복사: the number a friend types to gift me (QA: a new player did not know where numbers come from)', async () => {
    renderPopup();
    expect((await screen.findByTestId('mileage-my-no')).textContent).toBe('10000111');
    // and when mileage goes (the popup never said)
    expect(screen.getByTestId('mileage-validity').textContent).toBe('마일리지는 쌓인 날부터 365일 동안 쓸 수 있고, 그다음 날 0시(한국 시간)에 소멸됩니다.');
    expect(screen.getByRole('button', { name: '내 회원번호 복사' })).toBeTruthy();
  });

  it('names the mileage event running for the member, with its last minute in Korea time (its banner opens this popup)', async () => {
    // ends at 2026-12-14 00:00 KST: the last minute is the 13th's 23:59
    events = { ...events, mileage: { status: 'ONGOING', event: { title: '마일리지 2배 적립 이벤트', endDateTime: '2026-12-13T15:00:00.000Z' } } };
    renderPopup();
    expect((await screen.findByTestId('mileage-event')).textContent).toBe('마일리지 2배 적립 이벤트 진행 중 · 12월 13일(일) 23:59까지 · 이 기간에 결제하면 마일리지가 두 배로 쌓입니다.');
  });

  it('marks a mileage event the member had not seen as SEEN when it shows here (the personal zone drops its new mark), once', async () => {
    events = { ...events, mileage: { status: 'ONGOING', event: { title: '마일리지 2배 적립 이벤트', endDateTime: '2026-12-13T15:00:00.000Z' } } };
    renderPopup();
    await screen.findByTestId('mileage-event');
    await waitFor(() => expect(api.calls.filter((c) => c.url === '/api/events/status/MILEAGE')).toHaveLength(1));
    expect(JSON.parse(String(api.calls.find((c) => c.url === '/api/events/status/MILEAGE')!.data))).toEqual({ status: 'SEEN' });
    // the event is still named here after it is seen
    expect(screen.getByTestId('mileage-event').textContent).toContain('마일리지 2배 적립 이벤트 진행 중');
  });
});

/** The popup with a cache also holding member data a gift or an exchange may or may not change. */
function renderWithCache() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const seeded = { mobileState: platformKeys.mobilePersonalState('10000111'), benefit: mileageKeys.mileageBenefit('10000111'), reloadable: platformKeys.reloadableState('10000111'), banners: platformKeys.globalBanners() };
  for (const key of Object.values(seeded)) client.setQueryData(key, {});
  const invalidated = (key: keyof typeof seeded) => client.getQueryState(seeded[key])?.isInvalidated;
  const reads = (url: string) => api.calls.filter((c) => c.url === url).length;
  return { client, invalidated, reads };
}

/** A query still on its first read would only join it when invalidated: let them all arrive. */
const settled = (client: QueryClient) => waitFor(() => expect(client.isFetching()).toBe(0));

/** axios' error for a request that got no answer in time. */
const timedOut = () => Object.assign(new Error('timeout of 10000ms exceeded'), { isAxiosError: true, code: 'ECONNABORTED' });

/**
 * 전환하기 of 2,000 mileage answered by `exchange` (an answer, or a throw for one that never came):
 * waits for the dialog titled `header`, then for every read of `rereads` to go out again.
 */
async function exchangeAnswered(exchange: () => FakeAnswer, header: string, rereads: readonly string[]) {
  const cache = renderWithCache();
  renderPopup(cache.client);
  await screen.findByRole('button', { name: '최대' });
  fireEvent.change(screen.getByLabelText('전환할 마일리지'), { target: { value: '2000' } });
  await settled(cache.client);
  const before = rereads.map((url) => [url, cache.reads(url)] as const);
  api.respond((req) => {
    if (req.url === '/api/mileage/exchange') return exchange();
    return { body: req.url === '/api/mileage/current' ? current : req.url === '/api/events/status' ? events : null };
  });
  fireEvent.click(screen.getByRole('button', { name: '전환하기' }));
  await waitFor(() => expect(hanpanStore.getState().layer.current?.type).toBe('confirm'));
  await close();
  await waitFor(() => expect(hanpanStore.getState().layer.current?.header).toBe(header));
  await waitFor(() => expect(before.filter(([url, n]) => cache.reads(url) <= n).map(([url]) => url)).toEqual([]));
  return cache;
}

describe('MileagePopup: an answer lost to a timeout', () => {
  it('of a gift reads again my mileage (here and in the personal zone), the gift status and the history, nothing else', async () => {
    const { client, invalidated, reads } = renderWithCache();
    const { form, send, type, check } = await giftForm(client);
    type('받는 회원번호', '10000112');
    type('선물할 마일리지', '1500');
    check();
    await within(form).findByTestId('recipient');
    await settled(client);
    const before = ['/api/mileage/current', '/api/mileage/gift/status', '/api/mileage/histories/daily', '/api/contents/members/personal-zone'].map((url) => [url, reads(url)] as const);
    api.respond((req) => {
      if (req.url === '/api/mileage/gift') throw timedOut();
      return { body: req.url === '/api/mileage/gift/status' ? STATUS : req.url === '/api/mileage/current' ? current : null };
    });
    fireEvent.click(send());
    await waitFor(() => expect(hanpanStore.getState().layer.current?.type).toBe('confirm'));
    await close();
    await waitFor(() => expect(hanpanStore.getState().layer.current?.header).toBe('처리 결과 확인 필요'));
    await waitFor(() => expect(before.filter(([url, n]) => reads(url) <= n).map(([url]) => url)).toEqual([]));
    expect([invalidated('mobileState'), invalidated('benefit'), invalidated('reloadable'), invalidated('banners')]).toEqual([false, false, false, false]);
  });

  it('of an exchange reads again my mileage and money (the mobile member state too) and the history, nothing else', async () => {
    const { invalidated } = await exchangeAnswered(() => {
      throw timedOut();
    }, '처리 결과 확인 필요', ['/api/mileage/current', '/api/mileage/histories/daily', '/api/contents/members/personal-zone']);
    expect([invalidated('mobileState'), invalidated('benefit'), invalidated('reloadable'), invalidated('banners')]).toEqual([true, false, false, false]);
  });
});

describe('MileagePopup gift', () => {
  it('waits until the number is looked up; the nickname shows and the confirm names it; the gift goes out after yes', async () => {
    const { form, send, type, check } = await giftForm();
    type('받는 회원번호', '10000112');
    type('선물할 마일리지', '1500');
    expect(send().getAttribute('aria-disabled')).toBe('true');
    expect(recipientCalls()).toEqual([]);
    check();
    expect((await within(form).findByTestId('recipient')).textContent).toBe('받는 분: 머니*구나 (회원번호 10000112)');
    expect(send().getAttribute('aria-disabled')).toBeNull();
    fireEvent.click(send());
    await waitFor(() => expect(hanpanStore.getState().layer.current?.type).toBe('confirm'));
    expect(hanpanStore.getState().layer.current?.body).toBe('받는 분: 머니*구나 (회원번호 10000112)\n1,500마일리지를 선물하시겠습니까? 선물한 마일리지는 돌려받을 수 없습니다.');
    // a gift cannot be taken back: the dialog opens on 취소
    expect(hanpanStore.getState().layer.current?.defaultFocus).toBe('cancel');
    hanpanStore.getState().resolvePopup(true);
    await waitFor(() => expect(api.calls.some((c) => c.method === 'post' && c.url === '/api/mileage/gift')).toBe(true));
    expect(JSON.parse(String(api.calls.find((c) => c.url === '/api/mileage/gift')!.data))).toEqual({ destinationMemberNo: 10000112, mileage: '1500' });
    // the result names them as the confirm did: masked, as the lookup showed them
    await waitFor(() => expect(String(hanpanStore.getState().layer.current?.body)).toContain('머니*구나님에게 1,500마일리지를 선물했습니다.'));
    expect(String(hanpanStore.getState().layer.current?.body)).not.toContain('머니친구나');
    // what is left, with its unit (QA: a bare number; then ' M', read as million)
    expect(String(hanpanStore.getState().layer.current?.body)).toMatch(/남은 마일리지: [\d,]+마일리지$/);
    expect(recipientCalls()).toEqual(['10000112']);
  });

  it('a changed number clears the confirmed nickname and disables the gift until looked up again', async () => {
    const { form, send, type, check } = await giftForm();
    type('받는 회원번호', '10000112');
    type('선물할 마일리지', '1500');
    check();
    await within(form).findByTestId('recipient');
    expect(send().getAttribute('aria-disabled')).toBeNull();
    type('받는 회원번호', '10000113');
    expect(within(form).queryByTestId('recipient')).toBeNull();
    expect(send().getAttribute('aria-disabled')).toBe('true');
    // submitting anyway (Enter) sends nothing
    fireEvent.submit(form);
    await waitFor(() => expect(hanpanStore.getState().layer.current?.body).toBe('받는 분 확인을 눌러 받는 분의 닉네임을 먼저 확인해 주세요.'));
    hanpanStore.getState().resolvePopup(true);
    check();
    expect((await within(form).findByTestId('recipient')).textContent).toBe('받는 분: 머니*구다 (회원번호 10000113)');
    expect(send().getAttribute('aria-disabled')).toBeNull();
    expect(api.calls.some((c) => c.url === '/api/mileage/gift')).toBe(false);
  });

  it('선물하기 with no amount (Enter in the empty field) says so under the field, not in a dialog; the field takes the focus', async () => {
    const { form, type, check } = await giftForm();
    const amount = within(form).getByLabelText('선물할 마일리지');
    type('받는 회원번호', '10000112');
    check();
    await within(form).findByTestId('recipient');
    expect(within(form).queryByRole('alert')).toBeNull();
    fireEvent.submit(form);
    await waitFor(() => expect(within(form).queryByRole('alert')?.textContent).toBe('선물할 마일리지를 입력해 주세요.'));
    await waitFor(() => expect(hanpanStore.getState().actions.running).toEqual([]));
    expect(document.activeElement).toBe(amount);
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(hanpanStore.getState().layer.current).toBeNull();
    expect(api.calls.some((c) => c.url === '/api/mileage/gift')).toBe(false);
  });

  it('Enter in 받는 회원번호 looks the number up; a refused amount marks its own field, a refused number does not', async () => {
    const { form, type } = await giftForm();
    const number = within(form).getByLabelText('받는 회원번호');
    const amount = within(form).getByLabelText('선물할 마일리지');
    const described = () => (amount.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    type('받는 회원번호', '10000112');
    expect(fireEvent.keyDown(number, { key: 'Enter' })).toBe(false);
    expect((await within(form).findByTestId('recipient')).textContent).toBe('받는 분: 머니*구나 (회원번호 10000112)');
    expect(recipientCalls()).toEqual(['10000112']);
    type('선물할 마일리지', '150');
    expect(within(form).getByTestId('amount-check').textContent).toBe('마일리지는 100 단위로 선물할 수 있습니다.');
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(described()[0]).toBe('마일리지는 100 단위로 선물할 수 있습니다.');
    expect(described()[1]).toMatch(/^1회 최대 50,000/);
    type('선물할 마일리지', '1천5백');
    expect(amount.getAttribute('aria-invalid')).toBe('false');
    expect(described()[0]).toBe('1,500마일리지를 선물합니다.');
    type('받는 회원번호', '');
    expect(within(form).getByTestId('amount-check').textContent).toBe('받는 회원번호를 숫자로 입력해 주세요.');
    expect(amount.getAttribute('aria-invalid')).toBe('false');
    expect(described()).toHaveLength(1);
  });

  it('lookup refusals show in Korean by the field and keep the gift waiting (unknown, too many, myself)', async () => {
    const { form, send, type, check } = await giftForm();
    type('선물할 마일리지', '1500');
    const lookUp = async (no: string) => {
      type('받는 회원번호', no);
      check();
      return (await within(form).findByTestId('recipient-error')).textContent;
    };
    expect(await lookUp('99999999')).toBe('회원번호를 다시 확인해 주세요.');
    expect(send().getAttribute('aria-disabled')).toBe('true');
    expect(await lookUp('10000199')).toBe('회원번호 조회가 너무 많습니다. 잠시 후 다시 시도해 주세요.');
    expect(send().getAttribute('aria-disabled')).toBe('true');
    expect(await lookUp('10000111')).toBe('본인에게는 마일리지를 선물할 수 없습니다.');
    expect(send().getAttribute('aria-disabled')).toBe('true');
    expect(within(form).queryByTestId('recipient')).toBeNull();
    expect(recipientCalls()).toEqual(['99999999', '10000199', '10000111']);
  });
});

describe('MileagePopup exchange', () => {
  const amountField = () => screen.getByLabelText('전환할 마일리지') as HTMLInputElement;

  it('최대 fills the most that fits under the holding limit (friend-b: 10,000 mileage, 203억 5,000만 of 1조): 9,000', async () => {
    current = { ...current, currentMileage: '10000', money: '20350000000', holdingLimit: '1000000000000' };
    renderPopup();
    await screen.findByText(/머니는 보유 한도\(1조\)까지 받을 수 있습니다/);
    fireEvent.click(screen.getByRole('button', { name: '최대' }));
    await waitFor(() => expect(amountField().value).toBe('9000'));
    expect(screen.getByText('9,000억 머니로 전환됩니다.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '전환하기' }));
    await waitFor(() => expect(hanpanStore.getState().layer.current?.type).toBe('confirm'));
    expect(hanpanStore.getState().layer.current).toMatchObject({ body: '9,000마일리지를 9,000억 머니로 전환하시겠습니까? 전환한 마일리지는 되돌릴 수 없습니다.', defaultFocus: 'cancel' });
    await close();
    await waitFor(() => expect(api.calls.some((c) => c.url === '/api/mileage/exchange')).toBe(true));
    expect(JSON.parse(String(api.calls.find((c) => c.url === '/api/mileage/exchange')!.data))).toEqual({ mileage: '9000', currentHoldMileage: '10000' });
    // the amount that would not fit, typed by hand, is refused by the field before any confirm
    await waitFor(() => expect(hanpanStore.getState().layer.current?.header).toBe('전환 완료'));
    await close();
    fireEvent.change(amountField(), { target: { value: '10000' } });
    expect(screen.getByTestId('amount-check').textContent).toBe('전환하면 보유 한도(1조)를 초과합니다. 지금은 9,000마일리지까지 전환할 수 있습니다.');
  });

  it('최대 says why when nothing fits (money near the limit, or less than one unit of mileage), offering no failing amount', async () => {
    current = { ...current, currentMileage: '10000', money: '995000000000', holdingLimit: '1000000000000' };
    renderPopup();
    await screen.findByRole('button', { name: '최대' });
    fireEvent.click(screen.getByRole('button', { name: '최대' }));
    fireEvent.click(screen.getByRole('button', { name: '최대' }));
    await waitFor(() => expect(hanpanStore.getState().layer.current?.type).toBe('alert'));
    expect(hanpanStore.getState().layer.current?.body).toBe('보유 머니가 보유 한도(1조)에 가까워 지금은 전환할 수 없습니다. (1,000마일리지 = 1,000억 머니)');
    // one click, one dialog
    expect(hanpanStore.getState().layer.queue).toHaveLength(0);
    await close();
    expect(amountField().value).toBe('');
    expect(api.calls.some((c) => c.url === '/api/mileage/exchange')).toBe(false);
  });

  it('#mileage-amount: a refused amount marks the field (aria-invalid) and describes it by the message and the rules', async () => {
    renderPopup();
    await screen.findByRole('button', { name: '최대' });
    const described = () => (amountField().getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(amountField().getAttribute('aria-invalid')).toBe('false');
    expect(described()).toHaveLength(1);
    expect(described()[0]).toMatch(/^1마일리지 = 1억 머니/);
    fireEvent.change(amountField(), { target: { value: '1500' } });
    expect(amountField().getAttribute('aria-invalid')).toBe('true');
    expect(described()[0]).toBe('마일리지는 1,000 단위로 전환할 수 있습니다.');
    // read with the field, not announced at every key: announced when 전환하기 is refused
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.change(amountField(), { target: { value: '2천' } });
    expect(amountField().getAttribute('aria-invalid')).toBe('false');
    expect(described()[0]).toBe('2,000억 머니로 전환됩니다.');
  });

  it('전환하기 with a refused amount opens no dialog (the field already says why): the field takes the focus, nothing is sent', async () => {
    renderPopup();
    await screen.findByRole('button', { name: '최대' });
    fireEvent.change(amountField(), { target: { value: '1500' } });
    screen.getByRole('button', { name: '전환하기' }).focus();
    fireEvent.click(screen.getByRole('button', { name: '전환하기' }));
    fireEvent.click(screen.getByRole('button', { name: '전환하기' }));
    await waitFor(() => expect(document.activeElement).toBe(amountField()));
    expect(hanpanStore.getState().layer.current).toBeNull();
    expect(screen.getByRole('alert').textContent).toBe('마일리지는 1,000 단위로 전환할 수 있습니다.');
    expect(api.calls.some((c) => c.url === '/api/mileage/exchange')).toBe(false);
  });

  it('전환하기 with nothing typed says so by the field like a refused amount (no dialog, once for a double click): marked, described, focused', async () => {
    renderPopup();
    await screen.findByRole('button', { name: '최대' });
    const described = () => (amountField().getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(screen.queryByRole('alert')).toBeNull();
    screen.getByRole('button', { name: '전환하기' }).focus();
    fireEvent.click(screen.getByRole('button', { name: '전환하기' }));
    fireEvent.click(screen.getByRole('button', { name: '전환하기' }));
    await waitFor(() => expect(document.activeElement).toBe(amountField()));
    expect(hanpanStore.getState().layer.current).toBeNull();
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(['전환할 마일리지를 입력해 주세요.']);
    expect(amountField().getAttribute('aria-invalid')).toBe('true');
    expect(described()[0]).toBe('전환할 마일리지를 입력해 주세요.');
    expect(described()[1]).toMatch(/^1마일리지 = 1억 머니/);
    // typing sets it aside; an emptied field is not refused again until 전환하기
    fireEvent.change(amountField(), { target: { value: '2000' } });
    expect(described()[0]).toBe('2,000억 머니로 전환됩니다.');
    fireEvent.change(amountField(), { target: { value: '' } });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(amountField().getAttribute('aria-invalid')).toBe('false');
    expect(api.calls.some((c) => c.url === '/api/mileage/exchange')).toBe(false);
  });
});

describe('MileagePopup: the same exchange again', () => {
  it('asked by the server (another tab exchanged the same just now): the question opens on 취소; declined, nothing more is sent; 한 번 더 전환하기 sends it confirmed', async () => {
    const cache = renderWithCache();
    renderPopup(cache.client);
    await screen.findByRole('button', { name: '최대' });
    fireEvent.change(screen.getByLabelText('전환할 마일리지'), { target: { value: '2000' } });
    await settled(cache.client);
    const sent: unknown[] = [];
    api.respond((req) => {
      if (req.url === '/api/mileage/exchange') {
        const body = JSON.parse(String(req.data)) as { confirmRepeat?: boolean };
        sent.push(body.confirmRepeat ?? false);
        if (!body.confirmRepeat) return { status: 422, message: '방금 2,000마일리지를 머니로 전환했습니다. 같은 전환을 한 번 더 하시겠습니까?', body: { code: 'ERROR_REPEATED_EXCHANGE', title: '마일리지 전환' } };
        return { body: { exchangedMileage: '2000', paidMoney: '200000000000', currentMileage: '3000', money: '220350000000' } };
      }
      return { body: req.url === '/api/mileage/current' ? current : req.url === '/api/events/status' ? events : null };
    });
    const press = async () => {
      fireEvent.click(screen.getByRole('button', { name: '전환하기' }));
      await waitFor(() => expect(hanpanStore.getState().layer.current?.submitText).toBe('전환하기'));
      await close();
      await waitFor(() => expect(hanpanStore.getState().layer.current?.submitText).toBe('한 번 더 전환하기'));
      const question = hanpanStore.getState().layer.current!;
      expect([question.header, question.body, question.defaultFocus]).toEqual(['마일리지 전환', '방금 2,000마일리지를 머니로 전환했습니다. 같은 전환을 한 번 더 하시겠습니까?', 'cancel']);
    };
    await press();
    await close(false);
    expect(sent).toEqual([false]);
    await press();
    await close(true);
    await waitFor(() => expect(hanpanStore.getState().layer.current?.header).toBe('전환 완료'));
    expect(sent).toEqual([false, false, true]);
  });
});

describe('MileagePopup: a refused exchange', () => {
  it('409 (another window exchanged meanwhile) reads again my mileage and my money, not the mileage alone (QA: money left stale)', async () => {
    await exchangeAnswered(
      () => ({ status: 409, message: '보유 마일리지가 바뀌었습니다. 바뀐 마일리지를 확인한 뒤 다시 시도해 주세요.' }),
      '마일리지 전환 실패',
      ['/api/mileage/current', '/api/contents/members/personal-zone'],
    );
  });
});
