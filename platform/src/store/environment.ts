// Wiring of browser events into the store; call from an effect (returns the cleanup).
import { hanpanStore } from './hanpanStore';
import type { InstallPromptEvent } from './types';
import { parseGameId } from '../lib/game';

export function bindOnlineStatus(store = hanpanStore): () => void {
  if (typeof window === 'undefined') return () => {};
  const update = () => store.getState().setOnline(typeof navigator === 'undefined' ? true : navigator.onLine);
  update();
  window.addEventListener('online', update);
  window.addEventListener('offline', update);
  return () => {
    window.removeEventListener('online', update);
    window.removeEventListener('offline', update);
  };
}

/** Keeps the deferred install prompt and marks the app installed (SPEC §4 shortcut-app). */
export function bindShortcutApp(store = hanpanStore): () => void {
  if (typeof window === 'undefined') return () => {};
  const onPrompt = (event: Event) => {
    event.preventDefault();
    store.getState().setInstallPrompt(event as InstallPromptEvent);
  };
  const onInstalled = () => store.getState().setShortcutInstalled(true);
  if (typeof window.matchMedia === 'function' && window.matchMedia('(display-mode: standalone)').matches) {
    store.getState().setShortcutInstalled(true);
  }
  window.addEventListener('beforeinstallprompt', onPrompt);
  window.addEventListener('appinstalled', onInstalled);
  return () => {
    window.removeEventListener('beforeinstallprompt', onPrompt);
    window.removeEventListener('appinstalled', onInstalled);
  };
}

/**
 * Applies a navigation to the game group: paths containing 'popup' keep the current game; any other
 * address names its game, poker7 without one (SPEC §2) — as a reload reads it (QA: a bare / kept
 * showing the last game's tab until reloaded).
 */
export function applyGameFromLocation(pathname: string, search: string, store = hanpanStore): void {
  if (!pathname.includes('popup')) store.getState().setGameId(parseGameId(search));
}
