// Korean message (and dialog title) of a failed action, for an alert.
import { isApiError, MESSAGES } from '@hanpan/platform';

export function actionErrorMessage(error: unknown): { title?: string; message: string } {
  if (isApiError(error)) {
    const body = error.body && typeof error.body === 'object' ? (error.body as Record<string, unknown>) : {};
    return { title: typeof body.title === 'string' ? body.title : undefined, message: error.message || MESSAGES.unknownError };
  }
  return { message: error instanceof Error && error.message ? error.message : MESSAGES.unknownError };
}
