// The partner step's code arrives ahead of its box's and bar's buttons: a popup opened only after a
// download may be refused as not from the click.
import { createHanpanStore } from '@hanpan/platform';
import { runLoginActionOnce } from './loginGate';

let mockStepLoaded = 0;
jest.mock('./loginStep', () => {
  mockStepLoaded += 1;
  return { runLoginStep: jest.fn() };
});

it('a member whose login needs a step gets its code on the page, also when its notice was shown before (no notice again)', async () => {
  const store = createHanpanStore();
  store.getState().setPublisher('partner');
  store.getState().setMember({
    memberNo: 200001,
    nickname: '제휴회원',
    loginStatus: { code: 'NEED_ACTION', message: '', actionSpec: { resultType: 'POPUP_REDIRECT', displayMessage: '본인 확인이 필요합니다.', buttonMessage: '본인 확인하기', redirectUri: '/idp/partner/action?callbackUrl=%2F' } },
  });
  sessionStorage.setItem('hanpan.loginActionShown', '200001');
  const deps = { store, assign: jest.fn(), currentUrl: () => '/faq', openPopup: jest.fn(() => null) };
  expect(await runLoginActionOnce(deps)).toBe(false);
  await new Promise((r) => setTimeout(r, 0));
  expect(mockStepLoaded).toBe(1);
  expect(store.getState().layer.current).toBeNull();
});
