import { ApiError, hanpanStore, selectCurrentPopup } from '@hanpan/platform';
import { sendConfirmingRepeat } from './sendConfirmingRepeat';

const repeat = new ApiError({ kind: 'rule', status: 422, message: '방금 한*님에게 2억을 보냈습니다. 같은 금액을 한 번 더 보내시겠습니까?', body: { code: 'ERROR_REPEATED_TRANSFER', title: '머니 전송' } });

/** Answers the confirm the helper opens, after checking what it asks. */
async function answer(yes: boolean) {
  await Promise.resolve();
  await Promise.resolve();
  const popup = selectCurrentPopup(hanpanStore.getState());
  expect(popup?.type).toBe('confirm');
  expect(popup?.header).toBe('머니 전송');
  expect(popup?.body).toBe(repeat.message);
  expect(popup?.submitText).toBe('한 번 더 보내기');
  hanpanStore.getState().resolvePopup(yes);
}

/** A send the server answers with the repeat question until it is confirmed. */
const askedFirst = () =>
  jest.fn(async (confirmRepeat: boolean) => {
    if (!confirmRepeat) throw repeat;
    return 'again';
  });

afterEach(() => hanpanStore.getState().closeAllPopups());

it('sends once when the server does not ask', async () => {
  const send = jest.fn(async (_confirmRepeat: boolean) => 'done');
  await expect(sendConfirmingRepeat(send, 'ERROR_REPEATED_TRANSFER', '한 번 더 보내기')).resolves.toBe('done');
  expect(send.mock.calls).toEqual([[false]]);
});

it('the repeat question, declined: nothing sent again (null)', async () => {
  const send = askedFirst();
  const result = sendConfirmingRepeat(send, 'ERROR_REPEATED_TRANSFER', '한 번 더 보내기');
  await answer(false);
  await expect(result).resolves.toBeNull();
  expect(send.mock.calls).toEqual([[false]]);
});

it('the repeat question, confirmed: sent again as confirmed', async () => {
  const send = askedFirst();
  const result = sendConfirmingRepeat(send, 'ERROR_REPEATED_TRANSFER', '한 번 더 보내기');
  await answer(true);
  await expect(result).resolves.toBe('again');
  expect(send.mock.calls).toEqual([[false], [true]]);
});

it('any other failure is the caller’s to tell', async () => {
  const other = new ApiError({ kind: 'rule', status: 422, message: '보유 머니가 부족합니다.', body: { code: 'ERROR_NOT_ENOUGH_MONEY' } });
  await expect(sendConfirmingRepeat(async () => Promise.reject(other), 'ERROR_REPEATED_TRANSFER', '한 번 더 보내기')).rejects.toBe(other);
  expect(selectCurrentPopup(hanpanStore.getState())).toBeNull();
});
