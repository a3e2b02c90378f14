// A form check's refusal that names the field at fault: the form marks that field (aria-invalid,
// aria-describedby to the message), not whichever field the message happens to stand under.
export type FieldRefusal = { ok: false; message: string; field: 'memberNo' | 'amount' };

/**
 * A refused submit. A reason already shown under its field (role=alert) is not said again in a
 * dialog: that field (the form's control named after it) takes the focus. Otherwise `say` it.
 */
export async function answerRefusal(form: HTMLFormElement | null, refusal: FieldRefusal, shownByField: boolean, say: (message: string) => Promise<unknown>): Promise<void> {
  const field = shownByField ? form?.elements.namedItem(refusal.field) : null;
  if (field instanceof HTMLElement) return field.focus();
  await say(refusal.message);
}
