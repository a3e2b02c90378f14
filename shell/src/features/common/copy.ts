// Clipboard copy with the shell's feedback: tooltip on success, '클립보드 복사 실패' on failure.
import { copyToClipboard, MESSAGES, type HanpanStore } from '@hanpan/platform';

export async function copyWithFeedback(store: HanpanStore, text: string): Promise<boolean> {
  try {
    await copyToClipboard(text);
    store.getState().showTooltip(MESSAGES.clipboardSuccess);
    return true;
  } catch {
    await store.getState().alert(MESSAGES.clipboardFailure);
    return false;
  }
}
