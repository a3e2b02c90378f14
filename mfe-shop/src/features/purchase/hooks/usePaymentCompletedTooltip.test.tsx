// The payment's result on the page it came back to is the only word the player gets (the mobile
// shop shows no balance): it stays long enough to read its two sentences.
import { act, renderHook } from '@testing-library/react';
import { PAYMENT_RESULT_STORAGE_KEY } from '@hanpan/contracts/constants';
import { AreaProviders, hanpanStore } from '@hanpan/platform';
import { createQueryWrapper } from '@hanpan/platform/testing';
import { resetStore } from '../../../test/renderShop';
import { PAYMENT_RESULT_TOOLTIP_MS, usePaymentCompletedTooltip } from './usePaymentCompletedTooltip';

afterEach(() => {
  jest.useRealTimers();
  resetStore();
});

it('back from a completed charge: the message stays for seconds, not the default 1.5 s (it wrapped to 3 lines on a phone and was gone before it was read)', () => {
  jest.useFakeTimers();
  sessionStorage.setItem(PAYMENT_RESULT_STORAGE_KEY, JSON.stringify({ status: 'COMPLETED', kind: 'charge', orderNo: 'O1', at: Date.now() }));
  const { client } = createQueryWrapper();
  renderHook(() => usePaymentCompletedTooltip(), { wrapper: ({ children }) => <AreaProviders client={client}>{children}</AreaProviders> });
  const message = () => hanpanStore.getState().tooltip.message;
  expect(message()).toBe('한코인 충전이 완료되었습니다. 보유 한코인에 반영했습니다.');
  act(() => jest.advanceTimersByTime(3000));
  expect(message()).toBe('한코인 충전이 완료되었습니다. 보유 한코인에 반영했습니다.');
  act(() => jest.advanceTimersByTime(PAYMENT_RESULT_TOOLTIP_MS - 3000));
  expect(message()).toBeNull();
});

it('back from a purchase that completed a collection book (a phone, a blocked popup): the stored result names the reward', () => {
  const note = "컬렉션북 '신사 숙녀 컬렉션' 완성 보상 게임머니 5억 지급 (보유 120억)";
  sessionStorage.setItem(PAYMENT_RESULT_STORAGE_KEY, JSON.stringify({ status: 'COMPLETED', kind: 'shop', orderNo: 'O2', notes: [note, 7], at: Date.now() }));
  const { client } = createQueryWrapper();
  renderHook(() => usePaymentCompletedTooltip(), { wrapper: ({ children }) => <AreaProviders client={client}>{children}</AreaProviders> });
  expect(hanpanStore.getState().tooltip.message).toBe(`결제가 완료되었습니다. 보관함과 보유 머니에 반영했습니다. ${note}`);
});

it('back from a charge: the mileage it earned is said too (QA: the result popup said it and closed in 1.5 s)', () => {
  const note = '마일리지 200 적립 (마일리지 2배 적립 이벤트)';
  sessionStorage.setItem(PAYMENT_RESULT_STORAGE_KEY, JSON.stringify({ status: 'COMPLETED', kind: 'charge', orderNo: 'O3', notes: [note], at: Date.now() }));
  const { client } = createQueryWrapper();
  renderHook(() => usePaymentCompletedTooltip(), { wrapper: ({ children }) => <AreaProviders client={client}>{children}</AreaProviders> });
  expect(hanpanStore.getState().tooltip.message).toBe(`한코인 충전이 완료되었습니다. 보유 한코인에 반영했습니다. ${note}`);
});
