// A typed amount (money, mileage), read as an exact BigInt at any length (never a float): digits
// with commas or spaces, or written the Korean way a player reads amounts — '1억', '1억 5000만',
// '1,000만', '5천만', '3조 2,500억', '1.5억' (a decimal only before 조·억·만, and only when it comes
// out whole) — with an optional '원' at the end. A minus sign is still a number, so it gets its own
// reason: the popups say the amount must be more than 0 instead of asking for a number again. 0
// passes here: it meets each form's minimum message. What follows 억 or 조 without 만 is refused as
// unclear (see amountOf).
export type AmountInput = { ok: true; amount: bigint } | { ok: false; reason: AmountInputReason };
export type AmountInputReason = 'empty' | 'notDigits' | 'notPositive' | 'unclear';

/**
 * A form's words for an amount it cannot read, naming the field with its particles ('보낼 금액을'
 * and '보낼 금액은'; given, not worked out: the mileage popup loads no Korean grammar otherwise).
 */
export function amountInputMessage(reason: AmountInputReason, field: { object: string; topic: string }, example = ''): string {
  if (reason === 'empty') return `${field.object} 입력해 주세요.`;
  if (reason === 'notDigits') return `${field.object} 숫자로 입력해 주세요.${example}`;
  if (reason === 'unclear') return `억·조 다음 금액에 '만'이 없어 금액이 분명하지 않습니다. '1억 5천만'처럼 만까지 쓰거나 숫자로만 입력해 주세요.`;
  return `${field.topic} 0보다 커야 합니다.`;
}

/** Below 만: '5천5백', '천', '1000' — one digit (or none: 1) before each of 천·백·십, in that order. */
const SMALL = String.raw`(?:\d?천)?(?:\d?백)?(?:\d?십)?\d*`;
/** Before a large unit: the same, or a decimal ('1.5억'). */
const GROUP = String.raw`\d+\.\d+|${SMALL}`;
/** 조·억·만 in that order, each at most once, then what is below 만. */
const KOREAN_AMOUNT = new RegExp(`^(?:(${GROUP})조)?(?:(${GROUP})억)?(?:(${GROUP})만)?(${SMALL})$`);
const LARGE_UNITS = [10n ** 12n, 10n ** 8n, 10n ** 4n] as const;
const SMALL_UNITS = [
  ['천', 1000n],
  ['백', 100n],
  ['십', 10n],
] as const;

function smallValue(text: string): bigint {
  let value = 0n;
  let rest = text;
  for (const [unit, size] of SMALL_UNITS) {
    const at = rest.indexOf(unit);
    if (at < 0) continue;
    value += BigInt(rest.slice(0, at) || '1') * size;
    rest = rest.slice(at + 1);
  }
  return value + (rest ? BigInt(rest) : 0n);
}

/** A group times its unit; null for a decimal that does not come out whole ('1.00001만'). */
function groupValue(text: string, unit: bigint): bigint | null {
  const decimal = /^(\d+)\.(\d+)$/.exec(text);
  if (!decimal) return (text === '' ? 1n : smallValue(text)) * unit; // '억' alone is 1억
  const scale = 10n ** BigInt(decimal[2]!.length);
  const scaled = BigInt(decimal[1]! + decimal[2]!) * unit;
  return scaled % scale === 0n ? scaled / scale : null;
}

/**
 * The amount a text names; null when it is not an amount, 'unclear' when what follows 억 or 조
 * skips 만 ('1억5천', '2억 3456'): a player saying '1억5천' means 1억 5천만, the text reads 1억 5천,
 * and a send of the wrong one cannot be taken back.
 */
function amountOf(text: string): bigint | null | 'unclear' {
  const m = KOREAN_AMOUNT.exec(text);
  if (!m || text === '') return null;
  if ((m[1] !== undefined || m[2] !== undefined) && m[3] === undefined && smallValue(m[4] ?? '') > 0n) return 'unclear';
  let total = 0n;
  for (const [i, unit] of LARGE_UNITS.entries()) {
    const group = m[i + 1];
    if (group === undefined) continue;
    const value = groupValue(group, unit);
    if (value === null) return null;
    total += value;
  }
  return total + smallValue(m[4] ?? '');
}

export function readAmountInput(text: string): AmountInput {
  // full-width digits, commas and minus ('１억', a Korean IME in full-width mode) are the same (NFKC)
  const raw = text.normalize('NFKC').replace(/[,\s]/g, '');
  if (raw === '') return { ok: false, reason: 'empty' };
  const negative = raw.startsWith('-');
  const amount = amountOf((negative ? raw.slice(1) : raw).replace(/원$/, ''));
  if (amount === null || amount === 'unclear') return { ok: false, reason: amount ?? 'notDigits' };
  if (negative && amount > 0n) return { ok: false, reason: 'notPositive' };
  return { ok: true, amount };
}
