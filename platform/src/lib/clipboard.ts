import { MESSAGES } from '../constants/messages';

/** Copies text; rejects with Error('클립보드 복사 실패') when neither API works. */
export async function copyToClipboard(text: string): Promise<void> {
  if (typeof navigator !== 'undefined' && navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return;
    } catch {
      // fall through to the legacy path (e.g. permission denied in an iframe)
    }
  }
  if (typeof document === 'undefined') throw new Error(MESSAGES.clipboardFailure);
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  let ok = false;
  try {
    ok = typeof document.execCommand === 'function' && document.execCommand('copy');
  } catch {
    ok = false;
  } finally {
    area.remove();
  }
  if (!ok) throw new Error(MESSAGES.clipboardFailure);
}
