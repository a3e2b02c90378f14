// Korean message of a failed action for an alert; a 404 answer to a form action is shown in
// place (the client would otherwise turn the whole page into the not-found page).
import { hanpanStore, isApiError, MESSAGES } from '@hanpan/shared';

export function actionErrorMessage(error: unknown): { title?: string; message: string } {
  if (isApiError(error)) {
    if (error.kind === 'notFound') hanpanStore.getState().clearErrorPage();
    const body = error.body && typeof error.body === 'object' ? (error.body as Record<string, unknown>) : {};
    return { title: typeof body.title === 'string' ? body.title : undefined, message: error.message || MESSAGES.unknownError };
  }
  return { message: error instanceof Error && error.message ? error.message : MESSAGES.unknownError };
}
