// Regular payment (SUBSCRIPTION) renewal, run when a member's state is read: each elapsed month
// is paid (order + payment row, within the purchase limits) and continues the membership from its
// end date, so the continuous-use counts grow and the 5% discount applies from 13 group uses.
// A renewal the limits refuse leaves the membership ended.
import { randomBytes } from 'node:crypto';
import { and, desc, eq, lte } from 'drizzle-orm';
import type { AppConfig } from '../../config.js';
import type { Db, Tx } from '../../db/client.js';
import { orders, payments, plusMemberships } from '../../db/schema/index.js';
import { ApiError } from '../../lib/errors.js';
import { assertCanSpend } from '../../lib/limits.js';
import { formatWon } from '../../lib/money.js';
import { findMainProduct } from './catalogue.js';
import { discountedPrice } from './rules.js';
import { joinMain } from './service.js';
import { runDueAutoBankbook } from '../bankbook/service.js';

export const RENEWAL_KIND = 'membership-renewal';
const MAX_RENEWALS = 12;

/** Renews the member's lapsed SUBSCRIPTION main membership; returns how many months were paid. */
export async function renewDueSubscription(tx: Tx, config: AppConfig, memberId: number, now = new Date()): Promise<number> {
  let renewed = 0;
  while (renewed < MAX_RENEWALS) {
    const [due] = await tx
      .select()
      .from(plusMemberships)
      .where(and(eq(plusMemberships.memberId, memberId), eq(plusMemberships.kind, 'MAIN'), eq(plusMemberships.status, 'ACTIVE'), eq(plusMemberships.subscriptionType, 'SUBSCRIPTION'), lte(plusMemberships.endDate, now)))
      .orderBy(desc(plusMemberships.endDate))
      .limit(1)
      .for('update');
    if (!due) break;
    // only the newest main membership renews
    const [newer] = await tx
      .select({ id: plusMemberships.id })
      .from(plusMemberships)
      .where(and(eq(plusMemberships.memberId, memberId), eq(plusMemberships.kind, 'MAIN'), eq(plusMemberships.status, 'ACTIVE')))
      .orderBy(desc(plusMemberships.startDate))
      .limit(1);
    const product = findMainProduct(due.productCode);
    if (!product || newer?.id !== due.id) break;
    const amount = discountedPrice(product.price, due.continuousGroupUsageCount + 1);
    try {
      await tx.transaction(async (sp) => {
        await assertCanSpend(sp, config, memberId, amount);
        const orderNo = `R${Date.now().toString(36).toUpperCase()}${randomBytes(4).toString('hex').toUpperCase()}`;
        const [order] = await sp
          .insert(orders)
          .values({ orderNo, memberId, kind: RENEWAL_KIND, params: { codes: product.code }, title: `${product.name} 정기결제`, lines: [`${product.name} 1개월 (${formatWon(amount)}원)`], amount, status: 'COMPLETED', resultLines: ['정기결제 완료'], completedAt: now })
          .returning();
        await sp.insert(payments).values({ orderId: order!.id, memberId, kind: RENEWAL_KIND, amount });
        // the next month starts where the last one ended: no gap, continuity +1
        await sp.update(plusMemberships).set({ status: 'CHANGED' }).where(eq(plusMemberships.id, due.id));
        await joinMain(sp, { memberId, productCode: product.code, subscriptionType: 'SUBSCRIPTION', amount, paymentNo: orderNo, now: due.endDate });
      });
      renewed++;
    } catch (e) {
      if (e instanceof ApiError && e.status === 422) break;
      throw e;
    }
  }
  return renewed;
}

/** Brings a member's Plus state up to date before it is shown: renewals, then a due auto-bankbook. */
export async function refreshMembership(db: Db, config: AppConfig, memberId: number, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    await renewDueSubscription(tx, config, memberId, now);
    await runDueAutoBankbook(tx, memberId, now);
  });
}
