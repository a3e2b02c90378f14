// A form check's refusal that names the field at fault: the form marks that field (aria-invalid,
// aria-describedby to the message), not whichever field the message happens to stand under.
export type FieldRefusal = { ok: false; message: string; field: 'memberNo' | 'amount' };

/**
 * A refused submit. A reason already shown under its field (role=alert) is not said again in a
 * dialog: `shownBy`, the field it is shown under, takes the focus. Otherwise `say` it.
 */
export async function answerRefusal(message: string, shownBy: Element | RadioNodeList | null | undefined, say: (message: string) => Promise<unknown>): Promise<void> {
  if (shownBy instanceof HTMLElement) return shownBy.focus();
  await say(message);
}

/** A form's control named after the field a refusal names (its `name` attribute). */
export const fieldOf = (form: HTMLFormElement | null, refusal: Pick<FieldRefusal, 'field'>) => form?.elements.namedItem(refusal.field);
