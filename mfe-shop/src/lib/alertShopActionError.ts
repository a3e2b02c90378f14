// A failed shop action (free charge, collection-book reward, limit change) as an alert of the popup
// host: an answer lost says what to check among the figures read again (it may have been done); a
// refusal says the server's reason; anything else the action's own line.
import { hanpanStore, isApiError } from '@hanpan/platform';
import { alertAnswerLost, type AnswerLost } from '@hanpan/platform/member-action';

export interface ShopActionErrorTexts {
  header: string;
  /** what may have been done and what to check, when the answer was lost */
  lost: AnswerLost;
  /** said when the failure has no message of its own */
  failed: string;
}

export async function alertShopActionError(error: unknown, texts: ShopActionErrorTexts): Promise<void> {
  if (await alertAnswerLost(error, texts.lost)) return;
  await hanpanStore.getState().alert({ header: texts.header, body: isApiError(error) ? error.message : texts.failed });
}
