// Korean particles after a word the program does not know in advance (a product name, an amount):
// 을/를, 이/가, 은/는, 과/와 and (으)로 follow the sound of the word's last syllable, so the pages
// never fall back to the '을(를)' a reader has to resolve. Browser-safe: '@hanpan/contracts/korean'.

export type Particle = '을' | '를' | '이' | '가' | '은' | '는' | '과' | '와' | '으로' | '로';

const PAIRS: Record<Particle, readonly [withFinal: string, withoutFinal: string]> = {
  을: ['을', '를'], 를: ['을', '를'],
  이: ['이', '가'], 가: ['이', '가'],
  은: ['은', '는'], 는: ['은', '는'],
  과: ['과', '와'], 와: ['과', '와'],
  으로: ['으로', '로'], 로: ['으로', '로'],
};

/** The last sound of digits as read (일, 이, 삼 …) and of Latin letters as Koreans read them (엘, 엠, 에스 …). */
const DIGIT_FINAL: Record<string, 'none' | 'rieul' | 'other'> = { 0: 'other', 1: 'rieul', 2: 'none', 3: 'other', 4: 'none', 5: 'none', 6: 'other', 7: 'rieul', 8: 'rieul', 9: 'none' };
const LETTER_FINAL: Record<string, 'none' | 'rieul' | 'other'> = { l: 'rieul', m: 'other', n: 'other', r: 'rieul' };

/** 'none': no final consonant; 'rieul': ㄹ (takes 로, not 으로); 'other': any other final consonant. */
function finalOf(word: string): 'none' | 'rieul' | 'other' {
  const last = word.trim().replace(/[\s)\]}'"”’.,!?]+$/u, '').slice(-1);
  if (!last) return 'none';
  const code = last.charCodeAt(0);
  if (code >= 0xac00 && code <= 0xd7a3) {
    const final = (code - 0xac00) % 28;
    return final === 0 ? 'none' : final === 8 ? 'rieul' : 'other';
  }
  if (last in DIGIT_FINAL) return DIGIT_FINAL[last]!;
  return LETTER_FINAL[last.toLowerCase()] ?? 'none';
}

/** `word` followed by the right form of `particle`: withParticle('5억', '를') → '5억을', withParticle('X-Plus', '으로') → 'X-Plus로'. */
export function withParticle(word: string, particle: Particle): string {
  const [withFinal, withoutFinal] = PAIRS[particle];
  const final = finalOf(word);
  const useWithFinal = withFinal === '으로' ? final === 'other' : final !== 'none';
  return word + (useWithFinal ? withFinal : withoutFinal);
}

/** A 'YYYY-MM' month as said in Korean: '2026-07' → '7월'; with the year: '2026년 7월'. */
export function monthText(month: string, withYear = false): string {
  const [y, m] = month.split('-');
  return withYear ? `${y}년 ${Number(m)}월` : `${Number(m)}월`;
}

/**
 * A nickname with its middle hidden, as the money-transfer and mileage-gift recipient check shows it:
 * the sender recognises the friend they mean by both ends, while a number-by-number scan does not
 * get a full list of nicknames. About a third is hidden (at least one character), so nicknames
 * that differ only at the end stay apart: '머니친구가' → '머니*구가', '머니친구나' → '머니*구나'.
 * Two characters: '새*'; one: '*'.
 */
export function maskNickname(nickname: string): string {
  const chars = Array.from(nickname);
  if (chars.length <= 1) return '*';
  const hidden = Math.max(1, Math.floor(chars.length / 3));
  const start = Math.max(1, Math.floor((chars.length - hidden) / 2));
  return [...chars.slice(0, start), '*'.repeat(hidden), ...chars.slice(start + hidden)].join('');
}

/** The day an auto-bankbook reservation uses the bankbooks on (AutoBankbook.dateType), as the member reads it: order page and portal alike. */
export const AUTO_BANKBOOK_DAY_NAMES = { BENEFIT_DAY: '혜택일', MONTH_FIRST_DAY: '매월 1일' } as const;
