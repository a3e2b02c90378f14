// Mileage a payment earns (every paid order and every regular Plus payment): 10 per 1,000원, +5 for
// a VIP member (SPEC §3 vipUser basic/additional mileage), twice that while a MILEAGE event runs for
// the member ('마일리지 2배 적립 이벤트': QA found it advertised and not kept). Decided inside the
// paying transaction, with the VIP state and the event as they are at that moment.
import type { Tx } from '../../db/client.js';
import type { MemberRow } from '../../db/schema/index.js';
import { formatWon } from '../../lib/money.js';
import { mileageEventFor } from '../events/service.js';
import { earnsVipMileage } from '../vip/service.js';
import { BASIC_RATE_PER_MILLE, earnMileage, VIP_ADDITIONAL_RATE_PER_MILLE } from './service.js';

/** The history's words for a Plus payment's mileage (the mileage benefit counts rows starting '플러스'). */
export const PLUS_MILEAGE_REASON = '플러스 결제 적립';
export const PLUS_RENEWAL_MILEAGE_REASON = '플러스 정기결제 적립';

/** A MILEAGE event multiplies what payments earn by this. */
export const MILEAGE_EVENT_MULTIPLIER = 2n;

/** How a payment's mileage line starts: the page behind the closing result popup says it too. */
const MILEAGE_LINE_PREFIX = '마일리지 ';
export const mileageNotes = (resultLines: readonly string[]): string[] => resultLines.filter((l) => l.startsWith(MILEAGE_LINE_PREFIX));

export interface PaymentMileage {
  saved: bigint;
  /** the result page's line ('' when nothing was saved) */
  line: string;
}

/** Saves a payment's mileage (rounded down to whole mileage) under `reason` in the history. */
export async function earnPaymentMileage(tx: Tx, member: MemberRow, paid: bigint, reason: string, now = new Date()): Promise<PaymentMileage> {
  if (paid <= 0n) return { saved: 0n, line: '' };
  const vip = await earnsVipMileage(tx, member, now);
  const event = await mileageEventFor(tx, member, now);
  const rate = BigInt(BASIC_RATE_PER_MILLE + (vip ? VIP_ADDITIONAL_RATE_PER_MILLE : 0)) * (event ? MILEAGE_EVENT_MULTIPLIER : 1n);
  const saved = (paid * rate) / 1000n;
  if (saved <= 0n) return { saved, line: '' };
  await earnMileage(tx, member.id, saved, event ? `${reason} (${event.title})` : reason, now);
  return { saved, line: `${MILEAGE_LINE_PREFIX}${formatWon(saved)} 적립${event ? ` (${event.title})` : ''}` };
}
