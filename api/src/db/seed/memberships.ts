// Plus membership rows as a join and the renewal job write them: a main membership is one month
// per row, and a renewed month's row stays behind the current one as 'CHANGED'.
import type { Tx } from '../client.js';
import { plusMemberships, type MemberRow, type PlusMembershipRow, type PlusMembershipStatus } from '../schema/index.js';
import { addMonthsKst } from '../../domains/membership/rules.js';
import { findMainProduct } from '../../domains/membership/catalogue.js';

export interface SeedMainOptions {
  usage: number;
  group: number;
  type?: 'SUBSCRIPTION' | 'ONE_TIME';
  firstRegister?: Date;
  paymentNo?: string;
  /** a month from `start` unless given: a renewed month ends where the next one starts */
  end?: Date;
  status?: PlusMembershipStatus;
  /** '이용 중' unless a renewal is being paid (SPEC §4 in-progress text) */
  statusDescription?: string;
}

/** A month of a main membership from `start`. */
export async function seedMain(tx: Tx, who: MemberRow, code: string, start: Date, o: SeedMainOptions): Promise<PlusMembershipRow> {
  const [row] = await tx
    .insert(plusMemberships)
    .values({
      memberId: who.id,
      kind: 'MAIN',
      productCode: code,
      subscriptionType: o.type ?? 'SUBSCRIPTION',
      status: o.status ?? 'ACTIVE',
      statusDescription: o.statusDescription ?? '이용 중',
      startDate: start,
      endDate: o.end ?? addMonthsKst(start, 1),
      firstRegisterDate: o.firstRegister ?? start,
      continuousUsageCount: o.usage,
      continuousGroupUsageCount: o.group,
      paymentNo: o.paymentNo ?? `SEED-${who.loginId}-${code}`,
      productAmount: findMainProduct(code)!.price,
    })
    .returning();
  return row!;
}
