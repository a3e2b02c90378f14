// Mileage exchange input rules (pure): amounts are whole multiples of the exchange unit.
import { parseMemberNo } from '@hanpan/contracts/member-no';
import { floorToUnit, formatMoney, parseMoney } from '@hanpan/platform';

export type ExchangeCheck = { ok: true; mileage: bigint; money: bigint } | { ok: false; message: string };

export function checkExchange(input: string, current: string, unit: string, moneyPerMileage: string): ExchangeCheck {
  const text = input.replace(/[,\s]/g, '');
  if (!/^\d+$/.test(text)) return { ok: false, message: '전환할 마일리지를 숫자로 입력해 주세요.' };
  const amount = BigInt(text);
  const u = parseMoney(unit) ?? 1n;
  const have = parseMoney(current) ?? 0n;
  if (amount <= 0n) return { ok: false, message: '전환할 마일리지를 입력해 주세요.' };
  if (amount % u !== 0n) return { ok: false, message: `마일리지는 ${formatMoney(u)} 단위로 전환할 수 있습니다.` };
  if (amount > have) return { ok: false, message: '보유 마일리지가 부족합니다.' };
  return { ok: true, mileage: amount, money: amount * (parseMoney(moneyPerMileage) ?? 0n) };
}

/** The most the member can exchange now (whole units). */
export function maxExchangeable(current: string, unit: string): bigint {
  return floorToUnit(current, parseMoney(unit) ?? 1n);
}

export type GiftCheck = { ok: true; memberNo: number; mileage: bigint } | { ok: false; message: string };

/** Gift input rules before the server: a member number, whole units, within today's limits. */
export function checkGift(
  memberNoText: string,
  mileageText: string,
  status: { currentMileage: string; unit: string; minimum: string; maxPerGift: string; remainingToday: string },
  myMemberNo: string | null,
): GiftCheck {
  const no = parseMemberNo(memberNoText);
  if (no === null) return { ok: false, message: '받는 회원번호를 숫자로 입력해 주세요.' };
  if (myMemberNo !== null && String(no) === myMemberNo) return { ok: false, message: '본인에게는 선물할 수 없습니다.' };
  const text = mileageText.replace(/[,\s]/g, '');
  if (!/^\d+$/.test(text) || BigInt(text) <= 0n) return { ok: false, message: '선물할 마일리지를 숫자로 입력해 주세요.' };
  const amount = BigInt(text);
  const unit = parseMoney(status.unit) ?? 1n;
  const min = parseMoney(status.minimum) ?? unit;
  const n = (v: bigint | string) => formatMoney(parseMoney(v) ?? 0n);
  if (amount < min) return { ok: false, message: `${n(min)} 마일리지 이상 선물할 수 있습니다.` };
  if (amount % unit !== 0n) return { ok: false, message: `마일리지는 ${n(unit)} 단위로 선물할 수 있습니다.` };
  if (amount > (parseMoney(status.maxPerGift) ?? amount)) return { ok: false, message: `한 번에 ${n(status.maxPerGift)} 마일리지까지 선물할 수 있습니다.` };
  if (amount > (parseMoney(status.remainingToday) ?? amount)) return { ok: false, message: `오늘은 ${n(status.remainingToday)} 마일리지까지 선물할 수 있습니다.` };
  if (amount > (parseMoney(status.currentMileage) ?? 0n)) return { ok: false, message: '보유 마일리지가 부족합니다.' };
  return { ok: true, memberNo: no, mileage: amount };
}
