// Plus seed for the membership journeys (one demo account per journey, see README):
//   pluschange — V-Plus, 2nd month, this month's bankbook unused → change to X-Plus with the
//                unused-bankbook discount; payment history with a cancelled order
//   plusbegin  — V-Plus joined an hour ago              → ERROR_BEGINNING_BANKBOOK, confirm, resend
//   pluspet    — X-Plus + 펫샵 베이직, nothing dressed   → dress two, a third is refused
//   plusover   — W-Plus, 10억 under the holding limit, 120억 in the over-money store
//   plusfail   — V-Plus whose renewal the daily limit (lowered to 5,000원) refused 5 days ago: it ended;
//                the history shows 결제 실패 with the reason (the renewal job's FAILED record)
// and for the older demo accounts: vplus's past payments plus one cancelled order, rich's store.
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../client.js';
import { overMoneyAccounts, overMoneyLedger, petShops, plusMemberships, restrictionHistories, spendingLimits, type MemberRow } from '../schema/index.js';
import type { SeedContext } from './context.js';
import { plusOrderWriter, seedMain, seedPaidMain, type SeedMainOptions } from './memberships.js';
import { addMonthsKst } from '../../domains/membership/rules.js';
import { findOptionProduct } from '../../domains/membership/catalogue.js';
import { RENEWAL_LIMIT_REFUSALS } from '../../domains/membership/renewal.js';

const DAY = 86_400_000;
const HOUR = 3_600_000;

export async function seedPlus(tx: Tx, ctx: SeedContext): Promise<void> {
  const { now } = ctx;
  const m = ctx.members;
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const order = plusOrderWriter(tx, 'OSEEDPL');

  const main = (who: MemberRow, code: string, start: Date, o: SeedMainOptions) => seedMain(tx, who, code, start, o);

  // (current periods end in a few days: renewals are a scheduled job, never a read). A month has at
  // least 28 days, so a period started 28 − n days ago ends n days or more from now on every date
  // (a month back from now plus n days ended today on February 28th: January 30th + 1 month).
  const endingIn = (days: number) => ago((28 - days) * DAY);
  // pluschange: joined V-Plus two months ago, renewed last month; a W-Plus change it cancelled
  const change = m.pluschange!;
  const cStart = endingIn(5);
  const first = await order(change, { kind: 'membership-registration', code: 'PM0004', title: 'V-Plus 가입', amount: 9_900n, at: addMonthsKst(cStart, -1), status: 'COMPLETED' });
  await order(change, { kind: 'membership-change', code: 'PM0005', title: 'W-Plus로 멤버십 변경', amount: 9_900n, at: new Date(cStart.getTime() - 10 * DAY), status: 'CANCELLED' });
  const renewal = await order(change, { kind: 'membership-renewal', code: 'PM0004', title: 'V-Plus 정기결제', amount: 9_900n, at: cStart, status: 'COMPLETED' });
  await main(change, 'PM0004', addMonthsKst(cStart, -1), { usage: 1, group: 1, end: cStart, status: 'CHANGED', paymentNo: first.orderNo });
  await main(change, 'PM0004', cStart, { usage: 2, group: 2, firstRegister: addMonthsKst(cStart, -1), paymentNo: renewal.orderNo });

  // plusbegin: a V-Plus bought an hour ago, its first bankbook untouched
  const begin = m.plusbegin!;
  await seedPaidMain(tx, order, begin, 'PM0004', ago(HOUR), { usage: 1, group: 1, type: 'ONE_TIME' });

  // pluspet: X-Plus joined a month before this period (its second, renewed), the basic pet shop taken
  // at the renewal (one payment: one month, with the X-Plus period it was taken in; QA saw two),
  // nothing dressed yet; the payment history shows all three
  const pet = m.pluspet!;
  const pStart = endingIn(2);
  const pJoined = addMonthsKst(pStart, -1);
  await seedPaidMain(tx, order, pet, 'PM0006', pStart, { usage: 2, group: 2, firstRegister: pJoined });
  const petPrice = findOptionProduct('PO0021')!.price;
  const petOrder = await order(pet, { kind: 'membership', code: 'PO0021', title: '펫샵 베이직', amount: petPrice, at: new Date(pStart.getTime() + HOUR), status: 'COMPLETED' });
  await tx.insert(plusMemberships).values({
    memberId: pet.id, kind: 'OPTION', productCode: 'PO0021', subscriptionType: 'SUBSCRIPTION', startDate: pStart, endDate: addMonthsKst(pStart, 1),
    firstRegisterDate: pStart, paymentNo: petOrder.orderNo, productAmount: petPrice,
  });
  await tx.insert(petShops).values({ memberId: pet.id, petName: '콩이', dressedItems: [] });

  // plusover: W-Plus near the limit; game results above the limit were kept in the store. Its five
  // group uses are paid months: three of V-Plus, then the change to W-Plus and one renewal
  const over = m.plusover!;
  await seedPaidMain(tx, order, over, 'PM0005', endingIn(9), { usage: 2, group: 5, firstRegister: addMonthsKst(endingIn(9), -4), earlier: [{ code: 'PM0004', months: 3 }] });
  await seedStore(tx, over, [
    { kind: 'STORE', amount: 8_000_000_000n, reason: 'GAME_RESULT', description: '7포커 게임 결과 (보유 한도 초과분)', at: ago(5 * DAY) },
    { kind: 'WITHDRAW', amount: -2_000_000_000n, reason: 'OVER_MONEY_WITHDRAW', description: '초과 머니 20억 찾기', at: ago(4 * DAY) },
    { kind: 'STORE', amount: 6_000_000_000n, reason: 'GAME_RESULT', description: '바둑이 게임 결과 (보유 한도 초과분)', at: ago(DAY) },
  ]);

  // plusfail: joined V-Plus (regular payment) a month before its end 5 days ago; a week before the end
  // it lowered its daily limit to 5,000원, so the job's renewal (9,900원) was refused and recorded
  const fail = m.plusfail!;
  const fStart = addMonthsKst(ago(5 * DAY), -1);
  const fJoin = await order(fail, { kind: 'membership-registration', code: 'PM0004', title: 'V-Plus 가입', amount: 9_900n, at: fStart, status: 'COMPLETED' });
  const fDue = await main(fail, 'PM0004', fStart, { usage: 1, group: 1, paymentNo: fJoin.orderNo });
  const lowered = new Date(fDue.endDate.getTime() - 7 * DAY);
  await tx.insert(spendingLimits).values({ memberId: fail.id, dayLimit: 5_000n, lastRaisedAt: null, updatedAt: lowered });
  // (a history row names both limits after the change: the month's stayed the default legal 1,000,000원)
  await tx.insert(restrictionHistories).values({ memberId: fail.id, action: 'downgrade', resultType: 'success', monthLimit: 1_000_000n, dayLimit: 5_000n, message: '구매 한도가 변경되었습니다.', createdAt: lowered });
  await order(fail, {
    kind: 'membership-renewal', code: 'PM0004', title: 'V-Plus 정기결제', amount: 9_900n, at: fDue.endDate, status: 'FAILED',
    reason: RENEWAL_LIMIT_REFUSALS.ERROR_DAY_LIMIT(5_000n), membershipId: fDue.id,
  });

  // rich: one game result above the limit is waiting in the store
  await seedStore(tx, m.rich!, [{ kind: 'STORE', amount: 3_000_000_000n, reason: 'GAME_RESULT', description: '하이로우2 게임 결과 (보유 한도 초과분)', at: ago(2 * DAY) }]);

  // vplus: the V-Plus payments of its four months (each at the start of its month, seed/part2.ts),
  // and a W-Plus change it cancelled this week
  const vplus = m.vplus!;
  const vMonths = await tx
    .select({ id: plusMemberships.id, startDate: plusMemberships.startDate })
    .from(plusMemberships)
    .where(and(eq(plusMemberships.memberId, vplus.id), eq(plusMemberships.kind, 'MAIN')))
    .orderBy(plusMemberships.startDate);
  const vStart = vMonths.at(-1)!.startDate;
  for (let i = 3; i >= 0; i--) {
    const at = addMonthsKst(vStart, -i);
    const paid = await order(vplus, { kind: i === 3 ? 'membership-registration' : 'membership-renewal', code: 'PM0004', title: i === 3 ? 'V-Plus 가입' : 'V-Plus 정기결제', amount: 9_900n, at, status: 'COMPLETED' });
    // a seeded month shows the payment that bought it (결제 번호)
    const month = vMonths.find((row) => row.startDate.getTime() === at.getTime());
    if (month) await tx.update(plusMemberships).set({ paymentNo: paid.orderNo }).where(eq(plusMemberships.id, month.id));
  }
  await order(vplus, { kind: 'membership-change', code: 'PM0005', title: 'W-Plus로 멤버십 변경', amount: 19_800n, at: ago(5 * DAY), status: 'CANCELLED' });
}

async function seedStore(tx: Tx, who: MemberRow, entries: { kind: 'STORE' | 'WITHDRAW'; amount: bigint; reason: string; description: string; at: Date }[]) {
  let balance = 0n;
  for (const e of entries) {
    balance += e.amount;
    await tx.insert(overMoneyLedger).values({ memberId: who.id, kind: e.kind, amount: e.amount, balanceAfter: balance, reason: e.reason, description: e.description, createdAt: e.at });
  }
  await tx.insert(overMoneyAccounts).values({ memberId: who.id, balance, updatedAt: entries.at(-1)!.at });
}
