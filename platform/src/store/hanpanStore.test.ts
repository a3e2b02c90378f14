import { createHanpanStore, readSsoAlertShown, subscribeMemberChange } from './hanpanStore';
import { isLoggedIn, needsLoginAction, selectQueryMemberNo } from './selectors';
import { applyGameFromLocation, bindOnlineStatus } from './environment';
import type { InstallPromptEvent, MemberMeta } from './types';

const meta = (memberNo: string | null, code?: 'LOGIN' | 'NEED_ACTION' | 'ERROR'): MemberMeta => ({
  memberNo,
  nickname: memberNo ? `nick${memberNo}` : '',
  loginStatus: code ? { code } : null,
});

describe('member group and login rules (SPEC §4)', () => {
  it('default publisher: logged in when memberNo exists', () => {
    const store = createHanpanStore();
    expect(isLoggedIn(store.getState())).toBe(false);
    store.getState().setMember(meta('100'));
    expect(isLoggedIn(store.getState())).toBe(true);
    expect(selectQueryMemberNo(store.getState())).toBe('100');
  });

  it('partner: LOGIN required; NEED_ACTION only with includeNeedAction', () => {
    const store = createHanpanStore();
    store.getState().setPublisher('partner');
    store.getState().setMember(meta('200', 'NEED_ACTION'));
    expect(isLoggedIn(store.getState())).toBe(false);
    expect(isLoggedIn(store.getState(), { includeNeedAction: true })).toBe(true);
    expect(needsLoginAction(store.getState())).toBe(true);
    expect(selectQueryMemberNo(store.getState())).toBeNull();
    store.getState().setMember(meta('200', 'LOGIN'));
    expect(isLoggedIn(store.getState())).toBe(true);
    store.getState().setMember(meta(null, 'LOGIN'));
    expect(isLoggedIn(store.getState())).toBe(false);
  });

  it('loginStatus ERROR sets the single-sign-on failure flag', () => {
    const store = createHanpanStore();
    store.getState().setMember(meta('1', 'ERROR'));
    expect(store.getState().member.ssoFailed).toBe(true);
  });

  it('a member change resets personal data, bumps memberKey and notifies', () => {
    const store = createHanpanStore();
    const seen: Array<[string | null, string | null]> = [];
    const off = subscribeMemberChange((now, before) => seen.push([now, before]));
    store.getState().setMember(meta('1'));
    store.getState().setMainMembershipId('PM0006');
    store.getState().setHpc({ id: 7, name: '챔피언십' });
    const key = store.getState().member.memberKey;
    store.getState().setMember(meta('1')); // same member: data kept
    expect(store.getState().member.mainMembershipId).toBe('PM0006');
    expect(store.getState().member.memberKey).toBe(key);
    store.getState().setMember(meta('2'));
    expect(store.getState().member).toMatchObject({ memberNo: '2', mainMembershipId: null, hpc: null, gender: 'F', birthMonth: -1 });
    expect(store.getState().member.memberKey).toBe(key + 1);
    expect(seen).toEqual([[ '1', null ], [ '2', '1' ]]);
    off();
  });

  it('partner without a LOGIN member drops personal data', () => {
    const store = createHanpanStore();
    store.getState().setPublisher('partner');
    store.getState().setMember(meta('5', 'LOGIN'));
    store.getState().setMainMembershipId('PM0005');
    store.getState().setMember(meta('5', 'ERROR'));
    expect(store.getState().member.mainMembershipId).toBeNull();
  });

  it('member-only data needs a member number', () => {
    const store = createHanpanStore();
    store.getState().setMainMembershipId('PM0007');
    store.getState().setHpc({ id: 1, name: 'x' });
    expect(store.getState().member.mainMembershipId).toBeNull();
    expect(store.getState().member.hpc).toBeNull();
  });

  it('remembers the 401 alert for the session', () => {
    sessionStorage.clear();
    const store = createHanpanStore();
    expect(store.getState().member.ssoAlertShown).toBe(false);
    store.getState().markSsoAlertShown();
    expect(store.getState().member.ssoAlertShown).toBe(true);
    expect(readSsoAlertShown()).toBe(true);
    store.getState().setMember(meta('9'));
    expect(store.getState().member.ssoAlertShown).toBe(true);
    sessionStorage.clear();
  });
});

describe('game group', () => {
  it('defaults to poker7 and follows gameid (none: poker7) except on popup paths', () => {
    const store = createHanpanStore();
    expect(store.getState().game.gameId).toBe('poker7');
    applyGameFromLocation('/', '?gameid=baduki', store);
    expect(store.getState().game.gameId).toBe('baduki');
    applyGameFromLocation('/popup/charge', '?gameid=hoola3', store);
    expect(store.getState().game.gameId).toBe('baduki');
    applyGameFromLocation('/shop', '?gameId=unknown', store);
    expect(store.getState().game.gameId).toBe('poker7');
    applyGameFromLocation('/shop', '', store);
    expect(store.getState().game.gameId).toBe('poker7');
    // a bare address is poker7, as a reload reads it (QA: / kept the last game's tab)
    applyGameFromLocation('/', '?gameId=baduki', store);
    applyGameFromLocation('/', '', store);
    expect(store.getState().game.gameId).toBe('poker7');
  });
});

describe('global group', () => {
  it('tracks online/offline', () => {
    const store = createHanpanStore();
    const onLine = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    const off = bindOnlineStatus(store);
    onLine.mockReturnValue(false);
    window.dispatchEvent(new Event('offline'));
    expect(store.getState().global.online).toBe(false);
    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    expect(store.getState().global.online).toBe(true);
    off();
    onLine.mockReturnValue(false);
    window.dispatchEvent(new Event('offline'));
    expect(store.getState().global.online).toBe(true);
    onLine.mockRestore();
  });
  it('holds the error page', () => {
    const store = createHanpanStore();
    store.getState().showErrorPage(404);
    expect(store.getState().global.errorPage).toEqual({ status: 404, message: 'This page could not be found' });
    store.getState().clearErrorPage();
    expect(store.getState().global.errorPage).toBeNull();
  });
});

describe('layer group (popup model)', () => {
  it('alert applies defaults and resolves on submit', async () => {
    const store = createHanpanStore();
    const done = store.getState().alert('저장했습니다.');
    const popup = store.getState().layer.current!;
    expect(store.getState().layer.state).toBe('alert');
    expect(popup).toMatchObject({ body: '저장했습니다.', submitText: '확인', cancelText: '취소', size: 'l', footerButtons: [] });
    store.getState().resolvePopup(true);
    await expect(done).resolves.toBeUndefined();
    expect(store.getState().layer.state).toBe('closed');
  });

  it('confirm resolves with the choice; queued popups show in order', async () => {
    const store = createHanpanStore();
    const first = store.getState().confirm({ header: '확인', body: '사용할까요?', submitText: '사용', size: 's' });
    const second = store.getState().confirm('두 번째');
    expect(store.getState().layer.current).toMatchObject({ submitText: '사용', size: 's' });
    store.getState().resolvePopup(true);
    await expect(first).resolves.toBe(true);
    expect(store.getState().layer.current?.body).toBe('두 번째');
    store.getState().closeLayer();
    await expect(second).resolves.toBe(false);
    expect(store.getState().layer.state).toBe('closed');
  });

  it('openLayer carries key and props; closeLayer closes it', async () => {
    const store = createHanpanStore();
    const closed = store.getState().openLayer('bankbook', { gameId: 'poker7' }, { header: '통장' });
    expect(store.getState().layer).toMatchObject({ state: 'layer', current: { key: 'bankbook', props: { gameId: 'poker7' }, header: '통장' } });
    store.getState().closeLayer();
    await expect(closed).resolves.toBe(false);
  });

  it('an alert or confirm opened over a layer shows at once; the layer is current again after them', async () => {
    const store = createHanpanStore();
    const layer = store.getState().openLayer('pet-shop');
    const layerId = store.getState().layer.current!.id;
    const result = store.getState().alert('보너스 머니를 받았습니다.');
    const next = store.getState().confirm('한 번 더?');
    expect(store.getState().layer).toMatchObject({ state: 'alert', current: { body: '보너스 머니를 받았습니다.' }, under: [{ key: 'pet-shop' }] });
    store.getState().resolvePopup(true);
    await expect(result).resolves.toBeUndefined();
    // the action's next dialog before the layer comes back
    expect(store.getState().layer).toMatchObject({ state: 'confirm', current: { body: '한 번 더?' }, under: [{ key: 'pet-shop' }] });
    store.getState().resolvePopup(false);
    await expect(next).resolves.toBe(false);
    expect(store.getState().layer).toMatchObject({ state: 'layer', current: { id: layerId }, under: [], queue: [] });
    store.getState().resolvePopup(true, layerId);
    await expect(layer).resolves.toBe(true);
    expect(store.getState().layer.state).toBe('closed');
  });

  it('a layer closed beneath its alert (by id) leaves the alert; another layer still waits its turn', async () => {
    const store = createHanpanStore();
    const layer = store.getState().openLayer('bankbook');
    const layerId = store.getState().layer.current!.id;
    const second = store.getState().openLayer('dealer');
    const result = store.getState().alert('사용했습니다.');
    expect(store.getState().layer.queue.map((p) => p.key)).toEqual(['dealer']);
    store.getState().resolvePopup(true, layerId);
    await expect(layer).resolves.toBe(true);
    // twice (a stale id) settles nothing else
    store.getState().resolvePopup(true, layerId);
    expect(store.getState().layer).toMatchObject({ state: 'alert', under: [], current: { body: '사용했습니다.' } });
    store.getState().resolvePopup(true);
    await result;
    expect(store.getState().layer).toMatchObject({ state: 'layer', current: { key: 'dealer' }, queue: [] });
    store.getState().closeAllPopups();
    await expect(second).resolves.toBe(false);
  });

  it('a layer beneath an alert comes back before a layer queued behind it', () => {
    const store = createHanpanStore();
    void store.getState().openLayer('bankbook');
    void store.getState().alert('사용했습니다.');
    void store.getState().openLayer('dealer');
    store.getState().resolvePopup(true);
    expect(store.getState().layer).toMatchObject({ state: 'layer', current: { key: 'bankbook' }, under: [], queue: [{ key: 'dealer' }] });
    store.getState().closeAllPopups();
  });

  it("a layer opened over the open one (its '확률표 보기') shows at once; the one beneath is current again after it", async () => {
    const store = createHanpanStore();
    const flip = store.getState().openLayer('plus-lucky-flip');
    const table = store.getState().openLayer('plus-lucky-flip-probability', {}, { over: true });
    expect(store.getState().layer).toMatchObject({ state: 'layer', current: { key: 'plus-lucky-flip-probability' }, under: [{ key: 'plus-lucky-flip' }] });
    // an alert of the top layer goes over both
    void store.getState().alert('당첨!');
    expect(store.getState().layer.under.map((p) => p.key)).toEqual(['plus-lucky-flip', 'plus-lucky-flip-probability']);
    store.getState().resolvePopup(true);
    store.getState().closeLayer();
    await expect(table).resolves.toBe(false);
    expect(store.getState().layer).toMatchObject({ state: 'layer', current: { key: 'plus-lucky-flip' }, under: [] });
    store.getState().closeLayer();
    await expect(flip).resolves.toBe(false);
    // without `over` a layer still waits its turn
    void store.getState().openLayer('a');
    void store.getState().openLayer('b');
    expect(store.getState().layer).toMatchObject({ current: { key: 'a' }, under: [], queue: [{ key: 'b' }] });
    store.getState().closeAllPopups();
  });

  it('closeAllPopups empties the queue', async () => {
    const store = createHanpanStore();
    const layer = store.getState().openLayer('bankbook');
    const a = store.getState().confirm('a');
    const b = store.getState().confirm('b');
    store.getState().closeAllPopups();
    await expect(Promise.all([layer, a, b])).resolves.toEqual([false, false, false]);
    expect(store.getState().layer).toMatchObject({ state: 'closed', current: null, under: [], queue: [] });
  });
});

describe('shortcut-app group', () => {
  it('uses the deferred prompt once; acceptance marks installed', async () => {
    const store = createHanpanStore();
    await expect(store.getState().promptInstall()).resolves.toBe('unavailable');
    const prompt = jest.fn().mockResolvedValue(undefined);
    const event = Object.assign(new Event('beforeinstallprompt'), { prompt, userChoice: Promise.resolve({ outcome: 'accepted' as const }) });
    store.getState().setInstallPrompt(event as unknown as InstallPromptEvent);
    await expect(store.getState().promptInstall()).resolves.toBe('accepted');
    expect(prompt).toHaveBeenCalled();
    expect(store.getState().shortcutApp).toEqual({ installed: true, installPrompt: null });
    await expect(store.getState().promptInstall()).resolves.toBe('installed');
  });
});

describe('tooltip group', () => {
  it('hides after 1500 ms by default', () => {
    jest.useFakeTimers();
    const store = createHanpanStore();
    store.getState().showTooltip('복사되었습니다.');
    expect(store.getState().tooltip).toMatchObject({ message: '복사되었습니다.', duration: 1500 });
    jest.advanceTimersByTime(1499);
    expect(store.getState().tooltip.message).toBe('복사되었습니다.');
    jest.advanceTimersByTime(1);
    expect(store.getState().tooltip.message).toBeNull();
    jest.useRealTimers();
  });
});

describe('actions group', () => {
  it('runs one action at a time and reuses its idempotency key until success', async () => {
    const store = createHanpanStore();
    const keys: string[] = [];
    let fail = true;
    const work = jest.fn(async (key: string) => {
      keys.push(key);
      if (fail) throw new Error('timeout');
      return 'ok';
    });
    const p1 = store.getState().runAction('transfer', work);
    const p2 = store.getState().runAction('transfer', work);
    expect(p2).toBe(p1);
    expect(store.getState().actions.running).toEqual(['transfer']);
    await expect(p1).rejects.toThrow('timeout');
    expect(store.getState().actions.running).toEqual([]);
    fail = false;
    await expect(store.getState().runAction('transfer', work)).resolves.toBe('ok');
    expect(keys[0]).toBe(keys[1]);
    await store.getState().runAction('transfer', work);
    expect(keys[2]).not.toBe(keys[1]);
    expect(work).toHaveBeenCalledTimes(3);
  });
});
