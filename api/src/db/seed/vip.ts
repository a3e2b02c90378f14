// VIP demo states (the grade of a VIP month = counted payments of the three calendar months before it;
// the months in a row as VIP follow from the same payments):
//   vip          — 미니멈 (1,000,000원 in the last three months: 50,000 + 100,000 + 850,000) and
//                  350,000원 this month → 1,300,000원 toward next month: expected 비즈니스 (퍼스트까지 77%);
//                  VIP since this month (last month 일반 회원: 169,800원 counted); two VIP voice messages
//   zplus        — 미니멈 (900,000원 in the last three months: 55,000 + 95,000 + 750,000), 100,000원 this
//                  month (900,000원 left of the legal monthly limit)
//   Both have paid Plus every month since their first use (part2.ts): which calendar month a renewal
//   falls in depends on the seed day, so each month from the fifth before on is planned as a sum
//   (PLANS): shop payments here bring each month to it, and every three-month window is the same on
//   any seed day (seed-dates.test.ts). Their first Plus month (before the fifth) is left as it falls.
//   vip-premium  — 프리미엄 (2,200,000원), last month 퍼스트 (lastVipUser), VIP 3 months in a row (first
//                  VIP month two months ago: 비즈니스, 1,100,000원, its saved coins settled too — the lounge,
//                  the payment history and the coins tell one story: QA), this month's coupon already
//                  claimed, 프리미엄 mark worn, power chief (520 games last month) with last month's bonus
//                  (480 games the month before), voices
//   vip-business — 비즈니스 (1,200,000원), 150 games last month (not a power chief), nothing claimed: the
//                  e2e hancoin claim uses this account only
//   Games per Korean month (vip_game_counts, relative to the seed's month: the power chief of a VIP
//   month is last month's 300 games or more): vip 412 and zplus 980 last month too. The game servers'
//   results are meant to fill these rows; the portal has no such feed, so the seed writes them.
//   member       — 일반 회원 (no payments)
import type { Tx } from '../client.js';
import { coupons, orders, payments, vipBenefitClaims, vipGameCounts, vipMembers, vipPowerChiefClaims, vipSavedCoins, vipVoices, type MemberRow } from '../schema/index.js';
import type { SeedContext } from './context.js';
import { addMonths, monthRange, vipMonthOf } from '../../domains/vip/grades.js';
import { paymentSum, vipCouponExpiresAt } from '../../domains/vip/service.js';

const DAY = 86_400_000;
const HOUR = 3_600_000;

/**
 * Payments per month of the members whose Plus payments move between months with the seed day:
 * [months before this one, total], oldest first. Each total is at least what their Plus payments,
 * weekly gold and zplus's avatar purchase (member-data.ts) can come to in that month on any day.
 */
export const VIP_PAYMENT_PLANS: Readonly<Record<'vip' | 'zplus', ReadonlyArray<readonly [number, bigint]>>> = {
  // W-Plus 19,800 a month (the first four), then X-Plus 33,000 + 16,500 of options
  vip: [[-5, 19_800n], [-4, 19_800n], [-3, 50_000n], [-2, 100_000n], [-1, 850_000n], [0, 350_000n]],
  // Z-Plus 55,000 a month (52,250 from the 13th) + 28,600 of options from the 13th, weekly gold 5,500
  zplus: [[-5, 55_000n], [-4, 55_000n], [-3, 55_000n], [-2, 95_000n], [-1, 750_000n], [0, 100_000n]],
};

export async function seedVip(tx: Tx, ctx: SeedContext): Promise<void> {
  const { now } = ctx;
  const m = ctx.members;
  const month = vipMonthOf(now);
  /** a moment on `day` of month `month + delta`; this month's moments are kept before now */
  /** When the monthly settlement job writes a month's saved coin: 0시 (KST) on its 1st, as settleSavedCoins dates its rows. */
  const settledAt = (delta: number): Date => monthRange(addMonths(month, delta)).start;
  const at = (delta: number, day: number): Date => {
    const r = monthRange(addMonths(month, delta));
    const t = r.start.getTime() + (day - 1) * DAY + 11 * HOUR;
    return delta === 0 ? new Date(Math.max(r.start.getTime() + 1000, Math.min(t, now.getTime() - 60_000))) : new Date(t);
  };
  let seq = 0;
  /** A shop payment: VIP spending here is shop spending (the Plus payment history lists Plus products only). */
  async function pay(who: MemberRow, amount: bigint, when: Date, title: string) {
    const kind = 'shop';
    seq += 1;
    const [o] = await tx
      .insert(orders)
      .values({ orderNo: `OSEEDVIP${who.id}N${seq}`, memberId: who.id, kind, params: {}, title, lines: [title], amount, status: 'COMPLETED', resultLines: ['결제 완료'], createdAt: when, completedAt: when })
      .returning();
    await tx.insert(payments).values({ orderId: o!.id, memberId: who.id, kind, amount, createdAt: when });
  }
  /** A shop payment on `day` of month `month + delta` that brings the member's payments of that month to `total`. */
  async function payUpTo(who: MemberRow, delta: number, total: bigint, day: number, title: string) {
    const { start, end } = monthRange(addMonths(month, delta));
    const rest = total - (await paymentSum(tx, who.id, start, end));
    if (rest < 0n) throw new Error(`seed: ${who.loginId} paid more than ${total} in month ${delta}`);
    if (rest > 0n) await pay(who, rest, at(delta, day), title);
  }

  // vip and zplus: each planned month brought to its sum (a package bought on top of the Plus payments
  // last month and, for vip, this month too; the rest a 머니 충전)
  const vip = m.vip!;
  await pay(vip, 600_000n, at(-1, 9), '골드 머니 패키지');
  await pay(vip, 200_000n, at(0, 2), '골드 머니 패키지');
  await pay(m.zplus!, 600_000n, at(-1, 10), '다이아 머니 패키지');
  for (const [id, day] of [['vip', 13], ['zplus', 10]] as const) {
    for (const [delta, total] of VIP_PAYMENT_PLANS[id]) await payUpTo(m[id]!, delta, total, delta === 0 ? 2 : day, '머니 충전');
  }
  await tx.insert(vipSavedCoins).values({ memberId: vip.id, vipMonth: month, kind: 'PAYMENT_BONUS', coin: 5_000n, createdAt: settledAt(0) });
  await tx.insert(vipVoices).values([
    {
      memberId: vip.id, category: 'BENEFIT', title: '등급 상향권은 어디서 쓰나요?', content: '이번 달에 받은 VIP 등급 상향권을 어디에서 사용하는지 알려 주세요.',
      status: 'ANSWERED', answer: '안녕하세요, VIP 데스크입니다. 등급 상향권은 다른 VIP 혜택을 받기 전에 쿠폰함에서 사용하시면, 그 달에 아직 받지 않은 딜러비 할인 쿠폰과 한코인을 한 등급 위의 혜택으로 받으실 수 있습니다. 감사합니다.',
      answeredAt: new Date(now.getTime() - 3 * DAY), createdAt: new Date(now.getTime() - 4 * DAY),
    },
    { memberId: vip.id, category: 'GAME', title: '라스포커 채널 추가 요청', content: '저녁 시간대에 라스포커 VIP 전용 채널이 하나 더 열리면 좋겠습니다.', createdAt: new Date(now.getTime() - 5 * HOUR) },
  ]);

  // vip-premium: 프리미엄 now (600k + 700k + 900k), 퍼스트 last month (500k + 600k + 700k), 400k this month
  const premium = m['vip-premium']!;
  const plan: Array<[number, bigint, string]> = [
    [-4, 500_000n, '머니 충전 50만 원'],
    [-3, 600_000n, '다이아 머니 패키지'],
    [-2, 700_000n, '프리미엄 아바타 세트'],
    [-1, 400_000n, '골드 머니 패키지'],
    [-1, 500_000n, '플래티넘 머니 패키지'],
    [0, 400_000n, '머니 충전 40만 원'],
  ];
  for (const [delta, amount, title] of plan) await pay(premium, amount, at(delta, delta === -1 && amount === 500_000n ? 18 : 5), title);
  await tx.insert(vipMembers).values({
    memberId: premium.id, specialCode: 'VIP-PREMIUM', bonusMonth: 2,
    firstVipMonth: addMonths(month, -2), firstGrade: 'BUSINESS', avatarMarkCode: 'VIP_PREMIUM', avatarMarkWorn: true,
  });
  await tx.insert(vipSavedCoins).values([
    { memberId: premium.id, vipMonth: month, kind: 'PAYMENT', coin: 22_000n, createdAt: settledAt(0) },
    { memberId: premium.id, vipMonth: month, kind: 'PAYMENT_BONUS', coin: 44_000n, createdAt: settledAt(0) },
    { memberId: premium.id, vipMonth: addMonths(month, -1), kind: 'PAYMENT', coin: 18_000n, createdAt: settledAt(-1) },
    { memberId: premium.id, vipMonth: addMonths(month, -1), kind: 'PAYMENT_BONUS', coin: 27_000n, createdAt: settledAt(-1) },
    { memberId: premium.id, vipMonth: addMonths(month, -1), kind: 'BENEFIT_HANCOIN', coin: 3_000n, createdAt: at(-1, 2) },
    { memberId: premium.id, vipMonth: addMonths(month, -2), kind: 'PAYMENT', coin: 11_000n, createdAt: settledAt(-2) },
    { memberId: premium.id, vipMonth: addMonths(month, -2), kind: 'PAYMENT_BONUS', coin: 11_000n, createdAt: settledAt(-2) },
  ]);
  // this month's coupon is already claimed (on mobile): the coupons are in the coupon box
  const couponAt = at(0, 1);
  await tx.insert(vipBenefitClaims).values({ memberId: premium.id, vipMonth: month, type: 'coupon', platform: 'MOBILE', amount: 5n, createdAt: couponAt });
  await tx.insert(coupons).values(
    Array.from({ length: 5 }, () => ({
      memberId: premium.id, category: 'vip', name: 'VIP 딜러비 30% 할인 쿠폰', description: 'VIP 전용: 하루 동안 딜러비를 30% 할인합니다.', benefit: 'DEALER_FEE_30',
      expiresAt: vipCouponExpiresAt(month), createdAt: couponAt,
    })),
  );
  await tx.insert(vipPowerChiefClaims).values({ memberId: premium.id, vipMonth: addMonths(month, -1), grade: 'FIRST', gameCount: 480, money: 3_000_000_000n, platform: 'PC', createdAt: at(-1, 3) });
  await tx.insert(vipVoices).values({
    memberId: premium.id, category: 'PAYMENT', title: '결제 실적 반영 시점 문의', content: '월말에 결제한 금액은 언제 VIP 실적에 반영되나요? 이번 달 등급이 궁금합니다.',
    status: 'ANSWERED', answer: '안녕하세요, VIP 데스크입니다. 결제 금액은 결제 즉시 실적에 반영되며, 등급은 매월 1일 0시(한국 시간)에 최근 3개월 실적으로 정해집니다.',
    answeredAt: at(-1, 21), createdAt: at(-1, 20),
  });

  // vip-business: 비즈니스 now (400k + 800k), not VIP the month before, nothing claimed
  const business = m['vip-business']!;
  await pay(business, 400_000n, at(-2, 9), '머니 충전 40만 원');
  await pay(business, 800_000n, at(-1, 14), '다이아 머니 패키지');
  await tx.insert(vipMembers).values({ memberId: business.id, firstVipMonth: month, firstGrade: 'BUSINESS' });
  await tx.insert(vipSavedCoins).values([
    { memberId: business.id, vipMonth: month, kind: 'PAYMENT', coin: 12_000n, createdAt: settledAt(0) },
    { memberId: business.id, vipMonth: month, kind: 'PAYMENT_BONUS', coin: 12_000n, createdAt: settledAt(0) },
  ]);

  // games per Korean month: last month's make this month's power chief (vip-premium's 480 the month
  // before made last month's bonus above)
  const last = addMonths(month, -1);
  await tx.insert(vipGameCounts).values([
    { memberId: premium.id, month: addMonths(month, -2), games: 480 },
    { memberId: premium.id, month: last, games: 520 },
    { memberId: business.id, month: last, games: 150 },
    { memberId: vip.id, month: last, games: 412 },
    { memberId: m.zplus!.id, month: last, games: 980 },
  ]);
}
