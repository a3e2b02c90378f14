import { createHanpanStore, loginAgainText, loginUrl, MESSAGES } from '@hanpan/platform';
import { PAYMENT_WINDOW_PARAM, PAYMENT_WINDOW_POPUP, paymentPopupUrl } from '@hanpan/contracts/constants';
import { ensureLogin, POPUP_MARK, runLoginAction, runLoginActionOnce, safeActionUri, withCallbackTo, type GateDeps } from './loginGate';
import { ensurePaymentAllowed } from './paymentGate';

const MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 Safari/605.1.15';
const WIN = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/126.0';

function deps(over: Partial<GateDeps> = {}): GateDeps {
  return { store: createHanpanStore(), assign: jest.fn(), currentUrl: () => '/faq?page=2', openPopup: jest.fn(() => ({}) as Window), userAgent: WIN, ...over };
}
const flush = () => new Promise((r) => setTimeout(r, 0));
const partnerMember = (code: 'LOGIN' | 'NEED_ACTION' | 'ERROR', resultType: 'POPUP_REDIRECT' | 'BOTTOM_REDIRECT' = 'POPUP_REDIRECT') => ({
  memberNo: 200001,
  nickname: '제휴회원',
  loginStatus: {
    code,
    message: '본인 확인이 필요합니다.',
    actionSpec: code === 'NEED_ACTION' ? { resultType, displayMessage: '서비스 이용을 위해 본인 확인이 필요합니다.', buttonMessage: '본인 확인하기', redirectUri: '/idp/register?inflow=partner' } : null,
  },
});

describe('login gate (SPEC §5)', () => {
  afterEach(() => sessionStorage.clear());

  it('lets members through', async () => {
    const d = deps();
    d.store.getState().setMember({ memberNo: 1, nickname: 'a' });
    await expect(ensureLogin(d)).resolves.toBe(true);
    expect(d.store.getState().layer.current).toBeNull();
  });

  it("guests: '로그인 후, 이용해 주세요.' then the login page with the return URL", async () => {
    const d = deps();
    const result = ensureLogin(d);
    await flush();
    expect(d.store.getState().layer.current?.body).toBe(MESSAGES.loginRequired);
    expect(d.assign).not.toHaveBeenCalled();
    d.store.getState().resolvePopup(true);
    await expect(result).resolves.toBe(false);
    expect(d.assign).toHaveBeenCalledWith('/idp/login?nextUrl=%2Ffaq%3Fpage%3D2');
  });

  it('partner NEED_ACTION: server message, then popup or full-page redirect by resultType', async () => {
    const popup = deps();
    popup.store.getState().setPublisher('partner');
    popup.store.getState().setMember(partnerMember('NEED_ACTION', 'POPUP_REDIRECT'));
    const r1 = ensureLogin(popup);
    await flush();
    expect(popup.store.getState().layer.current).toMatchObject({ type: 'confirm', body: '서비스 이용을 위해 본인 확인이 필요합니다.', submitText: '본인 확인하기' });
    popup.store.getState().resolvePopup(true);
    await expect(r1).resolves.toBe(false);
    expect(popup.openPopup).toHaveBeenCalledWith('/idp/register?inflow=partner');
    expect(popup.assign).not.toHaveBeenCalled();

    const bottom = deps();
    bottom.store.getState().setPublisher('partner');
    bottom.store.getState().setMember(partnerMember('NEED_ACTION', 'BOTTOM_REDIRECT'));
    const r2 = ensureLogin(bottom);
    await flush();
    bottom.store.getState().resolvePopup(true);
    await r2;
    expect(bottom.assign).toHaveBeenCalledWith('/idp/register?inflow=partner');
  });

  it('the notice asks: 취소 or Esc declines the step (QA: closing it any way started it)', async () => {
    for (const resultType of ['POPUP_REDIRECT', 'BOTTOM_REDIRECT'] as const) {
      const d = deps();
      d.store.getState().setPublisher('partner');
      d.store.getState().setMember(partnerMember('NEED_ACTION', resultType));
      const r = ensureLogin(d);
      await flush();
      d.store.getState().resolvePopup(false);
      await expect(r).resolves.toBe(false);
      expect(d.openPopup).not.toHaveBeenCalled();
      expect(d.assign).not.toHaveBeenCalled();
    }
  });

  it("a page's own button that names the step starts it with no notice (QA: two clicks)", async () => {
    const d = deps();
    d.store.getState().setPublisher('partner');
    d.store.getState().setMember(partnerMember('NEED_ACTION', 'POPUP_REDIRECT'));
    await runLoginAction(d, { start: true });
    expect(d.store.getState().layer.current).toBeNull();
    expect(d.openPopup).toHaveBeenCalledWith('/idp/register?inflow=partner');
  });

  it('the step comes back to the page the member was on, not to the page its account names (QA: the championship card led home)', async () => {
    const d = deps();
    d.store.getState().setPublisher('partner');
    const member = partnerMember('NEED_ACTION', 'BOTTOM_REDIRECT');
    d.store.getState().setMember({ ...member, loginStatus: { ...member.loginStatus!, actionSpec: { ...member.loginStatus!.actionSpec!, redirectUri: '/idp/partner/action?callbackUrl=%2F' } } });
    const done = ensureLogin(d);
    await flush();
    d.store.getState().resolvePopup(true);
    await done;
    expect(d.assign).toHaveBeenCalledWith('/idp/partner/action?callbackUrl=%2Ffaq%3Fpage%3D2');
    // a step without a way back is left as it is
    expect(withCallbackTo('/idp/register?inflow=partner', '/faq')).toBe('/idp/register?inflow=partner');
  });

  it('runs the NEED_ACTION flow once per session and member', async () => {
    const d = deps();
    d.store.getState().setPublisher('partner');
    d.store.getState().setMember(partnerMember('NEED_ACTION'));
    const first = runLoginActionOnce(d);
    await flush();
    d.store.getState().resolvePopup(true);
    await expect(first).resolves.toBe(true);
    await expect(runLoginActionOnce(d)).resolves.toBe(false);
    const login = deps();
    login.store.getState().setPublisher('partner');
    login.store.getState().setMember(partnerMember('LOGIN'));
    await expect(runLoginActionOnce(login)).resolves.toBe(false);
  });

  it('the automatic notice after login asks too, a BOTTOM_REDIRECT account’s as well (QA: only 확인; its bottom bar keeps the way)', async () => {
    const d = deps();
    d.store.getState().setPublisher('partner');
    d.store.getState().setMember(partnerMember('NEED_ACTION', 'BOTTOM_REDIRECT'));
    const r = runLoginActionOnce(d);
    await flush();
    expect(d.store.getState().layer.current).toMatchObject({ type: 'confirm', body: '서비스 이용을 위해 본인 확인이 필요합니다.', submitText: '본인 확인하기', cancelText: '취소' });
    d.store.getState().resolvePopup(false);
    await expect(r).resolves.toBe(true);
    expect(d.assign).not.toHaveBeenCalled();
    expect(safeActionUri('/idp/register?x=1')).toBe('/idp/register?x=1');
    expect(safeActionUri('//evil.example/')).toBeNull();
    expect(safeActionUri('https://evil.example/')).toBeNull();
    expect(safeActionUri(null)).toBeNull();
  });

  it('a blocked popup: this window takes the step as itself, without the popup’s mark (QA: its result asked to close the portal’s tab)', async () => {
    const d = deps({ openPopup: jest.fn(() => null) });
    d.store.getState().setPublisher('partner');
    const member = partnerMember('NEED_ACTION', 'POPUP_REDIRECT');
    d.store.getState().setMember({ ...member, loginStatus: { ...member.loginStatus!, actionSpec: { ...member.loginStatus!.actionSpec!, redirectUri: '/idp/partner/action?callbackUrl=%2F&paymentWindow=popup' } } });
    await runLoginAction(d, { start: true });
    expect(`/x?a=1&${PAYMENT_WINDOW_PARAM}=${PAYMENT_WINDOW_POPUP}#h`.replace(POPUP_MARK, '')).toBe('/x?a=1#h');
    expect(paymentPopupUrl('/idp/partner/action').replace(POPUP_MARK, '')).toBe('/idp/partner/action');
    expect(d.openPopup).toHaveBeenCalledWith('/idp/partner/action?callbackUrl=%2Ffaq%3Fpage%3D2&paymentWindow=popup');
    expect(d.assign).toHaveBeenCalledWith('/idp/partner/action?callbackUrl=%2Ffaq%3Fpage%3D2');
  });

  it('partner ERROR is not logged in, marks the SSO failure and is told why before the login (as its bar says)', async () => {
    const d = deps();
    d.store.getState().setPublisher('partner');
    d.store.getState().setMember(partnerMember('ERROR'));
    expect(d.store.getState().member.ssoFailed).toBe(true);
    const r = ensureLogin(d);
    await flush();
    expect(d.store.getState().layer.current?.body).toBe('본인 확인이 필요합니다. 다시 로그인해 주세요.');
    d.store.getState().resolvePopup(true);
    expect(await r).toBe(false);
    expect(d.assign).toHaveBeenCalledWith(loginUrl('/faq?page=2'));
    expect(loginAgainText('')).toBe('인증 정보를 확인하지 못했습니다. 다시 로그인해 주세요.');
  });

  it('refuses partner payments on macOS only', async () => {
    const mac = deps({ userAgent: MAC });
    mac.store.getState().setPublisher('partner');
    const r = ensurePaymentAllowed(mac);
    await flush();
    expect(mac.store.getState().layer.current?.body).toBe('맥(Mac)OS 환경에서는 서비스를 지원하지 않습니다.');
    mac.store.getState().resolvePopup(true);
    await expect(r).resolves.toBe(false);
    await expect(ensurePaymentAllowed(deps({ userAgent: MAC }))).resolves.toBe(true);
    const win = deps();
    win.store.getState().setPublisher('partner');
    await expect(ensurePaymentAllowed(win)).resolves.toBe(true);
  });
});

describe('login action after navigation', () => {
  it('does not redirect when the notice was closed by moving to another page', async () => {
    let url = '/';
    const d = deps({ currentUrl: () => url });
    d.store.getState().setPublisher('partner');
    d.store.getState().setMember(partnerMember('NEED_ACTION', 'BOTTOM_REDIRECT'));
    const r = ensureLogin(d);
    await flush();
    url = '/faq';
    d.store.getState().closeAllPopups();
    await r;
    expect(d.assign).not.toHaveBeenCalled();
    expect(d.openPopup).not.toHaveBeenCalled();
  });

  it("a guest's '로그인 후, 이용해 주세요.' closed by moving to another page (a phone's Back) does not go to the login page", async () => {
    let url = '/hpc';
    const d = deps({ currentUrl: () => url });
    const r = ensureLogin(d);
    await flush();
    url = '/mobile';
    d.store.getState().closeAllPopups();
    await expect(r).resolves.toBe(false);
    expect(d.assign).not.toHaveBeenCalled();
  });
});
