// The payment forms' tests (join, change, options): a fake API, and after each test no popup left
// open and the mocked payment window call cleared. Each test file still mocks
// '../../payment/lib/paymentWindow' itself (jest.mock is per file).
import { hanpanStore } from '@hanpan/platform';
import { installFakeApi } from '@hanpan/platform/testing';
import { continueToPayment } from '../features/payment/lib/paymentWindow';

export function installPaymentFormKit(): ReturnType<typeof installFakeApi> {
  const api = installFakeApi();
  afterAll(() => api.restore());
  afterEach(() => {
    hanpanStore.getState().closeAllPopups();
    jest.mocked(continueToPayment).mockClear();
  });
  return api;
}
