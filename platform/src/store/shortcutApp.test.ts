import { MESSAGES } from '../constants/messages';
import { createHanpanStore } from './hanpanStore';
import type { InstallPromptEvent } from './types';
import { installShortcutApp, SHORTCUT_GUIDE_LAYER } from './shortcutApp';

const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/126.0 Mobile Safari/537.36';
const IOS = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Version/17.0 Mobile/15E148 Safari/604.1';
const SAMSUNG = 'Mozilla/5.0 (Linux; Android 14; SM-S918N) SamsungBrowser/24.0 Chrome/117.0 Mobile Safari/537.36';
const flush = () => new Promise((r) => setTimeout(r, 0));

function prompt(outcome: 'accepted' | 'dismissed'): InstallPromptEvent {
  return Object.assign(new Event('beforeinstallprompt'), { prompt: jest.fn(async () => undefined), userChoice: Promise.resolve({ outcome }) });
}

describe('shortcut app (SPEC §4)', () => {
  it('Android: install prompt, accepted marks installed', async () => {
    const store = createHanpanStore();
    const event = prompt('accepted');
    store.getState().setInstallPrompt(event);
    await expect(installShortcutApp(store, ANDROID)).resolves.toBe('accepted');
    expect(event.prompt).toHaveBeenCalled();
    expect(store.getState().shortcutApp.installed).toBe(true);
    expect(store.getState().tooltip.message).toBeTruthy();
    store.getState().hideTooltip();
  });

  it("already installed: '이미 바로가기 앱이 설치되었습니다.'", async () => {
    const store = createHanpanStore();
    store.getState().setShortcutInstalled(true);
    const r = installShortcutApp(store, ANDROID);
    await flush();
    expect(store.getState().layer.current?.body).toBe(MESSAGES.shortcutInstalled);
    store.getState().resolvePopup(true);
    await expect(r).resolves.toBe('installed-already');
  });

  it.each([
    ['ios', IOS],
    ['samsung', SAMSUNG],
  ])('%s gets the instruction layer', async (platform, ua) => {
    const store = createHanpanStore();
    store.getState().setInstallPrompt(prompt('accepted'));
    const r = installShortcutApp(store, ua);
    await flush();
    expect(store.getState().layer.current).toMatchObject({ type: 'layer', key: SHORTCUT_GUIDE_LAYER, props: { platform } });
    store.getState().resolvePopup(false);
    await expect(r).resolves.toBe('guide');
    expect(store.getState().shortcutApp.installed).toBe(false);
  });
});
