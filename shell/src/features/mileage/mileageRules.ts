// Mileage exchange input rules (pure, BigInt only): amounts are whole multiples of the exchange
// unit, within the mileage held, and the money they pay must fit under the holding limit (the
// server checks everything again).
import { parseMemberNo } from '@hanpan/contracts/member-no';
import { amountInputMessage, readAmountInput } from '../common/amountInput';
import type { FieldRefusal } from '../common/fieldRefusal';
import { RECIPIENT_NOT_DIGITS, whyNotAMemberNo } from '../common/memberNoInput';
import type { MileageCurrent } from '@hanpan/contracts';
import { floorToUnit, formatKoreanMoney, formatMoney, parseMoney } from '@hanpan/platform';

export type ExchangeCheck = { ok: true; mileage: bigint; money: bigint } | { ok: false; message: string };

/** What an exchange is judged against: the mileage read (with the money and the holding limit). */
export type ExchangeView = Pick<MileageCurrent, 'currentMileage' | 'exchangeUnit' | 'moneyPerMileage' | 'money' | 'holdingLimit'>;

interface Capacity {
  unit: bigint;
  perMileage: bigint;
  limit: bigint;
  /** the mileage held, in whole units */
  byMileage: bigint;
  /** whole units whose money still fits under the holding limit */
  byLimit: bigint;
  /** the most one exchange can take now */
  max: bigint;
}

function capacityOf(v: ExchangeView): Capacity {
  const unit = parseMoney(v.exchangeUnit) ?? 1n;
  const u = unit > 0n ? unit : 1n;
  const perMileage = parseMoney(v.moneyPerMileage) ?? 0n;
  const have = parseMoney(v.currentMileage) ?? 0n;
  const money = parseMoney(v.money) ?? 0n;
  const limit = parseMoney(v.holdingLimit) ?? 0n;
  const byMileage = have > 0n ? floorToUnit(have, u) : 0n;
  const room = limit > money ? limit - money : 0n;
  // no money per mileage: nothing is paid, the limit holds nothing back
  const byLimit = perMileage > 0n ? floorToUnit(room / perMileage, u) : byMileage;
  return { unit: u, perMileage, limit, byMileage, byLimit, max: byMileage < byLimit ? byMileage : byLimit };
}

const limitText = (c: Capacity) => `보유 한도(${formatKoreanMoney(c.limit)})`;

export function checkExchange(input: string, view: ExchangeView): ExchangeCheck {
  const read = readAmountInput(input);
  if (!read.ok) return { ok: false, message: amountInputMessage(read.reason, { object: '전환할 마일리지를', topic: '전환할 마일리지는' }) };
  const amount = read.amount;
  const c = capacityOf(view);
  if (amount === 0n) return { ok: false, message: `${formatMoney(c.unit)}마일리지 이상 전환할 수 있습니다.` };
  // more than held is the answer before the unit: a huge amount is rarely a whole number of units
  if (amount > (parseMoney(view.currentMileage) ?? 0n)) return { ok: false, message: '보유 마일리지가 부족합니다.' };
  if (amount % c.unit !== 0n) return { ok: false, message: `마일리지는 ${formatMoney(c.unit)} 단위로 전환할 수 있습니다.` };
  if (amount > c.byLimit) {
    const most = c.max > 0n ? `지금은 ${formatMoney(c.max)}마일리지까지 전환할 수 있습니다.` : '지금은 전환할 수 없습니다.';
    return { ok: false, message: `전환하면 ${limitText(c)}를 초과합니다. ${most}` };
  }
  return { ok: true, mileage: amount, money: amount * c.perMileage };
}

export type MaxExchange = { ok: true; mileage: bigint } | { ok: false; message: string };

/**
 * The most the member can really exchange now: the mileage held, rounded down to the unit, and no
 * more than what fits under the holding limit. When nothing does, the reason in Korean.
 */
export function maxExchangeable(view: ExchangeView): MaxExchange {
  const c = capacityOf(view);
  if (c.max > 0n) return { ok: true, mileage: c.max };
  if (c.byMileage === 0n) return { ok: false, message: `전환할 수 있는 마일리지가 없습니다. 마일리지는 ${formatMoney(c.unit)} 단위로 전환할 수 있습니다.` };
  return {
    ok: false,
    message: `보유 머니가 ${limitText(c)}에 가까워 지금은 전환할 수 없습니다. (${formatMoney(c.unit)}마일리지 = ${formatKoreanMoney(c.unit * c.perMileage)} 머니)`,
  };
}

export type GiftCheck = { ok: true; memberNo: number; mileage: bigint } | FieldRefusal;

/** Gift input rules before the server: a member number, whole units, within today's limits. */
export function checkGift(
  memberNoText: string,
  mileageText: string,
  status: { currentMileage: string; unit: string; minimum: string; maxPerGift: string; remainingToday: string; countToday: number; maxCountPerDay: number },
  myMemberNo: string | null,
): GiftCheck {
  // today's gifts used up: said before the nickname check and the confirm (as a transfer's count is)
  if (status.countToday >= status.maxCountPerDay) return { ok: false, message: `오늘 선물할 수 있는 횟수(${status.maxCountPerDay}회)를 모두 사용했습니다. 내일 다시 선물해 주세요.`, field: 'amount' };
  const no = parseMemberNo(memberNoText);
  if (no === null) return { ok: false, message: whyNotAMemberNo(memberNoText, RECIPIENT_NOT_DIGITS), field: 'memberNo' };
  if (myMemberNo !== null && String(no) === myMemberNo) return { ok: false, message: '본인에게는 선물할 수 없습니다.', field: 'memberNo' };
  // (0 is a number: it meets the minimum's message)
  const read = readAmountInput(mileageText);
  if (!read.ok) return { ok: false, message: amountInputMessage(read.reason, { object: '선물할 마일리지를', topic: '선물할 마일리지는' }), field: 'amount' };
  const amount = read.amount;
  const unit = parseMoney(status.unit) ?? 1n;
  const min = parseMoney(status.minimum) ?? unit;
  const n = (v: bigint | string) => formatMoney(parseMoney(v) ?? 0n);
  if (amount < min) return { ok: false, message: `${n(min)}마일리지 이상 선물할 수 있습니다.`, field: 'amount' };
  // the upper bounds before the unit, as in an exchange: a too-large amount is told what is allowed
  if (amount > (parseMoney(status.maxPerGift) ?? amount)) return { ok: false, message: `한 번에 ${n(status.maxPerGift)}마일리지까지 선물할 수 있습니다.`, field: 'amount' };
  if (amount > (parseMoney(status.remainingToday) ?? amount)) return { ok: false, message: `오늘은 ${n(status.remainingToday)}마일리지까지 선물할 수 있습니다.`, field: 'amount' };
  if (amount > (parseMoney(status.currentMileage) ?? 0n)) return { ok: false, message: '보유 마일리지가 부족합니다.', field: 'amount' };
  if (amount % unit !== 0n) return { ok: false, message: `마일리지는 ${n(unit)} 단위로 선물할 수 있습니다.`, field: 'amount' };
  return { ok: true, memberNo: no, mileage: amount };
}
