// A typed amount (money, mileage): digits with commas or spaces, read as an exact BigInt at any
// length (never a float). A minus sign is still a number, so it gets its own reason: the popups say
// the amount must be more than 0 instead of asking for digits again. 0 passes here: it meets each
// form's minimum message.
export type AmountInput = { ok: true; amount: bigint } | { ok: false; reason: 'empty' | 'notDigits' | 'notPositive' };

export function readAmountInput(text: string): AmountInput {
  const raw = text.replace(/[,\s]/g, '');
  if (raw === '') return { ok: false, reason: 'empty' };
  const digits = /^-?(\d+)$/.exec(raw)?.[1];
  if (digits === undefined) return { ok: false, reason: 'notDigits' };
  const amount = BigInt(digits);
  if (raw.startsWith('-') && amount > 0n) return { ok: false, reason: 'notPositive' };
  return { ok: true, amount };
}
