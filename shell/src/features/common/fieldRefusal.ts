// A form check's refusal that names the field at fault: the form marks that field (aria-invalid,
// aria-describedby to the message), not whichever field the message happens to stand under.
export type FieldRefusal = { ok: false; message: string; field: 'memberNo' | 'amount' };
