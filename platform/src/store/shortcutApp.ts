// Shortcut app (SPEC §4): Android uses the deferred install prompt (accepted → installed);
// iOS and Samsung Internet get the instruction layer; already installed → a message.
import { MESSAGES } from '../constants/messages';
import { needsShortcutInstructions } from '../lib/browser';
import type { HanpanStore } from './hanpanStore';

export const SHORTCUT_GUIDE_LAYER = 'shortcutGuide';
export const SHORTCUT_INSTALLED_TOOLTIP = '바로가기 앱이 설치되었습니다.';
export const SHORTCUT_UNAVAILABLE = '브라우저 메뉴의 [홈 화면에 추가]로 바로가기 앱을 설치해 주세요.';

export type ShortcutPlatform = 'ios' | 'samsung';

export function shortcutPlatform(userAgent: string): ShortcutPlatform {
  return /SamsungBrowser/.test(userAgent) ? 'samsung' : 'ios';
}

export type ShortcutOutcome = 'installed-already' | 'guide' | 'accepted' | 'dismissed' | 'unavailable';

export async function installShortcutApp(store: HanpanStore, userAgent: string): Promise<ShortcutOutcome> {
  const state = store.getState();
  if (state.shortcutApp.installed) {
    await state.alert(MESSAGES.shortcutInstalled);
    return 'installed-already';
  }
  if (needsShortcutInstructions(userAgent)) {
    await state.openLayer(SHORTCUT_GUIDE_LAYER, { platform: shortcutPlatform(userAgent) }, { header: '바로가기 앱 추가 방법', size: 'm' });
    return 'guide';
  }
  const outcome = await state.promptInstall();
  if (outcome === 'installed') {
    await state.alert(MESSAGES.shortcutInstalled);
    return 'installed-already';
  }
  if (outcome === 'accepted') state.showTooltip(SHORTCUT_INSTALLED_TOOLTIP);
  if (outcome === 'unavailable') await state.alert(SHORTCUT_UNAVAILABLE);
  return outcome;
}

// The manifest link and the service worker registration are in the mobile site's HTML
// (api/src/portal/html.ts): browsers look for the manifest at load, before any JS runs.
