import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { installFakeApi, installFakeBroadcastChannel, otherWindowOn, type FakeAnswer, type FakeApi } from '@hanpan/platform/testing';
import { BALANCE_CHANNEL } from '@hanpan/contracts/constants';
import { AreaProviders, hanpanStore, type BalanceChangeMessage, type PortalRoute } from '@hanpan/platform';
import type { EventProcessorResult, GoldboxPrize } from '@hanpan/contracts';
import { SHELL_ROUTES } from '../routes/shellRoutes';
import { GoldboxPopup } from './GoldboxPopup';
import { goldboxOpenedMessage, goldboxReceivedMessage } from '../features/events/goldboxPrize';

const ROUTE = SHELL_ROUTES.find((r) => r.path === '/popup/goldbox') as PortalRoute;

const prize = (p: Partial<GoldboxPrize>): GoldboxPrize => ({ kind: 'MONEY', amount: '1000000000', storedOverMoney: '0', itemCode: null, itemName: null, ...p });

let api: FakeApi;
let opened: GoldboxPrize | null;
let openAnswer: () => FakeAnswer;
let restoreChannel: () => void;

function statusAnswer(): EventProcessorResult {
  return {
    eventName: 'goldbox',
    processorName: 'status',
    result: { ongoing: true, isTarget: true, participated: opened !== null, startDateTime: '2030-01-01T00:00:00.000Z', endDateTime: '2030-01-31T00:00:00.000Z' },
    ...(opened ? { prize: opened } : {}),
  };
}

beforeEach(() => {
  restoreChannel = installFakeBroadcastChannel();
  hanpanStore.getState().setMember({ memberNo: 10000104, nickname: '브이아이피' });
  opened = null;
  openAnswer = () => {
    opened = prize({ amount: '1000000000' });
    return { body: { eventName: 'goldbox', processorName: 'participate', result: { participated: true, participatedAt: '2030-01-02T00:00:00.000Z' }, prize: opened } };
  };
  api = installFakeApi((req) => {
    if (req.url === '/api/events/goldbox/processors' && req.method === 'get') return { body: statusAnswer() };
    if (req.url === '/api/events/goldbox/processors' && req.method === 'post') return openAnswer();
    return { body: null };
  });
});
afterEach(() => {
  api.restore();
  restoreChannel();
  hanpanStore.getState().closeAllPopups();
  hanpanStore.getState().resetMember();
});

const renderPopup = () =>
  render(
    <AreaProviders client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <GoldboxPopup route={ROUTE} />
    </AreaProviders>,
  );

const posts = () => api.calls.filter((c) => c.method === 'post' && c.url === '/api/events/goldbox/processors');

describe('GoldboxPopup', () => {
  it('opening it says exactly what was received, tells the opener, and then shows what the goldbox gave', async () => {
    const opener = otherWindowOn<BalanceChangeMessage>(BALANCE_CHANNEL);
    const heard = opener.heard;
    renderPopup();
    const open = await screen.findByRole('button', { name: '골드박스 열기' });
    // a double click is one opening
    fireEvent.click(open);
    fireEvent.click(open);
    await waitFor(() => expect(hanpanStore.getState().layer.current?.type).toBe('alert'));
    expect(hanpanStore.getState().layer.current?.body).toBe('골드박스에서 게임머니 10억을 받았습니다.');
    expect(hanpanStore.getState().layer.queue).toHaveLength(0);
    expect(posts()).toHaveLength(1);
    expect(JSON.parse(String(posts()[0]!.data))).toEqual({ processorName: 'participate' });
    expect(posts()[0]!.headers['idempotency-key']).toBeTruthy();
    expect(heard.map((m) => m.source)).toEqual(['event']);
    await act(async () => {
      hanpanStore.getState().resolvePopup(true);
    });
    // opened here a moment ago: not told '이미' (read as a refusal, QA keyboard)
    expect((await screen.findByTestId('goldbox-done')).textContent).toBe('골드박스를 열었습니다. 받은 선물: 게임머니 10억');
    expect(screen.queryByRole('button', { name: '골드박스 열기' })).toBeNull();
    opener.close();
  });

  it('a member who opened it before sees the prize; opened meanwhile elsewhere, the refusal names it and the popup shows it', async () => {
    openAnswer = () => {
      opened = prize({ kind: 'ITEM', amount: '1', itemCode: 'C1472', itemName: '가위바위보 그레이트' });
      return { status: 422, message: '이미 골드박스를 열었습니다. 받은 선물: 가위바위보 그레이트', body: { code: 'ERROR_ALREADY_PARTICIPATED', title: '골드박스', detail: { prize: opened } } };
    };
    renderPopup();
    fireEvent.click(await screen.findByRole('button', { name: '골드박스 열기' }));
    await waitFor(() => expect(hanpanStore.getState().layer.current?.type).toBe('alert'));
    expect(hanpanStore.getState().layer.current?.header).toBe('골드박스');
    expect(hanpanStore.getState().layer.current?.body).toBe('이미 골드박스를 열었습니다. 받은 선물: 가위바위보 그레이트');
    expect((await screen.findByTestId('goldbox-done')).textContent).toBe('이미 골드박스를 열었습니다. 받은 선물: 가위바위보 그레이트 (보관함에서 확인하세요)');
  });

  it('without any goldbox event (a portal that has none running) says so in the popup, not as the 404 page', async () => {
    api.respond(() => ({ status: 404, message: '이벤트를 찾을 수 없습니다.' }));
    renderPopup();
    expect(await screen.findByText('지금 진행 중인 골드박스 이벤트가 없습니다. 다음 이벤트를 기대해 주세요.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '골드박스 열기' })).toBeNull();
    expect(hanpanStore.getState().global.errorPage).toBeNull();
  });
});

describe('goldbox prize messages', () => {
  it('names money in 억/조, mileage, items in 보관함, and what the holding limit sent to the over-money store', () => {
    expect(goldboxReceivedMessage(prize({ amount: '100000000' }))).toBe('골드박스에서 게임머니 1억을 받았습니다.');
    expect(goldboxReceivedMessage(prize({ amount: '10000000000' }))).toBe('골드박스에서 게임머니 100억을 받았습니다.');
    expect(goldboxReceivedMessage(prize({ amount: '1500000000000' }))).toBe('골드박스에서 게임머니 1조 5,000억을 받았습니다.');
    expect(goldboxReceivedMessage(prize({ amount: '10000000000', storedOverMoney: '7000000000' }))).toBe(
      '골드박스에서 게임머니 100억을 받았습니다. 보유 한도를 넘은 70억은 초과 머니 보관함에 보관했습니다.',
    );
    expect(goldboxReceivedMessage(prize({ kind: 'MILEAGE', amount: '100' }))).toBe('골드박스에서 100마일리지를 받았습니다.');
    expect(goldboxReceivedMessage(prize({ kind: 'ITEM', amount: '1', itemCode: 'C1433', itemName: '로얄 하프 룰렛' }))).toBe('골드박스에서 로얄 하프 룰렛을 받았습니다. 보관함에 들어갔습니다.');
    expect(goldboxReceivedMessage(prize({ kind: 'ITEM', amount: '1', itemCode: 'C1472', itemName: '가위바위보 그레이트' }))).toBe('골드박스에서 가위바위보 그레이트를 받았습니다. 보관함에 들어갔습니다.');
    expect(goldboxOpenedMessage(prize({ amount: '10000000000', storedOverMoney: '7000000000' }))).toBe('이미 골드박스를 열었습니다. 받은 선물: 게임머니 100억 (70억은 초과 머니 보관함에 보관)');
    expect(goldboxOpenedMessage(prize({ kind: 'MILEAGE', amount: '100' }))).toBe('이미 골드박스를 열었습니다. 받은 선물: 100마일리지');
    // opened before the goldbox had prizes: nothing to name
    expect(goldboxOpenedMessage(undefined)).toBe('이미 골드박스를 열었습니다. 참여해 주셔서 감사합니다.');
  });

});
