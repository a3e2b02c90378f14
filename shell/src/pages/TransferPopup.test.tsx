import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { coarsePointerStyle, installFakeApi, installFakeBroadcastChannel, otherWindowOn, type FakeAnswer, type FakeApi } from '@hanpan/platform/testing';
import { BALANCE_CHANNEL } from '@hanpan/contracts/constants';
import { AreaProviders, hanpanStore, platformKeys, type BalanceChangeMessage, type PortalRoute } from '@hanpan/platform';
import type { TransferStatus } from '@hanpan/contracts';
import { SHELL_ROUTES } from '../routes/shellRoutes';
import { TransferPopup } from './TransferPopup';

const ROUTE = SHELL_ROUTES.find((r) => r.path === '/popup/transfer') as PortalRoute;

let status: TransferStatus;
let api: FakeApi;
/** What the API answers for a looked-up number (nicknames come masked from the server). */
function recipientAnswer(memberNo: string): FakeAnswer {
  if (memberNo === '10000102') return { body: { memberNo: 10000102, nickname: '브이*러스', canReceive: true, refusal: null } };
  if (memberNo === '10000101') return { body: { memberNo: 10000101, nickname: '한판**탈출', canReceive: true, refusal: null } };
  if (memberNo === '10000103') return { body: { memberNo: 10000103, nickname: '제트**스왕', canReceive: false, refusal: { code: 'ERROR_SELF_TRANSFER', message: '본인과는 머니를 주고받을 수 없습니다.' } } };
  if (memberNo === '10000199') return { status: 429, message: '회원번호 조회가 너무 많습니다. 잠시 후 다시 시도해 주세요.' };
  return { status: 422, message: '회원번호를 다시 확인해 주세요.', body: { code: 'ERROR_NO_MEMBER', title: '받는 분 확인' } };
}
const recipientCalls = () => api.calls.filter((c) => c.url === '/api/money-transfer/recipient').map((c) => (c.params as { memberNo: string }).memberNo);
beforeEach(() => {
  hanpanStore.getState().setMember({ memberNo: 10000103, nickname: '제트플러스왕' });
  status = {
    limits: { minimum: '100000000', maxPerTransfer: '100000000000', maxPerDay: '500000000000', maxCountPerDay: 200 },
    sentToday: '0',
    countToday: 0,
    remainingToday: '500000000000',
    money: '3400000000000',
    holdingLimit: '7000000000000',
    receiveAllowedTo: [],
    receiveAllowedMembers: [],
    receiveAllowedFrom: [{ memberNo: 10000102, nickname: '브이플러스' }],
    maxReceiveAllowed: 20,
    isActiveNewIcon: false,
  };
  api = installFakeApi((req) => {
    if (req.url === '/api/money-transfer/status') return { body: status };
    if (req.url === '/api/money-transfer/recipient') return recipientAnswer(String((req.params as { memberNo?: string }).memberNo));
    if (req.url === '/api/money-transfer/histories') return { body: { content: [], page: 0, size: 5, totalElements: 0, totalPages: 0 } };
    if (req.url === '/api/money-transfer' && req.method === 'put') {
      const body = JSON.parse(String(req.data)) as { transferMoney: string; type: string };
      return { body: { transferId: 7, type: body.type, transferMoney: body.transferMoney, money: '3400200000000' } };
    }
    if (req.url === '/api/money-transfer/indicator') {
      const body = JSON.parse(String(req.data)) as { targets: string[] };
      status = { ...status, receiveAllowedTo: body.targets.map(Number), receiveAllowedMembers: body.targets.map((t) => ({ memberNo: Number(t), nickname: '브이플러스' })) };
      return { body: status };
    }
    return { status: 404 };
  });
});
/** Undone after each test (a test's own fakes). */
const cleanups: Array<() => void> = [];
afterEach(() => {
  for (const undo of cleanups.splice(0)) undo();
  api.restore();
  hanpanStore.getState().closeAllPopups();
  hanpanStore.getState().resetMember();
});

const renderPopup = (client = new QueryClient({ defaultOptions: { queries: { retry: false } } })) =>
  render(
    <AreaProviders client={client}>
      <TransferPopup route={ROUTE} />
    </AreaProviders>,
  );

/** Closes the dialog on screen and lets its action finish (the next click is heard only then, as in a browser). */
async function close(value = true) {
  hanpanStore.getState().resolvePopup(value);
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

/** Answers the confirm on screen with yes (a confirm: an alert left over would be the wrong popup). */
async function accept() {
  await waitFor(() => expect(hanpanStore.getState().layer.current?.type).toBe('confirm'));
  hanpanStore.getState().resolvePopup(true);
}

/** The send form with 10000102 confirmed as the recipient and `amount` typed. */
async function sendFormTo10000102(amount: string) {
  const form = await screen.findByTestId('transfer-send');
  fireEvent.change(within(form).getByLabelText('받는 회원번호'), { target: { value: '10000102' } });
  fireEvent.change(within(form).getByLabelText('보낼 금액'), { target: { value: amount } });
  fireEvent.click(within(form).getByRole('button', { name: '받는 분 확인' }));
  await within(form).findByTestId('recipient');
  return form;
}

describe('TransferPopup', () => {
  it('the page has its own h1 (the popup bar shows the title, not as a heading)', async () => {
    status = { ...status, isActiveNewIcon: true };
    renderPopup();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('머니 전송');
    await screen.findByTestId('transfer-send');
    // the card is named by its title, not with its news badge; 복사 says what it copies (QA: screen reader)
    await screen.findByTestId('transfer-new');
    expect(screen.getByRole('region', { name: '머니 전송' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '내 회원번호 복사' })).toBeTruthy();
  });

  it('the new mark is marked seen once per opening, even when that fails (QA: a failed mark was sent again on every render)', async () => {
    status = { ...status, isActiveNewIcon: true };
    const marks = () => api.calls.filter((c) => c.url === '/api/money-transfer/indicator').length;
    const empty = { content: [], page: 0, size: 5, totalElements: 0, totalPages: 0 };
    api.respond((req) =>
      req.url === '/api/money-transfer/status' ? { body: status } : req.url === '/api/money-transfer/histories' ? { body: empty } : req.url === '/api/money-transfer/indicator' ? { status: 503 } : { status: 404 },
    );
    renderPopup();
    await screen.findByTestId('transfer-new');
    await waitFor(() => expect(marks()).toBe(1));
    await new Promise((r) => setTimeout(r, 200));
    expect(marks()).toBe(1);
  });

  it('RECEIVE: picks a member who allows me and asks; the request goes out as type RECEIVE with one Idempotency-Key', async () => {
    renderPopup();
    fireEvent.click(await screen.findByRole('tab', { name: '받기 요청' }));
    const form = screen.getByTestId('transfer-receive');
    expect(within(form).getByLabelText('요청할 회원번호')).toHaveProperty('value', '10000102');
    fireEvent.change(within(form).getByLabelText('받을 금액'), { target: { value: '200000000' } });
    fireEvent.click(within(form).getByRole('button', { name: '받기' }));
    await waitFor(() => expect(hanpanStore.getState().layer.current?.body).toBe('브이플러스(10000102)님에게서 2억을 받으시겠습니까?'));
    await accept();
    await waitFor(() => expect(api.calls.some((c) => c.method === 'put' && c.url === '/api/money-transfer')).toBe(true));
    const put = api.calls.find((c) => c.method === 'put' && c.url === '/api/money-transfer')!;
    expect(JSON.parse(String(put.data))).toEqual({ destinationMemberNo: 10000102, transferMoney: '200000000', type: 'RECEIVE' });
    expect(put.headers['Idempotency-Key'] ?? put.headers['idempotency-key']).toBeTruthy();
    // the result names them as the confirm did
    await waitFor(() => expect(String(hanpanStore.getState().layer.current?.body)).toContain('브이플러스님에게서 2억을 받았습니다.'));
  });

  it('RECEIVE: a number not on my list is refused before any confirm, after reading the list again; one that allowed me meanwhile is asked', async () => {
    renderPopup();
    fireEvent.click(await screen.findByRole('tab', { name: '받기 요청' }));
    const form = screen.getByTestId('transfer-receive');
    expect(within(form).getByTestId('receive-from').textContent).toBe('요청할 회원: 브이플러스 (회원번호 10000102)');
    const statusReads = () => api.calls.filter((c) => c.url === '/api/money-transfer/status').length;
    const reads = statusReads();
    fireEvent.change(within(form).getByLabelText('요청할 회원번호'), { target: { value: '10000001' } });
    expect(within(form).queryByTestId('receive-from')).toBeNull();
    fireEvent.change(within(form).getByLabelText('받을 금액'), { target: { value: '100000000' } });
    fireEvent.click(within(form).getByRole('button', { name: '받기' }));
    // said under the field already: the field takes the focus, no dialog with the same words
    await waitFor(() => expect(document.activeElement).toBe(within(form).getByLabelText('요청할 회원번호')));
    expect(hanpanStore.getState().layer.current).toBeNull();
    expect(within(form).getByRole('alert').textContent).toBe("나에게 머니 받기를 허용한 회원이 아닙니다. 상대 회원에게 '받기 허용 설정'에서 내 회원번호를 등록해 달라고 부탁해 주세요.");
    expect(statusReads()).toBe(reads + 1);
    // 머니친구가 allows me after the popup was opened: the list read again names them
    status = { ...status, receiveAllowedFrom: [...status.receiveAllowedFrom, { memberNo: 10000111, nickname: '머니친구가' }] };
    fireEvent.change(within(form).getByLabelText('요청할 회원번호'), { target: { value: '10000111' } });
    fireEvent.click(within(form).getByRole('button', { name: '받기' }));
    await waitFor(() => expect(hanpanStore.getState().layer.current?.type).toBe('confirm'));
    expect(hanpanStore.getState().layer.current?.body).toBe('머니친구가(10000111)님에게서 1억을 받으시겠습니까?');
    // another member's money: the confirm opens on 취소, as 보내기's does (QA: Enter took it)
    expect(hanpanStore.getState().layer.current?.defaultFocus).toBe('cancel');
    expect(within(form).getByTestId('receive-from').textContent).toBe('요청할 회원: 머니친구가 (회원번호 10000111)');
    // each member's 선택 is finger-sized on a touch screen (QA: 42×28 on a phone)
    expect(coarsePointerStyle(within(form).getByRole('button', { name: '머니친구가님 선택' }))['min-height']).toBe('44px');
    await close(false);
    expect(api.calls.some((c) => c.method === 'put' && c.url === '/api/money-transfer')).toBe(false);
  });

  it('a refused amount already said under its field is not said again: the field takes the focus; an empty one is said there too', async () => {
    renderPopup();
    fireEvent.click(await screen.findByRole('tab', { name: '받기 요청' }));
    const receive = screen.getByTestId('transfer-receive');
    const receiveAmount = within(receive).getByLabelText('받을 금액');
    within(receive).getByRole('button', { name: '받기' }).focus();
    fireEvent.click(within(receive).getByRole('button', { name: '받기' }));
    fireEvent.click(within(receive).getByRole('button', { name: '받기' }));
    await waitFor(() => expect(document.activeElement).toBe(receiveAmount));
    expect(within(receive).getAllByRole('alert').map((a) => a.textContent)).toEqual(['받을 금액을 입력해 주세요.']);
    expect(receiveAmount.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(receiveAmount.getAttribute('aria-describedby')!.split(' ')[0]!)?.textContent).toBe('받을 금액을 입력해 주세요.');
    expect(hanpanStore.getState().layer.current).toBeNull();
    fireEvent.change(within(receive).getByLabelText('받을 금액'), { target: { value: '1' } });
    within(receive).getByRole('button', { name: '받기' }).focus();
    fireEvent.click(within(receive).getByRole('button', { name: '받기' }));
    await waitFor(() => expect(document.activeElement).toBe(within(receive).getByLabelText('받을 금액')));
    expect(within(receive).getByRole('alert').textContent).toBe('1억 이상 받을 수 있습니다.');
    expect(hanpanStore.getState().layer.current).toBeNull();

    fireEvent.click(screen.getByRole('tab', { name: '보내기' }));
    const send = screen.getByTestId('transfer-send');
    fireEvent.change(within(send).getByLabelText('받는 회원번호'), { target: { value: '10000102' } });
    fireEvent.click(within(send).getByRole('button', { name: '받는 분 확인' }));
    await within(send).findByTestId('recipient');
    fireEvent.change(within(send).getByLabelText('보낼 금액'), { target: { value: '1' } });
    within(send).getByRole('button', { name: '보내기' }).focus();
    fireEvent.click(within(send).getByRole('button', { name: '보내기' }));
    await waitFor(() => expect(document.activeElement).toBe(within(send).getByLabelText('보낼 금액')));
    expect(within(send).getByRole('alert').textContent).toBe('1억 이상 보낼 수 있습니다.');
    expect(hanpanStore.getState().layer.current).toBeNull();
    // emptied, it says nothing until a send finds it empty (Enter in the field): then under the field
    fireEvent.change(within(send).getByLabelText('보낼 금액'), { target: { value: '' } });
    expect(within(send).queryByRole('alert')).toBeNull();
    fireEvent.submit(send);
    await waitFor(() => expect(within(send).queryByRole('alert')?.textContent).toBe('보낼 금액을 입력해 주세요.'));
    await waitFor(() => expect(hanpanStore.getState().actions.running).toEqual([]));
    expect(document.activeElement).toBe(within(send).getByLabelText('보낼 금액'));
    expect(hanpanStore.getState().layer.current).toBeNull();
    expect(api.calls.some((c) => c.method === 'put' && c.url === '/api/money-transfer')).toBe(false);
  });

  it('SEND: money received while the popup was open is read again before an amount is refused', async () => {
    status = { ...status, money: '30000000000' };
    renderPopup();
    const form = await screen.findByTestId('transfer-send');
    fireEvent.change(within(form).getByLabelText('받는 회원번호'), { target: { value: '10000102' } });
    fireEvent.click(within(form).getByRole('button', { name: '받는 분 확인' }));
    await within(form).findByTestId('recipient');
    fireEvent.change(within(form).getByLabelText('보낼 금액'), { target: { value: '1000억' } });
    expect(within(form).getByTestId('amount-check').textContent).toBe('보유 머니가 부족합니다.');
    // another member sent 1,000억 meanwhile: the server's status says so
    status = { ...status, money: '130000000000' };
    fireEvent.click(within(form).getByRole('button', { name: '보내기' }));
    await waitFor(() => expect(hanpanStore.getState().layer.current?.type).toBe('confirm'));
    expect(String(hanpanStore.getState().layer.current?.body)).toContain('1,000억을 보내시겠습니까?');
    expect(screen.getByTestId('transfer-money').textContent).toBe('1,300억');
    await close(false);
  });

  it('SEND: after a transfer the amount is cleared and no error shows for the empty field; the member number stays confirmed for another', async () => {
    renderPopup();
    const form = await screen.findByTestId('transfer-send');
    fireEvent.change(within(form).getByLabelText('받는 회원번호'), { target: { value: '10000102' } });
    expect(within(form).queryByRole('alert')).toBeNull();
    fireEvent.change(within(form).getByLabelText('보낼 금액'), { target: { value: '0' } });
    expect(within(form).getByTestId('amount-check').textContent).toBe('1억 이상 보낼 수 있습니다.');
    fireEvent.change(within(form).getByLabelText('보낼 금액'), { target: { value: '200000000' } });
    fireEvent.click(within(form).getByRole('button', { name: '받는 분 확인' }));
    expect((await within(form).findByTestId('recipient')).textContent).toBe('받는 분: 브이*러스 (회원번호 10000102)');
    fireEvent.click(within(form).getByRole('button', { name: '보내기' }));
    await accept();
    // the result names them as the confirm did: masked
    await waitFor(() => expect(String(hanpanStore.getState().layer.current?.body)).toContain('브이*러스님에게 2억을 보냈습니다.'));
    expect(within(form).getByLabelText('보낼 금액')).toHaveProperty('value', '');
    expect(within(form).getByLabelText('받는 회원번호')).toHaveProperty('value', '10000102');
    expect(within(form).queryByRole('alert')).toBeNull();
    expect(within(form).getByTestId('recipient').textContent).toBe('받는 분: 브이*러스 (회원번호 10000102)');
    expect(within(form).getByRole('button', { name: '보내기' }).getAttribute('aria-disabled')).toBeNull();
  });

  it("SEND refused as '보유 머니가 부족합니다' (another member took money meanwhile): the balance and limits on screen are read again, not left stale (QA)", async () => {
    renderPopup();
    const form = await screen.findByTestId('transfer-send');
    expect((await screen.findByTestId('transfer-money')).textContent).toBe('3조 4,000억');
    fireEvent.change(within(form).getByLabelText('받는 회원번호'), { target: { value: '10000102' } });
    fireEvent.change(within(form).getByLabelText('보낼 금액'), { target: { value: '200000000' } });
    fireEvent.click(within(form).getByRole('button', { name: '받는 분 확인' }));
    await within(form).findByTestId('recipient');
    // meanwhile 3조 3,999억 left this member (a RECEIVE by a friend): the send is refused
    status = { ...status, money: '100000000' };
    api.respond((req) => {
      if (req.url === '/api/money-transfer' && req.method === 'put') return { status: 422, message: '보유 머니가 부족합니다.', body: { code: 'ERROR_NOT_ENOUGH_MONEY' } };
      if (req.url === '/api/money-transfer/status') return { body: status };
      return { body: { content: [], page: 0, size: 5, totalElements: 0, totalPages: 0 } };
    });
    fireEvent.click(within(form).getByRole('button', { name: '보내기' }));
    await accept();
    await waitFor(() => expect(hanpanStore.getState().layer.current?.header).toBe('머니 전송 실패'));
    expect(hanpanStore.getState().layer.current?.body).toBe('보유 머니가 부족합니다.');
    await waitFor(() => expect(screen.getByTestId('transfer-money').textContent).toBe('1억'));
  });

  it('SEND: an answer lost to an outage is not called a failure (the money may have moved): said so, and the balance is read again (QA)', async () => {
    renderPopup();
    const form = await sendFormTo10000102('200000000');
    const reads = () => api.calls.filter((c) => c.url === '/api/money-transfer/status').length;
    const before = reads();
    // the send reaches no answer (as axios reports an outage); the reads still answer
    api.respond((req) => {
      if (req.url === '/api/money-transfer' && req.method === 'put') throw Object.assign(new Error('Network Error'), { isAxiosError: true, code: 'ERR_NETWORK' });
      if (req.url === '/api/money-transfer/status') return { body: status };
      return { body: { content: [], page: 0, size: 5, totalElements: 0, totalPages: 0 } };
    });
    fireEvent.click(within(form).getByRole('button', { name: '보내기' }));
    await accept();
    await waitFor(() => expect(hanpanStore.getState().layer.current?.header).toBe('처리 결과 확인 필요'));
    expect(String(hanpanStore.getState().layer.current?.body)).toContain('머니가 보내졌는지 확인하지 못했습니다');
    await waitFor(() => expect(reads()).toBeGreaterThan(before));
  });

  it("SEND pressed again after a lost answer: the server's replay is said as the earlier transfer, not a second one; the next press is a new transfer (QA)", async () => {
    renderPopup();
    const form = await sendFormTo10000102('200000000');
    const done = new Set<string>();
    let lose = true;
    // the server does the first send, whose answer is lost; the same key again gets its first answer
    api.respond((req) => {
      if (req.url === '/api/money-transfer' && req.method === 'put') {
        const key = String(req.headers['idempotency-key']);
        const replayed = done.has(key);
        done.add(key);
        if (lose) {
          lose = false;
          throw Object.assign(new Error('Network Error'), { isAxiosError: true, code: 'ERR_NETWORK' });
        }
        return { body: { transferId: 7, type: 'SEND', transferMoney: '200000000', money: '3399800000000' }, headers: replayed ? { 'idempotent-replayed': 'true' } : undefined };
      }
      if (req.url === '/api/money-transfer/status') return { body: status };
      return { body: { content: [], page: 0, size: 5, totalElements: 0, totalPages: 0 } };
    });
    const send = async () => {
      await waitFor(() => expect(within(form).getByRole('button', { name: '보내기' }).getAttribute('aria-busy')).not.toBe('true'));
      fireEvent.click(within(form).getByRole('button', { name: '보내기' }));
      await accept();
    };
    await send();
    await waitFor(() => expect(hanpanStore.getState().layer.current?.header).toBe('처리 결과 확인 필요'));
    await close();
    const typed = (within(form).getByLabelText('보낼 금액') as HTMLInputElement).value;
    await send();
    await waitFor(() => expect(hanpanStore.getState().layer.current?.header).toBe('이미 처리된 요청'));
    expect(String(hanpanStore.getState().layer.current?.body)).toBe('브이*러스님에게 2억 전송은 응답을 받지 못했던 앞의 요청으로 이미 처리되어, 이번에는 다시 하지 않았습니다. 한 번 더 하려면 다시 눌러 주세요.');
    await close();
    expect(done.size).toBe(1);
    // the form as it was, for 'press again'
    expect((within(form).getByLabelText('보낼 금액') as HTMLInputElement).value).toBe(typed);
    await send();
    await waitFor(() => expect(hanpanStore.getState().layer.current?.header).toBe('전송 완료'));
    expect(done.size).toBe(2);
    expect((within(form).getByLabelText('보낼 금액') as HTMLInputElement).value).toBe('');
  });

  it('SEND and RECEIVE: an answer lost to a timeout reads again what a transfer can change (its status and history, my money), not the whole cache', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const unrelated = [platformKeys.reloadableState('10000103'), platformKeys.globalBanners()];
    for (const key of [platformKeys.personalZone('10000103'), ...unrelated]) client.setQueryData(key, {});
    renderPopup(client);
    const reads = (url: string) => api.calls.filter((c) => c.url === url).length;
    await screen.findByTestId('transfer-send');
    api.respond((req) => {
      if (req.url === '/api/money-transfer' && req.method === 'put') throw Object.assign(new Error('timeout of 10000ms exceeded'), { isAxiosError: true, code: 'ECONNABORTED' });
      if (req.url === '/api/money-transfer/status') return { body: status };
      if (req.url === '/api/money-transfer/recipient') return recipientAnswer(String((req.params as { memberNo?: string }).memberNo));
      return { body: { content: [], page: 0, size: 5, totalElements: 0, totalPages: 0 } };
    });
    const lose = async (tab: string, fill: (form: HTMLElement) => Promise<void>, button: string) => {
      fireEvent.click(screen.getByRole('tab', { name: tab }));
      const form = await screen.findByTestId(tab === '보내기' ? 'transfer-send' : 'transfer-receive');
      await fill(form);
      for (const key of [platformKeys.personalZone('10000103'), ...unrelated]) client.setQueryData(key, {});
      // a query still on its first read would only join it when invalidated: let them all arrive
      await waitFor(() => expect(client.isFetching()).toBe(0));
      const before = ['/api/money-transfer/status', '/api/money-transfer/histories'].map((url) => [url, reads(url)] as const);
      fireEvent.click(within(form).getByRole('button', { name: button }));
      await accept();
      await waitFor(() => expect(hanpanStore.getState().layer.current?.header).toBe('처리 결과 확인 필요'));
      await waitFor(() => expect(before.filter(([url, n]) => reads(url) <= n).map(([url]) => url)).toEqual([]));
      expect(client.getQueryState(platformKeys.personalZone('10000103'))?.isInvalidated).toBe(true);
      for (const key of unrelated) expect(client.getQueryState(key)?.isInvalidated).toBe(false);
      await close();
    };
    await lose(
      '보내기',
      async (form) => {
        fireEvent.change(within(form).getByLabelText('받는 회원번호'), { target: { value: '10000102' } });
        fireEvent.change(within(form).getByLabelText('보낼 금액'), { target: { value: '200000000' } });
        fireEvent.click(within(form).getByRole('button', { name: '받는 분 확인' }));
        await within(form).findByTestId('recipient');
      },
      '보내기',
    );
    await lose(
      '받기 요청',
      async (form) => {
        fireEvent.change(within(form).getByLabelText('받을 금액'), { target: { value: '200000000' } });
      },
      '받기',
    );
  });

  it('SEND: waits until the number in the field is looked up (focusable, saying why); the confirm names the nickname', async () => {
    renderPopup();
    const form = await screen.findByTestId('transfer-send');
    const send = () => within(form).getByRole('button', { name: '보내기' });
    fireEvent.change(within(form).getByLabelText('받는 회원번호'), { target: { value: '10000102' } });
    fireEvent.change(within(form).getByLabelText('보낼 금액'), { target: { value: '200000000' } });
    expect(send().getAttribute('aria-disabled')).toBe('true');
    // not natively disabled (Tab reaches it) and described by the line that says what it waits for
    expect(send()).toHaveProperty('disabled', false);
    expect(document.getElementById(send().getAttribute('aria-describedby') ?? '')?.textContent).toBe('회원번호를 입력하고 받는 분 확인을 눌러 닉네임을 확인해 주세요.');
    fireEvent.click(send());
    await waitFor(() => expect(hanpanStore.getState().layer.current?.body).toBe('받는 분 확인을 눌러 받는 분의 닉네임을 먼저 확인해 주세요.'));
    await close();
    // no lookup until asked: each one counts against the member's limit
    expect(recipientCalls()).toEqual([]);
    fireEvent.click(within(form).getByRole('button', { name: '받는 분 확인' }));
    await waitFor(() => expect(send().getAttribute('aria-disabled')).toBeNull());
    expect(recipientCalls()).toEqual(['10000102']);
    expect(within(form).getByTestId('recipient').textContent).toBe('받는 분: 브이*러스 (회원번호 10000102)');
    fireEvent.click(send());
    await waitFor(() => expect(hanpanStore.getState().layer.current?.type).toBe('confirm'));
    expect(hanpanStore.getState().layer.current?.body).toBe('받는 분: 브이*러스 (회원번호 10000102)\n2억을 보내시겠습니까? 보낸 머니는 돌려받을 수 없습니다.');
    // money sent cannot be taken back: the dialog opens on 취소
    expect(hanpanStore.getState().layer.current?.defaultFocus).toBe('cancel');
    hanpanStore.getState().resolvePopup(false);
    // the send action ends after the answer (its running mark cleared)
    await waitFor(() => expect(hanpanStore.getState().actions.running).toEqual([]));
    expect(api.calls.some((c) => c.method === 'put' && c.url === '/api/money-transfer')).toBe(false);
  });

  it('SEND: a changed number clears the confirmed nickname until it is looked up again', async () => {
    renderPopup();
    const form = await screen.findByTestId('transfer-send');
    const send = () => within(form).getByRole('button', { name: '보내기' });
    fireEvent.change(within(form).getByLabelText('받는 회원번호'), { target: { value: '10000102' } });
    fireEvent.change(within(form).getByLabelText('보낼 금액'), { target: { value: '200000000' } });
    fireEvent.click(within(form).getByRole('button', { name: '받는 분 확인' }));
    await within(form).findByTestId('recipient');
    expect(send().getAttribute('aria-disabled')).toBeNull();
    // one digit off is someone else
    fireEvent.change(within(form).getByLabelText('받는 회원번호'), { target: { value: '10000101' } });
    expect(within(form).queryByTestId('recipient')).toBeNull();
    expect(send().getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(within(form).getByRole('button', { name: '받는 분 확인' }));
    expect((await within(form).findByTestId('recipient')).textContent).toBe('받는 분: 한판**탈출 (회원번호 10000101)');
    expect(send().getAttribute('aria-disabled')).toBeNull();
    expect(recipientCalls()).toEqual(['10000102', '10000101']);
    fireEvent.click(send());
    await waitFor(() => expect(String(hanpanStore.getState().layer.current?.body)).toContain('받는 분: 한판**탈출 (회원번호 10000101)'));
    await accept();
    await waitFor(() => expect(api.calls.some((c) => c.method === 'put' && c.url === '/api/money-transfer')).toBe(true));
    expect(JSON.parse(String(api.calls.find((c) => c.method === 'put' && c.url === '/api/money-transfer')!.data))).toEqual({ destinationMemberNo: 10000101, transferMoney: '200000000', type: 'SEND' });
    // the flow ends in this test: its result alert must not open after the clean-up, in the next
    // test's store (on a slow CI run the allow test then answered it instead of its own confirm)
    await waitFor(() => expect(String(hanpanStore.getState().layer.current?.body)).toContain('2억을 보냈습니다'));
  });

  it('SEND: lookup refusals show in Korean by the field and keep the send waiting (unknown, too many, myself)', async () => {
    hanpanStore.getState().clearErrorPage();
    renderPopup();
    const form = await screen.findByTestId('transfer-send');
    const send = () => within(form).getByRole('button', { name: '보내기' });
    const lookUp = async (no: string) => {
      fireEvent.change(within(form).getByLabelText('받는 회원번호'), { target: { value: no } });
      fireEvent.click(within(form).getByRole('button', { name: '받는 분 확인' }));
      return (await within(form).findByTestId('recipient-error')).textContent;
    };
    fireEvent.change(within(form).getByLabelText('보낼 금액'), { target: { value: '200000000' } });
    expect(await lookUp('99999999')).toBe('회원번호를 다시 확인해 주세요.');
    expect(send().getAttribute('aria-disabled')).toBe('true');
    expect(await lookUp('10000199')).toBe('회원번호 조회가 너무 많습니다. 잠시 후 다시 시도해 주세요.');
    expect(send().getAttribute('aria-disabled')).toBe('true');
    expect(await lookUp('10000103')).toBe('본인과는 머니를 주고받을 수 없습니다.');
    expect(within(form).queryByTestId('recipient')).toBeNull();
    // said once: not again under the amount
    expect(within(form).getAllByRole('alert')).toHaveLength(1);
    expect(send().getAttribute('aria-disabled')).toBe('true');
    // not a member number: said here, no lookup spent
    expect(await lookUp('12ab')).toBe('받는 회원번호를 숫자로 입력해 주세요.');
    expect(recipientCalls()).toEqual(['99999999', '10000199', '10000103']);
    // the not-found answer is a rule refusal (422), not the full not-found page
    expect(hanpanStore.getState().global.errorPage).toBeNull();
  });

  it('SEND: a refused number marks 받는 회원번호 (aria-invalid), describes it by the reason and takes the focus back from 받는 분 확인', async () => {
    renderPopup();
    const form = await screen.findByTestId('transfer-send');
    const number = within(form).getByLabelText('받는 회원번호');
    const button = within(form).getByRole('button', { name: '받는 분 확인' });
    const described = () => (number.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(number.getAttribute('aria-invalid')).toBe('false');
    expect(number.hasAttribute('aria-describedby')).toBe(false);
    const lookUp = async (no: string, reason: string) => {
      fireEvent.change(number, { target: { value: no } });
      button.focus();
      fireEvent.click(button);
      expect((await within(form).findByTestId('recipient-error')).textContent).toBe(reason);
      await waitFor(() => expect(document.activeElement).toBe(number));
      expect(number.getAttribute('aria-invalid')).toBe('true');
      expect(described()).toEqual([reason]);
      expect(described()[0]).toBe(within(form).getByRole('alert').textContent);
    };
    // not digits: said at once; unknown, and myself: the lookup's answers
    await lookUp('abc', '받는 회원번호를 숫자로 입력해 주세요.');
    await lookUp('1', '회원번호를 다시 확인해 주세요.');
    await lookUp('10000103', '본인과는 머니를 주고받을 수 없습니다.');
    // a number found: the field is fine again and the focus stays where it was
    fireEvent.change(number, { target: { value: '10000102' } });
    button.focus();
    fireEvent.click(button);
    await within(form).findByTestId('recipient');
    expect(number.getAttribute('aria-invalid')).toBe('false');
    expect(number.hasAttribute('aria-describedby')).toBe(false);
    expect(document.activeElement).toBe(button);
  });

  it('SEND: Enter in 받는 회원번호 looks the number up (never sends); Enter in the amount before that says to look it up', async () => {
    renderPopup();
    const form = await screen.findByTestId('transfer-send');
    const number = within(form).getByLabelText('받는 회원번호');
    // an empty field: nothing to look up
    expect(fireEvent.keyDown(number, { key: 'Enter' })).toBe(false);
    expect(recipientCalls()).toEqual([]);
    fireEvent.change(number, { target: { value: '10000102' } });
    fireEvent.change(within(form).getByLabelText('보낼 금액'), { target: { value: '1억' } });
    // 보내기 waits for the lookup: the browser's Enter would do nothing; ours says what is missing
    expect(fireEvent.keyDown(within(form).getByLabelText('보낼 금액'), { key: 'Enter' })).toBe(false);
    await waitFor(() => expect(hanpanStore.getState().layer.current?.body).toBe('받는 분 확인을 눌러 받는 분의 닉네임을 먼저 확인해 주세요.'));
    await close();
    expect(recipientCalls()).toEqual([]);
    // the last key of a Korean IME composition is not an Enter of the player's
    fireEvent.keyDown(number, { key: 'Enter', isComposing: true });
    expect(recipientCalls()).toEqual([]);
    expect(fireEvent.keyDown(number, { key: 'Enter' })).toBe(false);
    expect((await within(form).findByTestId('recipient')).textContent).toBe('받는 분: 브이*러스 (회원번호 10000102)');
    expect(recipientCalls()).toEqual(['10000102']);
    // confirmed: Enter there still does not send (no confirm opens)
    expect(fireEvent.keyDown(number, { key: 'Enter' })).toBe(false);
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(hanpanStore.getState().layer.current).toBeNull();
    // the amount as the placeholder writes it ("1억 이상")
    expect(within(form).getByText('1억을 보냅니다.')).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: '보내기' }));
    await waitFor(() => expect(hanpanStore.getState().layer.current?.body).toBe('받는 분: 브이*러스 (회원번호 10000102)\n1억을 보내시겠습니까? 보낸 머니는 돌려받을 수 없습니다.'));
    await close(false);
  });

  it('SEND: a refused amount marks the amount field (aria-invalid) and describes it by the message; a refused number does not', async () => {
    renderPopup();
    const form = await screen.findByTestId('transfer-send');
    const amount = within(form).getByLabelText('보낼 금액');
    const described = () => (amount.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(amount.getAttribute('aria-invalid')).toBe('false');
    expect(described()).toEqual(['1회 최대 1,000억 · 하루 최대 5,000억 (200회)']);
    fireEvent.change(within(form).getByLabelText('받는 회원번호'), { target: { value: '10000102' } });
    fireEvent.change(amount, { target: { value: '5천만' } });
    expect(within(form).getByTestId('amount-check').textContent).toBe('1억 이상 보낼 수 있습니다.');
    // read with the field while typing, not announced at every key (a refused 보내기 announces it)
    expect(within(form).queryByRole('alert')).toBeNull();
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(described()).toEqual(['1억 이상 보낼 수 있습니다.', '1회 최대 1,000억 · 하루 최대 5,000억 (200회)']);
    fireEvent.change(amount, { target: { value: '1억 5000만' } });
    expect(amount.getAttribute('aria-invalid')).toBe('false');
    expect(described()[0]).toBe('1억 5,000만을 보냅니다.');
    // the number is at fault: said under the form, but the amount is not the field to fix
    fireEvent.change(within(form).getByLabelText('받는 회원번호'), { target: { value: '' } });
    expect(within(form).getByTestId('amount-check').textContent).toBe('받는 회원번호를 숫자로 입력해 주세요.');
    expect(amount.getAttribute('aria-invalid')).toBe('false');
    expect(described()).toEqual(['1회 최대 1,000억 · 하루 최대 5,000억 (200회)']);
  });

  it('RECEIVE: the field at fault is marked and described: the member number (not one who allows me), or the amount', async () => {
    renderPopup();
    fireEvent.click(await screen.findByRole('tab', { name: '받기 요청' }));
    const form = screen.getByTestId('transfer-receive');
    const number = within(form).getByLabelText('요청할 회원번호');
    const amount = within(form).getByLabelText('받을 금액');
    const describedBy = (el: HTMLElement) => (el.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    fireEvent.change(amount, { target: { value: '0' } });
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(number.getAttribute('aria-invalid')).toBe('false');
    expect(describedBy(amount)[0]).toBe('1억 이상 받을 수 있습니다.');
    fireEvent.change(number, { target: { value: '10000001' } });
    expect(number.getAttribute('aria-invalid')).toBe('true');
    expect(amount.getAttribute('aria-invalid')).toBe('false');
    expect(describedBy(number)).toEqual(["나에게 머니 받기를 허용한 회원이 아닙니다. 상대 회원에게 '받기 허용 설정'에서 내 회원번호를 등록해 달라고 부탁해 주세요."]);
    expect(describedBy(amount)).toHaveLength(1);
  });

  it('RECEIVE: a refused number is said under 요청할 회원번호 (in place of its hint), a refused amount under 받을 금액 (QA)', async () => {
    renderPopup();
    fireEvent.click(await screen.findByRole('tab', { name: '받기 요청' }));
    const form = screen.getByTestId('transfer-receive');
    const number = within(form).getByLabelText('요청할 회원번호');
    const amount = within(form).getByLabelText('받을 금액');
    /** The line right after a field's label: what is said under that field. */
    const under = (field: HTMLElement) => field.closest('label')!.nextElementSibling!;
    const hint = '나에게 머니 받기를 허용한 회원에게만 요청할 수 있습니다.';
    fireEvent.change(amount, { target: { value: '100000000' } });
    for (const [typed, message] of [
      ['abc', '요청할 회원번호를 숫자로 입력해 주세요.'],
      ['10000001', "나에게 머니 받기를 허용한 회원이 아닙니다. 상대 회원에게 '받기 허용 설정'에서 내 회원번호를 등록해 달라고 부탁해 주세요."],
      ['10000103', '본인에게서는 받을 수 없습니다.'],
    ] as const) {
      fireEvent.change(number, { target: { value: typed } });
      expect(under(number).textContent).toBe(message);
      expect(under(number).id).toBe(number.getAttribute('aria-describedby'));
      expect(number.getAttribute('aria-invalid')).toBe('true');
      expect(within(form).queryByText(hint)).toBeNull();
      // the amount field says nothing of it: only its limits
      expect(under(amount).textContent).toContain('1회 최대');
      expect(amount.getAttribute('aria-invalid')).toBe('false');
    }
    fireEvent.change(number, { target: { value: '10000102' } });
    fireEvent.change(amount, { target: { value: '1' } });
    expect(under(amount).textContent).toBe('1억 이상 받을 수 있습니다.');
    expect(amount.getAttribute('aria-describedby')!.split(' ')[0]).toBe(under(amount).id);
    expect(under(number).textContent).toBe('요청할 회원: 브이플러스 (회원번호 10000102)');
    expect(number.getAttribute('aria-invalid')).toBe('false');
  });

  it('RECEIVE: the API refusing the member (by its code, not its words) is said under 요청할 회원번호; another refusal in a dialog', async () => {
    let refusal = { code: 'ERROR_RECEIVE_NOT_ALLOWED', message: '허용 안 됨(서버 문구)' };
    // the beforeEach API with a refusing transfer (afterEach restores this one)
    api.restore();
    api = installFakeApi((req) => {
      if (req.url === '/api/money-transfer' && req.method === 'put') return { status: 422, message: refusal.message, body: { code: refusal.code, title: '머니 받기 실패' } };
      if (req.url === '/api/money-transfer/status') return { body: status };
      if (req.url === '/api/money-transfer/histories') return { body: { content: [], page: 0, size: 5, totalElements: 0, totalPages: 0 } };
      return { status: 404 };
    });
    renderPopup();
    fireEvent.click(await screen.findByRole('tab', { name: '받기 요청' }));
    const form = screen.getByTestId('transfer-receive');
    const number = within(form).getByLabelText('요청할 회원번호');
    const amount = within(form).getByLabelText('받을 금액');
    fireEvent.change(amount, { target: { value: '100000000' } });
    fireEvent.click(within(form).getByRole('button', { name: '받기' }));
    await accept();
    await waitFor(() => expect(document.activeElement).toBe(number));
    expect(within(form).getByRole('alert').textContent).toBe('허용 안 됨(서버 문구)');
    expect(number.closest('label')!.nextElementSibling).toBe(within(form).getByRole('alert'));
    expect(number.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(number.getAttribute('aria-describedby')!)?.textContent).toBe('허용 안 됨(서버 문구)');
    expect(amount.getAttribute('aria-invalid')).toBe('false');
    expect(hanpanStore.getState().layer.current).toBeNull();
    // a change of either field takes it back
    fireEvent.change(amount, { target: { value: '200000000' } });
    expect(number.getAttribute('aria-invalid')).toBe('false');
    expect(within(form).queryByRole('alert')).toBeNull();

    // the giver's money: not the number's fault, said in a dialog as before
    refusal = { code: 'ERROR_NOT_ENOUGH_MONEY', message: '상대 회원의 보유 머니가 부족합니다.' };
    await waitFor(() => expect(hanpanStore.getState().actions.running).toEqual([]));
    fireEvent.click(within(form).getByRole('button', { name: '받기' }));
    await accept();
    await waitFor(() => expect(hanpanStore.getState().layer.current?.body).toBe('상대 회원의 보유 머니가 부족합니다.'));
    expect(number.getAttribute('aria-invalid')).toBe('false');
  });

  it('RECEIVE_ALLOW: Enter in 허용할 회원번호 looks the number up, as 회원 확인 does', async () => {
    renderPopup();
    fireEvent.click(await screen.findByRole('tab', { name: '받기 허용 설정' }));
    const form = screen.getByTestId('transfer-allow');
    const number = within(form).getByLabelText('허용할 회원번호');
    fireEvent.change(number, { target: { value: '10000102' } });
    expect(fireEvent.keyDown(number, { key: 'Enter' })).toBe(false);
    expect((await within(form).findByTestId('recipient')).textContent).toBe('허용할 회원: 브이*러스 (회원번호 10000102)');
    expect(recipientCalls()).toEqual(['10000102']);
    // myself: the list's own rule refuses it, no lookup spent on Enter either
    fireEvent.change(number, { target: { value: '10000103' } });
    fireEvent.keyDown(number, { key: 'Enter' });
    expect(recipientCalls()).toEqual(['10000102']);
  });

  it('RECEIVE_ALLOW: the number is looked up first; the confirm names the masked nickname; the whole new list is sent', async () => {
    const restoreChannel = installFakeBroadcastChannel();
    const otherWindow = otherWindowOn<BalanceChangeMessage>(BALANCE_CHANNEL);
    cleanups.push(otherWindow.close, restoreChannel);
    renderPopup();
    fireEvent.click(await screen.findByRole('tab', { name: '받기 허용 설정' }));
    const form = screen.getByTestId('transfer-allow');
    const allow = () => within(form).getByRole('button', { name: '허용하기' });
    expect(within(form).getByText(/허용한 회원이 없습니다/)).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('허용할 회원번호'), { target: { value: '10000102' } });
    expect(allow().getAttribute('aria-disabled')).toBe('true');
    expect(recipientCalls()).toEqual([]);
    fireEvent.click(within(form).getByRole('button', { name: '회원 확인' }));
    expect((await within(form).findByTestId('recipient')).textContent).toBe('허용할 회원: 브이*러스 (회원번호 10000102)');
    expect(allow().getAttribute('aria-disabled')).toBeNull();
    fireEvent.click(allow());
    await waitFor(() => expect(hanpanStore.getState().layer.current?.type).toBe('confirm'));
    expect(hanpanStore.getState().layer.current?.body).toBe(
      '브이*러스(10000102)님이 내 머니를 받아 갈 수 있게 허용하시겠습니까? 허용한 회원은 내 동의 없이 하루 이동 한도 안에서 머니를 받아 갈 수 있습니다.',
    );
    expect(hanpanStore.getState().layer.current?.defaultFocus).toBe('cancel');
    await accept();
    await waitFor(() => expect(api.calls.some((c) => c.url === '/api/money-transfer/indicator')).toBe(true));
    expect(JSON.parse(String(api.calls.find((c) => c.url === '/api/money-transfer/indicator')!.data))).toEqual({ type: 'RECEIVE_ALLOW', targets: ['10000102'], basis: [] });
    expect(await screen.findByRole('button', { name: '브이플러스님 허용 해제' })).toBeTruthy();
    await waitFor(() => expect(hanpanStore.getState().tooltip.message).toBe('브이*러스님을 허용했습니다.'));
    // the player's other windows read the list again (another tab's would offer to undo it); the new mark seen is not news
    expect(otherWindow.heard.map((m) => m.source)).toEqual(['transfer-allow']);
    expect(within(form).getByLabelText('허용할 회원번호')).toHaveProperty('value', '');
    // 허용하기 waits again with the field emptied: the focus went on to the field for the next number
    await waitFor(() => expect(document.activeElement).toBe(within(form).getByLabelText('허용할 회원번호')));
  });

  it('RECEIVE_ALLOW: an unknown number is refused by the field before any confirm; the list’s own rules spend no lookup', async () => {
    hanpanStore.getState().clearErrorPage();
    renderPopup();
    fireEvent.click(await screen.findByRole('tab', { name: '받기 허용 설정' }));
    const form = screen.getByTestId('transfer-allow');
    const allow = () => within(form).getByRole('button', { name: '허용하기' });
    const lookUpButton = () => within(form).getByRole('button', { name: '회원 확인' });
    fireEvent.change(within(form).getByLabelText('허용할 회원번호'), { target: { value: '10000001' } });
    fireEvent.click(lookUpButton());
    expect((await within(form).findByTestId('recipient-error')).textContent).toBe('회원번호를 다시 확인해 주세요.');
    expect(allow().getAttribute('aria-disabled')).toBe('true');
    // submitted anyway: the reason stays by the field, which takes the focus; no confirm, no second telling
    fireEvent.submit(form);
    await waitFor(() => expect(document.activeElement).toBe(within(form).getByLabelText('허용할 회원번호')));
    expect(hanpanStore.getState().layer.current).toBeNull();
    // a number not yet looked up: how to look it up
    fireEvent.change(within(form).getByLabelText('허용할 회원번호'), { target: { value: '10000101' } });
    fireEvent.submit(form);
    await waitFor(() => expect(hanpanStore.getState().layer.current?.body).toBe('회원 확인을 눌러 허용할 회원의 닉네임을 먼저 확인해 주세요.'));
    await close();
    // myself: said by the form, the lookup is not offered
    fireEvent.change(within(form).getByLabelText('허용할 회원번호'), { target: { value: '10000103' } });
    expect(within(form).getByRole('alert').textContent).toBe('본인은 허용 대상으로 등록할 수 없습니다.');
    // the field is marked and described by it, as a lookup's refusal is
    const field = within(form).getByLabelText('허용할 회원번호');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent).toBe('본인은 허용 대상으로 등록할 수 없습니다.');
    expect(lookUpButton()).toHaveProperty('disabled', true);
    expect(allow().getAttribute('aria-disabled')).toBe('true');
    expect(recipientCalls()).toEqual(['10000001']);
    expect(api.calls.some((c) => c.url === '/api/money-transfer/indicator')).toBe(false);
    expect(hanpanStore.getState().global.errorPage).toBeNull();
  });
});
