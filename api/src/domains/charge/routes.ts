// Free recharge of game money (GET what is left today, POST to take one) — the paid charges (money
// products, hancoin) go through the payment sandbox (/services/shop/payments, /payments/charge).
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Envelope, FreeChargeRequestSchema, FreeChargeResultSchema, FreeChargeStatusSchema, type FreeChargeStatus } from '@hanpan/contracts';
import type { DbOrTx } from '../../db/client.js';
import { wallets, type MemberRow } from '../../db/schema/index.js';
import { eq } from 'drizzle-orm';
import { ok } from '../../lib/envelope.js';
import { ruleError } from '../../lib/errors.js';
import { idempotent } from '../../lib/idempotency.js';
import { changeBalance, lockWallets } from '../../lib/ledger.js';
import { memberStateProviders } from '../../lib/member-state.js';
import { formatKoreanUnits } from '../../lib/money.js';
import { requireMember } from '../../plugins/context.js';
import { CHARGE_AMOUNTS } from '../../sandbox/fulfilments.js';
import { couponView, firstUsableCoupon, takeCoupon } from '../inventory/coupons.js';
import { FREE_CHARGE_AMOUNT, FREE_CHARGE_COUPON, FREE_CHARGE_REASON, FREE_CHARGE_THRESHOLD, freeChargeAllowance, plusTierOf } from './rules.js';

async function tierOf(db: DbOrTx, m: MemberRow) {
  return plusTierOf(await memberStateProviders.mainMembershipId(db, m));
}

export async function chargeRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();
  const db = app.db;

  app.get('/api/money/members/charge', { schema: { response: { 200: Envelope(FreeChargeStatusSchema) } } }, async (req) => {
    const m = requireMember(req);
    const tier = await tierOf(db, m);
    const a = await freeChargeAllowance(db, m.id, tier);
    const [w] = await db.select().from(wallets).where(eq(wallets.memberId, m.id)).limit(1);
    const money = w?.money ?? 0n;
    const coupon = await firstUsableCoupon(db, m.id, [FREE_CHARGE_COUPON]);
    // today's charges used up comes first: it holds whatever the money does (QA: '1억 이상이라' after
    // today's charge read as if losing money would give another)
    const reason: FreeChargeStatus['reason'] = a.remainingToday === 0 ? 'USED_ALL_TODAY' : money >= FREE_CHARGE_THRESHOLD ? 'MONEY_ENOUGH' : null;
    return ok({
      perDay: a.perDay,
      usedToday: a.usedToday,
      remainingToday: a.remainingToday,
      plusTier: tier,
      chargeAmount: FREE_CHARGE_AMOUNT.toString(),
      threshold: FREE_CHARGE_THRESHOLD.toString(),
      money: money.toString(),
      hancoin: (w?.hancoin ?? 0n).toString(),
      canCharge: reason === null,
      reason,
      nextChargeAvailableAt: a.nextChargeAvailableAt.toISOString(),
      hancoinAmounts: CHARGE_AMOUNTS.map(String),
      coupon: coupon ? couponView(coupon) : null,
    });
  });

  app.post(
    '/api/money/members/charge',
    { schema: { body: FreeChargeRequestSchema, response: { 200: Envelope(FreeChargeResultSchema) } } },
    async (req) => {
      const m = requireMember(req);
      const couponId = req.body.couponId;
      const result = await idempotent(req, m.id, 'money.free-charge', async (tx, key) => {
        // The wallet lock serialises two recharges of one member (two tabs): the count below is exact.
        const wallet = (await lockWallets(tx, [m.id])).get(m.id)!;
        const a = await freeChargeAllowance(tx, m.id, await tierOf(tx, m));
        const next = a.nextChargeAvailableAt.toISOString();
        if (couponId === undefined && a.remainingToday === 0) {
          throw ruleError('ERROR_CHARGE_ALREADY_TODAY', `오늘의 무료 충전 ${a.perDay}회를 모두 받았습니다. 내일 다시 이용해 주세요.`, { perDay: a.perDay, nextChargeAvailableAt: next });
        }
        // the coupon is the one more after today's: with some left it would be spent for nothing
        if (couponId !== undefined && a.remainingToday > 0) {
          throw ruleError('ERROR_CHARGE_REMAINING', `오늘 남은 무료 충전 ${a.remainingToday}회를 먼저 받아 주세요. 쿠폰은 오늘의 무료 충전을 모두 받은 뒤에 사용할 수 있습니다.`, { remainingToday: a.remainingToday });
        }
        if (wallet.money >= FREE_CHARGE_THRESHOLD) {
          throw ruleError('ERROR_CHARGE_MONEY_ENOUGH', `무료 충전은 보유 머니가 ${formatKoreanUnits(FREE_CHARGE_THRESHOLD)} 미만일 때만 받을 수 있습니다.`, { threshold: FREE_CHARGE_THRESHOLD.toString() });
        }
        // wallet first, then the coupon (one lock order); taken in the charge's transaction
        const coupon = couponId === undefined ? null : await takeCoupon(tx, { memberId: m.id, couponId, place: 'FREE_CHARGE', benefits: [FREE_CHARGE_COUPON] });
        const r = await changeBalance(tx, {
          memberId: m.id,
          currency: 'money',
          amount: FREE_CHARGE_AMOUNT,
          reason: FREE_CHARGE_REASON,
          idempotencyKey: key,
          ...(coupon ? { refType: 'coupon', refId: coupon.id } : {}),
        });
        return { chargedMoney: FREE_CHARGE_AMOUNT.toString(), money: r.balanceAfter.toString(), remainingToday: Math.max(0, a.remainingToday - 1), nextChargeAvailableAt: next };
      });
      return ok(result, `게임머니 ${formatKoreanUnits(FREE_CHARGE_AMOUNT)}이 무료 충전되었습니다.`);
    },
  );
}
