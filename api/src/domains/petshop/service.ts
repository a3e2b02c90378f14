// Plus pet shop: pet state, dressing items, the per-period bonus reward and its history.
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.js';
import { petShopRewards, petShops, plusMemberships, type PlusMembershipRow } from '../../db/schema/index.js';
import type { MembershipMoneyHistoryItem, Page, PetShopState } from '@hanpan/contracts';
import { changeBalance, lockWallets } from '../../lib/ledger.js';
import { notFound, ruleError } from '../../lib/errors.js';
import { toPage, type PageRequest } from '../../lib/paging.js';
import { findOptionProduct } from '../membership/catalogue.js';
import { benefitPeriod, holdingLimit, nextBenefitDay } from '../membership/rules.js';
import { activeMain, activeOptions } from '../membership/service.js';
import { renewalPending } from '../membership/renewal.js';
import { PET_ITEMS, PET_MESSAGES, decidePetReward, dress, petRewardMoneyPerUse, undress, type DressRefusal, type PetRewardCode } from './rules.js';

const petOptionOf = (options: PlusMembershipRow[]) => options.find((o) => findOptionProduct(o.productCode)?.key === 'pet') ?? null;

async function rewardsUsed(db: DbOrTx, optionMembershipId: number, periodIndex: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${petShopRewards.useCount}), 0)::int` })
    .from(petShopRewards)
    .where(and(eq(petShopRewards.optionMembershipId, optionMembershipId), eq(petShopRewards.periodIndex, periodIndex)));
  return Number(row?.n ?? 0);
}

const DRESS_CODES: readonly string[] = ['ERROR_UNKNOWN_PET_ITEM', 'ERROR_ALREADY_DRESSED', 'ERROR_TOO_MANY_DRESSED'];
/** The refusal's title says what failed: dressing, undressing (ERROR_NOT_DRESSED) or the bonus. */
const titleOf = (code: string) => (code === 'ERROR_NOT_DRESSED' ? '펫 아이템 해제 실패' : DRESS_CODES.includes(code) ? '펫 아이템 착용 실패' : '펫샵 보너스 받기 실패');
export const petRefusal = (code: PetRewardCode | DressRefusal) => ruleError(code, PET_MESSAGES[code], undefined, titleOf(code));

/** The pet shop of a member with an active pet option; ERROR_INIT_FAIL without one. */
export async function petShopState(db: DbOrTx, memberId: number, now = new Date()): Promise<PetShopState> {
  const option = petOptionOf(await activeOptions(db, memberId, now));
  const product = option ? findOptionProduct(option.productCode) : undefined;
  if (!option || !product) throw petRefusal('ERROR_INIT_FAIL');
  const [pet] = await db.select().from(petShops).where(eq(petShops.memberId, memberId)).limit(1);
  if (!pet) throw petRefusal('ERROR_INIT_FAIL');
  const period = benefitPeriod(option, now);
  const used = await rewardsUsed(db, option.id, period.index);
  const total = product.petRewardCount ?? 0;
  return {
    petShopId: pet.id,
    petName: pet.petName,
    optionCode: product.code,
    optionName: product.name,
    optionMembershipId: option.id,
    items: PET_ITEMS.map((i) => ({ ...i, dressed: pet.dressedItems.includes(i.itemCode) })),
    rewardMoneyPerUse: petRewardMoneyPerUse(product.code, pet.dressedItems).toString(),
    totalCount: total,
    remainCount: Math.max(0, total - used),
    petShopMoney: petRewardMoneyPerUse(product.code, pet.dressedItems).toString(),
    nextBenefitSchedule: nextBenefitDay(option, period)?.toISOString() ?? null,
  };
}

export async function changeDress(tx: Tx, memberId: number, itemCode: string, on: boolean, now = new Date()): Promise<PetShopState> {
  const option = petOptionOf(await activeOptions(tx, memberId, now));
  if (!option) throw petRefusal('ERROR_INIT_FAIL');
  const [pet] = await tx.select().from(petShops).where(eq(petShops.memberId, memberId)).limit(1).for('update');
  if (!pet) throw petRefusal('ERROR_INIT_FAIL');
  const next = on ? dress(pet.dressedItems, itemCode) : undress(pet.dressedItems, itemCode);
  if (typeof next === 'string') throw petRefusal(next);
  await tx.update(petShops).set({ dressedItems: next }).where(eq(petShops.id, pet.id));
  return petShopState(tx, memberId, now);
}

export async function usePetReward(tx: Tx, memberId: number, useCount: number, idempotencyKey: string | undefined, now = new Date()) {
  const wallets = await lockWallets(tx, [memberId]);
  const main = await activeMain(tx, memberId, now);
  const options = await activeOptions(tx, memberId, now);
  const option = petOptionOf(options);
  const [pet] = await tx.select().from(petShops).where(eq(petShops.memberId, memberId)).limit(1);
  const period = option ? benefitPeriod(option, now) : null;
  const used = option && period ? await rewardsUsed(tx, option.id, period.index) : 0;
  const limit = holdingLimit(options.map((o) => o.productCode));
  const d = decidePetReward(
    {
      mainStatus: main ? main.statusDescription : null,
      renewing: !main && (await renewalPending(tx, memberId, now, now)),
      petOptionCode: option && pet ? option.productCode : null,
      usedInPeriod: used,
      money: wallets.get(memberId)!.money,
      limit,
      dressed: pet?.dressedItems ?? [],
    },
    useCount,
  );
  if (!d.ok) throw petRefusal(d.code);
  const [row] = await tx
    .insert(petShopRewards)
    .values({ memberId, optionMembershipId: option!.id, periodIndex: period!.index, useCount, amount: d.amount })
    .returning({ id: petShopRewards.id });
  const res = await changeBalance(tx, { memberId, currency: 'money', amount: d.amount, reason: 'PET_SHOP_REWARD', refType: 'pet_shop_reward', refId: row!.id, idempotencyKey, max: limit });
  return { paidMoney: d.amount.toString(), money: res.balanceAfter.toString(), remainCount: d.remainingAfter };
}

export async function petShopHistory(db: DbOrTx, memberId: number, page: PageRequest): Promise<Page<MembershipMoneyHistoryItem>> {
  const where = eq(petShopRewards.memberId, memberId);
  const rows = await db
    .select({ r: petShopRewards, code: plusMemberships.productCode })
    .from(petShopRewards)
    .leftJoin(plusMemberships, eq(plusMemberships.id, petShopRewards.optionMembershipId))
    .where(where)
    .orderBy(desc(petShopRewards.createdAt), desc(petShopRewards.id))
    .limit(page.size)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(petShopRewards).where(where);
  return toPage(
    rows.map(({ r, code }) => ({
      id: r.id,
      createdAt: r.createdAt.toISOString(),
      kind: 'PET_SHOP',
      description: `${findOptionProduct(code ?? '')?.name ?? '펫샵'} 보너스 ${r.useCount}회`,
      amount: r.amount.toString(),
    })),
    page,
    Number(total?.n ?? 0),
  );
}

/** Total bonus money one pet option membership (the member's own) has paid. */
export async function petOptionTotalBonus(db: DbOrTx, memberId: number, optionMembershipId: number) {
  const [opt] = await db
    .select()
    .from(plusMemberships)
    .where(and(eq(plusMemberships.id, optionMembershipId), eq(plusMemberships.memberId, memberId), eq(plusMemberships.kind, 'OPTION')))
    .limit(1);
  if (!opt || findOptionProduct(opt.productCode)?.key !== 'pet') throw notFound('펫샵 옵션 멤버십을 찾을 수 없습니다.');
  const [sum] = await db
    .select({ s: sql<string>`coalesce(sum(${petShopRewards.amount}), 0)::text` })
    .from(petShopRewards)
    .where(eq(petShopRewards.optionMembershipId, optionMembershipId));
  return { optionMembershipId, optionCode: opt.productCode, totalBonusMoney: sum?.s ?? '0' };
}
