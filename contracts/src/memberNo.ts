// Member numbers as players type them. Its own entry (not constants): the platform singleton
// imports constants whole, and only the popups that take a member number need this.

/** Largest value of a PostgreSQL `integer` (int4) column. */
export const INT4_MAX = 2_147_483_647;

/**
 * A member number as a player types it (1–10 digits, 1 … int4, spaces around allowed), or null.
 * Full-width digits ('１２３', a Korean IME in full-width mode) are the same digits (NFKC).
 */
export function parseMemberNo(text: string): number | null {
  const t = text.normalize('NFKC').trim();
  if (!/^\d{1,10}$/.test(t)) return null;
  const n = Number(t);
  return n >= 1 && n <= INT4_MAX ? n : null;
}
