// Shortcut app (SPEC §4): Android uses the deferred install prompt (accepted → installed);
// iOS and Samsung Internet get the instruction layer; already installed → a message.
import { MESSAGES, needsShortcutInstructions, type HanpanStore } from '@hanpan/shared';

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

export const MANIFEST_URL = '/shell/manifest.webmanifest';
export const SERVICE_WORKER_URL = '/shell/sw.js';

/** Adds the web app manifest link (mobile site only) once. */
export function addManifestLink(doc: Document = document): void {
  if (doc.querySelector('link[rel="manifest"]')) return;
  const link = doc.createElement('link');
  link.rel = 'manifest';
  link.href = MANIFEST_URL;
  doc.head.appendChild(link);
  const theme = doc.createElement('meta');
  theme.name = 'theme-color';
  theme.content = '#b91c1c';
  doc.head.appendChild(theme);
}

/** Registers the service worker for the whole site; falls back to its own folder's scope. */
export async function registerServiceWorker(nav: Navigator = navigator): Promise<ServiceWorkerRegistration | null> {
  if (!('serviceWorker' in nav)) return null;
  try {
    return await nav.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
  } catch {
    // Without a Service-Worker-Allowed header the scope stays under /shell/.
    try {
      return await nav.serviceWorker.register(SERVICE_WORKER_URL);
    } catch (error) {
      console.warn('[shortcut] 서비스 워커 등록 실패', error);
      return null;
    }
  }
}
