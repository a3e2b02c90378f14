// Mileage exchange input rules (pure): amounts are whole multiples of the exchange unit.
import { floorToUnit, parseMoney } from '@hanpan/platform';

export type ExchangeCheck = { ok: true; mileage: bigint; money: bigint } | { ok: false; message: string };

export function checkExchange(input: string, current: string, unit: string, moneyPerMileage: string): ExchangeCheck {
  const text = input.replace(/[,\s]/g, '');
  if (!/^\d+$/.test(text)) return { ok: false, message: '전환할 마일리지를 숫자로 입력해 주세요.' };
  const amount = BigInt(text);
  const u = parseMoney(unit) ?? 1n;
  const have = parseMoney(current) ?? 0n;
  if (amount <= 0n) return { ok: false, message: '전환할 마일리지를 입력해 주세요.' };
  if (amount % u !== 0n) return { ok: false, message: `마일리지는 ${u.toLocaleString('ko-KR')} 단위로 전환할 수 있습니다.` };
  if (amount > have) return { ok: false, message: '보유 마일리지가 부족합니다.' };
  return { ok: true, mileage: amount, money: amount * (parseMoney(moneyPerMileage) ?? 0n) };
}

/** The most the member can exchange now (whole units). */
export function maxExchangeable(current: string, unit: string): bigint {
  return floorToUnit(current, parseMoney(unit) ?? 1n);
}
