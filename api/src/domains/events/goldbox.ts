// The goldbox gift: opening the goldbox draws one prize from GOLDBOX_PRIZES and credits it in the
// transaction that records the participation (once per member and event: the unique participation
// row). Lock order: the wallet first, then the participation row, then what the prize writes.
import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { GoldboxPrize } from '@hanpan/contracts';
import type { DbOrTx, Tx } from '../../db/client.js';
import { eventParticipations, inventoryItems, shopProducts, type MemberRow } from '../../db/schema/index.js';
import { ruleError } from '../../lib/errors.js';
import { lockWallets } from '../../lib/ledger.js';
import { formatKoreanUnits, formatWon } from '../../lib/money.js';
import { draw, tableTotal, TABLE_TOTAL, type DrawEntry } from '../membership/draws.js';
import { memberHoldingLimit } from '../membership/service.js';
import { earnMileage } from '../mileage/service.js';
import { creditWithOverflow } from '../overmoney/service.js';

export type GoldboxPrizeEntry =
  | { kind: 'MONEY'; money: bigint }
  | { kind: 'MILEAGE'; mileage: bigint }
  /** a shop product (catalogue code) put into 보관함; `name` if the catalogue lacks it */
  | { kind: 'ITEM'; code: string; name: string };

/** The prizes and their weights out of TABLE_TOTAL (10,000). */
export const GOLDBOX_PRIZES: readonly DrawEntry<GoldboxPrizeEntry>[] = [
  { value: { kind: 'MONEY', money: 100_000_000n }, weight: 3_000 },
  { value: { kind: 'MONEY', money: 300_000_000n }, weight: 2_500 },
  { value: { kind: 'MONEY', money: 1_000_000_000n }, weight: 1_500 },
  { value: { kind: 'MONEY', money: 5_000_000_000n }, weight: 500 },
  { value: { kind: 'MONEY', money: 10_000_000_000n }, weight: 100 },
  // 1 mileage exchanges for 1억: 10 is worth the 10억 prize, not the top one
  { value: { kind: 'MILEAGE', mileage: 10n }, weight: 1_400 },
  // mini-game tickets (SPEC §3): used from 보관함 (/use/{id}) for game money
  { value: { kind: 'ITEM', code: 'C1472', name: '가위바위보 그레이트' }, weight: 700 },
  { value: { kind: 'ITEM', code: 'C1433', name: '로얄 하프 룰렛' }, weight: 300 },
];
if (tableTotal(GOLDBOX_PRIZES) !== TABLE_TOTAL) throw new Error('GOLDBOX_PRIZES must sum to TABLE_TOTAL');

/** Draws a number 0 ≤ n < max: crypto.randomInt in the service, a fixed one in tests. */
export type Roll = (max: number) => number;
export const cryptoRoll: Roll = (max) => randomInt(max);

/** '게임머니 10억', '10마일리지', '가위바위보 그레이트' (as the goldbox popup names them). */
export function goldboxPrizeLabel(p: GoldboxPrize): string {
  if (p.kind === 'MONEY') return `게임머니 ${formatKoreanUnits(BigInt(p.amount))}`;
  if (p.kind === 'MILEAGE') return `${formatWon(BigInt(p.amount))}마일리지`;
  const name = p.itemName ?? p.itemCode ?? '아이템';
  return p.amount === '1' ? name : `${name} ${formatWon(BigInt(p.amount))}개`;
}

type StoredResult = Record<string, string | number | boolean>;

/** The prize kept in a participation row's result (null for a row written before prizes existed). */
export function prizeOfResult(r: StoredResult | null | undefined): GoldboxPrize | undefined {
  if (!r) return undefined;
  const kind = r.prizeKind;
  if (kind !== 'MONEY' && kind !== 'MILEAGE' && kind !== 'ITEM') return undefined;
  const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);
  return {
    kind,
    amount: String(r.prizeAmount ?? '0'),
    storedOverMoney: String(r.storedOverMoney ?? '0'),
    itemCode: text(r.itemCode),
    itemName: text(r.itemName),
  };
}

const prizeFields = (p: GoldboxPrize): StoredResult => ({
  prizeKind: p.kind,
  prizeAmount: p.amount,
  storedOverMoney: p.storedOverMoney,
  itemCode: p.itemCode ?? '',
  itemName: p.itemName ?? '',
});

/** Refusal of a second opening, naming what the first one gave. */
export function alreadyOpened(prize: GoldboxPrize | undefined) {
  return ruleError(
    'ERROR_ALREADY_PARTICIPATED',
    prize ? `이미 골드박스를 열었습니다. 받은 선물: ${goldboxPrizeLabel(prize)}` : '이미 골드박스를 열었습니다.',
    prize ? { prize } : undefined,
    '골드박스',
  );
}

/**
 * Opens the goldbox for `m` in event `eventId` (the caller checked ongoing and target): records the
 * participation, draws, credits. A member who already opened it gets ERROR_ALREADY_PARTICIPATED
 * (nothing changes). The draw is final: nothing after it refuses (money over the limit is stored).
 */
export async function openGoldbox(
  tx: Tx,
  m: MemberRow,
  eventId: number,
  opts: { idempotencyKey?: string; now?: Date; roll?: Roll } = {},
): Promise<{ participatedAt: string; prize: GoldboxPrize }> {
  const now = opts.now ?? new Date();
  // the wallet first (lock order): a concurrent second opening waits here, then finds the row below
  await lockWallets(tx, [m.id]);
  const [row] = await tx
    .insert(eventParticipations)
    .values({ eventId, memberId: m.id, processorName: 'participate', result: { participated: true }, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: eventParticipations.id });
  if (!row) throw alreadyOpened(await openedPrize(tx, eventId, m.id));
  const { entry, roll } = draw(GOLDBOX_PRIZES, opts.roll ?? cryptoRoll);
  const won = entry.value;
  const ref = { refType: 'event_participation', refId: row.id };
  let prize: GoldboxPrize;
  if (won.kind === 'MONEY') {
    const credit = await creditWithOverflow(tx, {
      memberId: m.id,
      amount: won.money,
      limit: await memberHoldingLimit(tx, m.id, now),
      reason: 'GOLDBOX_PRIZE',
      description: `골드박스 게임머니 ${formatKoreanUnits(won.money)} 당첨`,
      idempotencyKey: opts.idempotencyKey,
      ...ref,
    });
    prize = { kind: 'MONEY', amount: won.money.toString(), storedOverMoney: credit.stored.toString(), itemCode: null, itemName: null };
  } else if (won.kind === 'MILEAGE') {
    await earnMileage(tx, m.id, won.mileage, '골드박스 이벤트 선물', now);
    prize = { kind: 'MILEAGE', amount: won.mileage.toString(), storedOverMoney: '0', itemCode: null, itemName: null };
  } else {
    // into 보관함 as the shop puts a purchase there: one row, named as the catalogue names it
    const [product] = await tx.select().from(shopProducts).where(eq(shopProducts.code, won.code)).limit(1);
    const name = product?.name ?? won.name;
    await tx.insert(inventoryItems).values({ memberId: m.id, productCode: won.code, kind: product?.kind ?? 'I', name, quantity: 1, acquiredAt: now });
    prize = { kind: 'ITEM', amount: '1', storedOverMoney: '0', itemCode: won.code, itemName: name };
  }
  await tx
    .update(eventParticipations)
    .set({ result: { participated: true, roll, ...prizeFields(prize) } })
    .where(eq(eventParticipations.id, row.id));
  return { participatedAt: now.toISOString(), prize };
}

/** What the member's earlier opening gave (a read). */
export async function openedPrize(db: DbOrTx, eventId: number, memberId: number): Promise<GoldboxPrize | undefined> {
  const [row] = await db
    .select({ result: eventParticipations.result })
    .from(eventParticipations)
    .where(and(eq(eventParticipations.eventId, eventId), eq(eventParticipations.memberId, memberId), eq(eventParticipations.processorName, 'participate')))
    .limit(1);
  return prizeOfResult(row?.result);
}
