// Texts of the monthly benefits (names and icons; amounts and descriptions come from the API).
import type { VipBenefitClaimResult, VipBenefitDetail, VipBenefitType, VipPlatform } from '@hanpan/contracts';
import { withParticle } from '@hanpan/contracts/korean';
import { formatDateTime, formatMoney } from '@hanpan/platform';

/** runAction name of claiming one benefit (the popup's card and the list's row share it). */
export const benefitClaimAction = (type: VipBenefitType) => `vip.benefit.claim.${type}`;

/** Short marks drawn in a coloured circle (no emoji: not every PC has an emoji font). */
export const BENEFIT_COLORS: Readonly<Record<VipBenefitType, string>> = { coupon: '#b91c1c', 'grade-up': '#6d28d9', hancoin: '#a16207' };

/** What the list shows next to the name: '1,000개' hancoin (as the grade's benefits say 'VIP 한코인 매월 1,000개'), or '2장'. */
export function shortAmount(type: VipBenefitType, amount: string): string {
  return type === 'hancoin' ? `${formatMoney(amount)}개` : `${amount}장`;
}
export const PLATFORM_NAMES: Readonly<Record<VipPlatform, string>> = { PC: 'PC', MOBILE: '모바일' };

/** '6월 3일 14:05 · 모바일에서 받음' */
export function receivedText(receivedAt: string | null, platform: VipPlatform | string | null): string {
  const when = receivedAt ? formatDateTime(receivedAt) : '';
  const where = platform === 'PC' || platform === 'MOBILE' ? `${PLATFORM_NAMES[platform]}에서 ` : '';
  return `${when} ${where}받음`.trim();
}

/** One sentence for the result popup / layer; `ticketWaits`: the 등급 상향권 can still raise a benefit
 *  (once it is used, or nothing is left to raise, the ticket's result no longer says to use it first). */
export function claimResultText(r: VipBenefitClaimResult, ticketWaits = true): string {
  if (r.type === 'hancoin') return `${withParticle(r.amountText, '을')} 받았습니다. 보유 한코인은 ${formatMoney(r.hancoin)}개입니다.`;
  const put = `${withParticle(r.amountText, '을')} 쿠폰함에 넣어 드렸습니다.`;
  return r.type === 'grade-up' && ticketWaits ? `${put} ${GRADE_UP_FIRST}` : put;
}

/** What the 등급 상향권 is for, said where it is received (before the benefits it raises are taken). */
export const GRADE_UP_FIRST = '쿠폰함에서 먼저 사용한 뒤 딜러비 할인 쿠폰과 한코인을 받으면 한 등급 위의 혜택으로 받습니다.';

/** Why a benefit cannot be taken this month when it was not taken: not a VIP, or not of this grade. */
export const unavailableText = (d: Pick<VipBenefitDetail, 'grade'>): string => (d.grade === 'NONE' ? 'VIP 회원 전용 혜택입니다.' : '현재 등급에는 없는 혜택입니다.');

/** The 받기 button says what it can do (list row and popup card alike): a benefit the grade does not have is not offered as 받기. */
export const claimText = (d: Pick<VipBenefitDetail, 'received' | 'available'>): string => (d.received ? '받기 완료' : d.available ? '받기' : '대상 아님');
