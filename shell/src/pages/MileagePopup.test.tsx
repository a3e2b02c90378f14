import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { installFakeApi, type FakeAnswer, type FakeApi } from '@hanpan/platform/testing';
import { AreaProviders, hanpanStore, type PortalRoute } from '@hanpan/platform';
import type { MileageGiftStatus } from '@hanpan/contracts';
import { SHELL_ROUTES } from '../routes/shellRoutes';
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
beforeEach(() => {
  hanpanStore.getState().setMember({ memberNo: 10000111, nickname: '머니친구가' });
  api = installFakeApi((req) => {
    if (req.url === '/api/mileage/current') return { body: { currentMileage: '20000', soonToExpireMileage: '0', exchangeUnit: '1000', moneyPerMileage: '100000000' } };
    if (req.url === '/api/mileage/gift/status') return { body: STATUS };
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

async function giftForm() {
  render(
    <AreaProviders client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MileagePopup route={ROUTE} />
    </AreaProviders>,
  );
  fireEvent.click(await screen.findByRole('tab', { name: '선물하기' }));
  const form = await screen.findByTestId('mileage-gift');
  const send = () => within(form).getByRole('button', { name: '선물하기' });
  const type = (label: string, value: string) => fireEvent.change(within(form).getByLabelText(label), { target: { value } });
  return { form, send, type, check: () => fireEvent.click(within(form).getByRole('button', { name: '받는 분 확인' })) };
}

describe('MileagePopup gift', () => {
  it('stays disabled until the number is looked up; the nickname shows and the confirm names it; the gift goes out after yes', async () => {
    const { form, send, type, check } = await giftForm();
    type('받는 회원번호', '10000112');
    type('선물할 마일리지', '1500');
    expect(send()).toHaveProperty('disabled', true);
    expect(recipientCalls()).toEqual([]);
    check();
    expect((await within(form).findByTestId('recipient')).textContent).toBe('받는 분: 머니*구나 (회원번호 10000112)');
    expect(send()).toHaveProperty('disabled', false);
    fireEvent.click(send());
    await waitFor(() => expect(hanpanStore.getState().layer.current?.type).toBe('confirm'));
    expect(hanpanStore.getState().layer.current?.body).toBe('받는 분: 머니*구나 (회원번호 10000112)\n1,500 마일리지를 선물하시겠습니까? 선물한 마일리지는 돌려받을 수 없습니다.');
    hanpanStore.getState().resolvePopup(true);
    await waitFor(() => expect(api.calls.some((c) => c.method === 'post' && c.url === '/api/mileage/gift')).toBe(true));
    expect(JSON.parse(String(api.calls.find((c) => c.url === '/api/mileage/gift')!.data))).toEqual({ destinationMemberNo: 10000112, mileage: '1500' });
    await waitFor(() => expect(String(hanpanStore.getState().layer.current?.body)).toContain('머니친구나님에게 1,500 마일리지를 선물했습니다.'));
    expect(recipientCalls()).toEqual(['10000112']);
  });

  it('a changed number clears the confirmed nickname and disables the gift until looked up again', async () => {
    const { form, send, type, check } = await giftForm();
    type('받는 회원번호', '10000112');
    type('선물할 마일리지', '1500');
    check();
    await within(form).findByTestId('recipient');
    expect(send()).toHaveProperty('disabled', false);
    type('받는 회원번호', '10000113');
    expect(within(form).queryByTestId('recipient')).toBeNull();
    expect(send()).toHaveProperty('disabled', true);
    // submitting anyway (Enter) sends nothing
    fireEvent.submit(form);
    await waitFor(() => expect(hanpanStore.getState().layer.current?.body).toBe('받는 분 확인을 눌러 받는 분의 닉네임을 먼저 확인해 주세요.'));
    hanpanStore.getState().resolvePopup(true);
    check();
    expect((await within(form).findByTestId('recipient')).textContent).toBe('받는 분: 머니*구다 (회원번호 10000113)');
    expect(send()).toHaveProperty('disabled', false);
    expect(api.calls.some((c) => c.url === '/api/mileage/gift')).toBe(false);
  });

  it('lookup refusals show in Korean by the field and keep the gift disabled (unknown, too many, myself)', async () => {
    const { form, send, type, check } = await giftForm();
    type('선물할 마일리지', '1500');
    const lookUp = async (no: string) => {
      type('받는 회원번호', no);
      check();
      return (await within(form).findByTestId('recipient-error')).textContent;
    };
    expect(await lookUp('99999999')).toBe('회원번호를 다시 확인해 주세요.');
    expect(send()).toHaveProperty('disabled', true);
    expect(await lookUp('10000199')).toBe('회원번호 조회가 너무 많습니다. 잠시 후 다시 시도해 주세요.');
    expect(send()).toHaveProperty('disabled', true);
    expect(await lookUp('10000111')).toBe('본인에게는 마일리지를 선물할 수 없습니다.');
    expect(send()).toHaveProperty('disabled', true);
    expect(within(form).queryByTestId('recipient')).toBeNull();
    expect(recipientCalls()).toEqual(['99999999', '10000199', '10000111']);
  });
});
