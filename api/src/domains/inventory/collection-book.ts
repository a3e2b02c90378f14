// Collection books (SPEC §7 avatar collection-book masters): which avatars a member has collected,
// and the reward — game money paid through the ledger exactly once per member and book. A shop
// purchase that completes a book pays it in its completion transaction; a book completed another
// way is claimed with POST …/{id}/reward. The unique (member, book) row makes a second payment
// impossible whichever path comes first.
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { CollectionBookMaster } from '@hanpan/contracts';
import type { DbOrTx, Tx } from '../../db/client.js';
import { collectionBookRewards, collectionBooks, inventoryItems, shopProducts, type MemberRow } from '../../db/schema/index.js';
import { notFound, ruleError } from '../../lib/errors.js';
import { changeBalance, lockWallets } from '../../lib/ledger.js';
import { holdingLimit } from '../../lib/member-state.js';
import { formatKoreanUnits } from '../../lib/money.js';

export const COLLECTION_REWARD_REASON = 'COLLECTION_BOOK_REWARD';

type BookRow = typeof collectionBooks.$inferSelect;

/** Product codes the member holds (unused, whatever the expiry: avatars do not expire). */
async function ownedCodes(db: DbOrTx, memberId: number): Promise<Set<string>> {
  const rows = await db
    .selectDistinct({ code: inventoryItems.productCode })
    .from(inventoryItems)
    .where(and(eq(inventoryItems.memberId, memberId), isNull(inventoryItems.usedAt)));
  return new Set(rows.map((r) => r.code));
}

const isComplete = (book: BookRow, owned: Set<string>) => book.avatarCodes.length > 0 && book.avatarCodes.every((c) => owned.has(c));

export async function bookViews(db: DbOrTx, member: MemberRow | null, id?: number): Promise<CollectionBookMaster[]> {
  const books = await db
    .select()
    .from(collectionBooks)
    .where(id === undefined ? undefined : eq(collectionBooks.id, id))
    .orderBy(asc(collectionBooks.id));
  const codes = [...new Set(books.flatMap((b) => b.avatarCodes))];
  const products = codes.length ? await db.select().from(shopProducts).where(inArray(shopProducts.code, codes)) : [];
  const owned = member ? await ownedCodes(db, member.id) : new Set<string>();
  const rewards = member ? await db.select().from(collectionBookRewards).where(eq(collectionBookRewards.memberId, member.id)) : [];
  return books.map((b) => {
    const avatars = b.avatarCodes.map((code) => {
      const p = products.find((x) => x.code === code);
      return { code, name: p?.name ?? code, imageUrl: p?.imageUrl ?? '', owned: owned.has(code) };
    });
    const ownedCount = avatars.filter((a) => a.owned).length;
    const reward = rewards.find((r) => r.bookId === b.id);
    return {
      id: b.id,
      name: b.name,
      description: b.description,
      imageUrl: b.imageUrl,
      rewardMoney: b.rewardMoney.toString(),
      avatars,
      ownedCount,
      totalCount: avatars.length,
      completed: ownedCount === avatars.length && avatars.length > 0,
      rewardPaid: !!reward,
      rewardPaidAt: reward ? reward.paidAt.toISOString() : null,
    };
  });
}

/** Claims the reward row; false when this member was already paid for the book. */
async function claimRow(tx: Tx, memberId: number, book: BookRow): Promise<Date | null> {
  const [row] = await tx
    .insert(collectionBookRewards)
    .values({ memberId, bookId: book.id, rewardMoney: book.rewardMoney })
    .onConflictDoNothing()
    .returning({ paidAt: collectionBookRewards.paidAt });
  return row ? row.paidAt : null;
}

/**
 * Pays one book's reward (the claim endpoint). Refuses an incomplete book, a second payment and a
 * payment over the holding limit (ERROR_OVERMONEY: nothing is written, it can be claimed later).
 */
export async function payCollectionReward(tx: Tx, member: MemberRow, bookId: number, idempotencyKey?: string) {
  // Lock order: the wallet first (one order everywhere), then the rows of this book.
  await lockWallets(tx, [member.id]);
  const [book] = await tx.select().from(collectionBooks).where(eq(collectionBooks.id, bookId)).limit(1);
  if (!book) throw notFound('컬렉션북을 찾을 수 없습니다.');
  if (!isComplete(book, await ownedCodes(tx, member.id))) {
    throw ruleError('ERROR_COLLECTION_INCOMPLETE', '아직 모으지 못한 아바타가 있습니다. 컬렉션을 완성하면 보상을 받을 수 있습니다.', { bookId });
  }
  const paidAt = await claimRow(tx, member.id, book);
  if (!paidAt) throw ruleError('ERROR_ALREADY_REWARDED', '이미 보상을 받은 컬렉션입니다.', { bookId });
  const r = await changeBalance(tx, {
    memberId: member.id,
    currency: 'money',
    amount: book.rewardMoney,
    reason: COLLECTION_REWARD_REASON,
    refType: 'collection_book',
    refId: book.id,
    idempotencyKey,
    max: await holdingLimit(tx, member),
  });
  return { bookId: book.id, rewardMoney: book.rewardMoney.toString(), money: r.balanceAfter.toString(), paidAt: paidAt.toISOString() };
}

/** A purchase's result line about a collection book ('컬렉션북 '이름'…'): the books' names often end in 컬렉션. */
const COLLECTION_LINE_PREFIX = '컬렉션북 ';
const collectionLine = (book: BookRow, rest: string) => `${COLLECTION_LINE_PREFIX}'${book.name}'${rest}`;

/**
 * The result lines of a completed purchase worth telling the page that opened the payment (the
 * popup closes itself at once): a collection book completed by it — reward paid, or left to claim.
 */
export const collectionNotes = (resultLines: readonly string[]): string[] => resultLines.filter((l) => l.startsWith(COLLECTION_LINE_PREFIX));

/**
 * Inside a purchase's completion: pays every book the member has just completed and not been paid
 * for. A reward that would pass the holding limit is left to claim later rather than failing the
 * purchase. Returns Korean result lines.
 */
export async function payCompletedCollectionRewards(tx: Tx, member: MemberRow, limit: bigint): Promise<string[]> {
  const books = await tx.select().from(collectionBooks).orderBy(asc(collectionBooks.id));
  if (books.length === 0) return [];
  const owned = await ownedCodes(tx, member.id);
  const paid = new Set((await tx.select({ bookId: collectionBookRewards.bookId }).from(collectionBookRewards).where(eq(collectionBookRewards.memberId, member.id))).map((r) => r.bookId));
  const lines: string[] = [];
  for (const book of books) {
    if (paid.has(book.id) || !isComplete(book, owned)) continue;
    const wallet = (await lockWallets(tx, [member.id])).get(member.id)!;
    if (wallet.money + book.rewardMoney > limit) {
      lines.push(collectionLine(book, ' 완성: 보유 한도 때문에 보상은 컬렉션북에서 나중에 받을 수 있습니다.'));
      continue;
    }
    if (!(await claimRow(tx, member.id, book))) continue;
    const r = await changeBalance(tx, { memberId: member.id, currency: 'money', amount: book.rewardMoney, reason: COLLECTION_REWARD_REASON, refType: 'collection_book', refId: book.id, max: limit });
    lines.push(collectionLine(book, ` 완성 보상 게임머니 ${formatKoreanUnits(book.rewardMoney)} 지급 (보유 ${formatKoreanUnits(r.balanceAfter)})`));
  }
  return lines;
}
