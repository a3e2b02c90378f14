// The shop's payment-sandbox fulfilments (shop team): shop purchases (items/avatars/money/endorphin
// avatars/mini-games for 원), hancoin charge, and using a mini-game item from the inventory. A
// purchase that completes a collection book pays its reward in the same transaction. An avatar the
// member already owns, a member-only avatar without Plus, and game money that would pass the holding
// limit, are refused at the order page (quote) and again in the completing transaction (the quote runs
// again there, then fulfil's own checks).
import { randomInt } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { MINI_GAME_EVENTS, type MiniGameItemCode } from '@hanpan/contracts/constants';
import { withParticle } from '@hanpan/contracts/korean';
import type { Tx } from '../db/client.js';
import { inventoryItems, members, shopProducts, type MemberRow } from '../db/schema/index.js';
import { ApiError, badRequest, notFound, ruleError } from '../lib/errors.js';
import { changeBalance, readWallet } from '../lib/ledger.js';
import { HOLDING_MONEY_BASE, memberStateProviders } from '../lib/member-state.js';
import { formatKoreanUnits, formatWon } from '../lib/money.js';
import { registerFulfilment } from './registry.js';
import { payCompletedCollectionRewards } from '../domains/inventory/collection-book.js';
import { activeInventory } from '../domains/inventory/membership-items.js';
import { creditWithOverflow } from '../domains/overmoney/service.js';
import { assertAvatarsNotOwned } from '../domains/inventory/owned-avatars.js';
import { assertMemberOnlyAvatarsAllowed } from '../domains/inventory/member-only-avatars.js';

/** Joker-catch (C703) needs X-Plus or Z-Plus (SPEC §5, §6). */
export const JOKER_CATCH = 'C703';
export const JOKER_TIERS = ['PM0006', 'PM0007'];

async function assertJokerCatchAllowed(tx: Tx, member: MemberRow) {
  const main = await memberStateProviders.mainMembershipId(tx, member);
  if (!main || !JOKER_TIERS.includes(main)) {
    throw ruleError('ERROR_NEED_X_PLUS', member.publisher === 'partner' ? '조커 잡기는 X-Plus 이상 가입자분들만 이용하실 수 있습니다.' : '조커 잡기는 X-Plus 이상 플러스 가입자만 이용할 수 있습니다.', { requiredMainCodes: JOKER_TIERS });
  }
}

async function holdingLimitTx(tx: Tx, member: MemberRow) {
  return HOLDING_MONEY_BASE + (await memberStateProviders.holdingLimitBonus(tx, member));
}

/**
 * Refuses (422 ERROR_OVERMONEY, the ledger's own words) an order whose game money would take the
 * member past the holding limit: said when the order page opens, not after 결제. The completing
 * transaction runs the quote again under the wallet lock, and fulfil's balance change keeps its cap.
 * Collection-book rewards are not counted: one that does not fit is left to claim later.
 */
async function assertFitsHoldingLimit(tx: Tx, member: MemberRow, products: ReadonlyArray<{ grantMoney: bigint }>) {
  const grant = products.reduce((s, p) => s + p.grantMoney, 0n);
  if (grant <= 0n) return;
  const [money, limit] = [(await readWallet(tx, member.id)).money, await holdingLimitTx(tx, member)];
  if (money + grant > limit) {
    throw ruleError('ERROR_OVERMONEY', `보유 한도를 초과하여 지급할 수 없습니다. (한도 ${formatKoreanUnits(limit)})`, {
      currency: 'money',
      balance: money.toString(),
      max: limit.toString(),
      grant: grant.toString(),
    });
  }
}

function parseCodes(raw: string | undefined): string[] {
  return [...new Set((raw ?? '').split(',').map((c) => c.trim().toUpperCase()).filter(Boolean))];
}

registerFulfilment('shop', {
  async quote({ tx, member, params }) {
    const codes = parseCodes(params.codes);
    if (codes.length === 0) throw badRequest(params.type === 'A' || params.itemType === 'A' ? '아바타를 선택해 주세요.' : '상품을 선택해 주세요.');
    if (codes.length > 20) throw badRequest('한 번에 20개까지 구매할 수 있습니다.');
    if (codes.some((c) => !/^[A-Z0-9]{2,20}$/.test(c))) throw badRequest('상품 코드가 올바르지 않습니다.');
    const rows = await tx.select().from(shopProducts).where(inArray(shopProducts.code, codes));
    const missing = codes.filter((c) => !rows.some((r) => r.code === c));
    if (missing.length) throw notFound(`판매하지 않는 상품입니다: ${missing.join(', ')}`);
    if (codes.includes(JOKER_CATCH)) await assertJokerCatchAllowed(tx, member);
    const ordered = codes.map((c) => rows.find((r) => r.code === c)!);
    await assertMemberOnlyAvatarsAllowed(tx, member, ordered);
    await assertAvatarsNotOwned(tx, member.id, ordered);
    await assertFitsHoldingLimit(tx, member, ordered);
    const amount = ordered.reduce((s, p) => s + p.price, 0n);
    const lines = ordered.map((p) => {
      const bonus = [p.grantMoney > 0n ? `게임머니 ${formatKoreanUnits(p.grantMoney)}` : '', p.grantEndorphin > 0n ? `엔돌핀 ${p.grantEndorphin}` : ''].filter(Boolean).join(', ');
      return `${p.name} — ${formatWon(p.price)}원${bonus ? ` (${bonus} 지급)` : ''}`;
    });
    return { title: ordered.length === 1 ? ordered[0]!.name : `${ordered[0]!.name} 외 ${ordered.length - 1}건`, amount, lines };
  },
  async fulfil({ tx, order, member }) {
    const codes = parseCodes(order.params.codes);
    const rows = await tx.select().from(shopProducts).where(inArray(shopProducts.code, codes));
    const limit = await holdingLimitTx(tx, member);
    // Again under the wallet lock: another window may have completed the same avatar since the quote.
    await assertAvatarsNotOwned(tx, member.id, codes.flatMap((c) => rows.filter((r) => r.code === c)));
    const out: string[] = [];
    for (const code of codes) {
      const p = rows.find((r) => r.code === code);
      if (!p) throw notFound(`판매하지 않는 상품입니다: ${code}`);
      if (p.kind !== 'E') {
        await tx.insert(inventoryItems).values({ memberId: member.id, productCode: p.code, kind: p.kind, name: p.name, quantity: 1 });
        out.push(`${withParticle(p.name, '이')} 보관함에 들어갔습니다.`);
      }
      if (p.grantMoney > 0n) {
        const r = await changeBalance(tx, { memberId: member.id, currency: 'money', amount: p.grantMoney, reason: 'SHOP_PURCHASE', refType: 'order', refId: order.orderNo, max: limit });
        out.push(`게임머니 ${formatKoreanUnits(p.grantMoney)} 지급 (보유 ${formatKoreanUnits(r.balanceAfter)})`);
      }
      if (p.grantEndorphin > 0n) {
        await changeBalance(tx, { memberId: member.id, currency: 'endorphin', amount: p.grantEndorphin, reason: 'SHOP_PURCHASE', refType: 'order', refId: order.orderNo });
        out.push(`엔돌핀 ${p.grantEndorphin} 지급`);
      }
      if (p.kind === 'A' && p.avatarId !== null) await tx.update(members).set({ avatarId: p.avatarId }).where(eq(members.id, member.id));
    }
    // A purchase that completes a collection book pays its reward now (once: unique per member+book).
    out.push(...(await payCompletedCollectionRewards(tx, member, limit)));
    return out;
  },
});

/** Hancoin charge: 1원 = 1 한코인; amounts offered on the charge page. */
export const CHARGE_AMOUNTS = [1_000n, 5_000n, 10_000n, 30_000n, 50_000n];

registerFulfilment('charge', {
  async quote({ params }) {
    const amount = params.amount ? BigInt(/^[0-9]{1,9}$/.test(params.amount) ? params.amount : '0') : 10_000n;
    if (!CHARGE_AMOUNTS.includes(amount)) throw badRequest(`충전 금액은 ${CHARGE_AMOUNTS.map((a) => formatWon(a)).join(', ')}원 중에서 고를 수 있습니다.`);
    return { title: `한코인 ${formatWon(amount)}개 충전`, amount, lines: [`한코인 ${formatWon(amount)}개 충전 (${params.deviceType === 'MOBILE' ? '모바일' : 'PC'})`] };
  },
  async fulfil({ tx, order, member }) {
    const r = await changeBalance(tx, { memberId: member.id, currency: 'hancoin', amount: order.amount, reason: 'HANCOIN_CHARGE', refType: 'order', refId: order.orderNo });
    return [`한코인 ${formatWon(order.amount)}개가 충전되었습니다. (보유 ${formatWon(r.balanceAfter)})`];
  },
});

/** Mini-game events keyed by item code (SPEC §3) and what one use can pay out (game money). */
const miniGame = (code: MiniGameItemCode, prizes: bigint[]) => ({ eventName: MINI_GAME_EVENTS[code], prizes });
export const MINI_GAMES: Readonly<Record<string, { eventName: string; prizes: bigint[] }>> = {
  C1472: miniGame('C1472', [50_000_000n, 100_000_000n, 300_000_000n]),
  C1212: miniGame('C1212', [100_000_000n, 200_000_000n, 500_000_000n]),
  C1165: miniGame('C1165', [30_000_000n, 60_000_000n, 120_000_000n]),
  C1431: miniGame('C1431', [100_000_000n, 300_000_000n]),
  C1432: miniGame('C1432', [300_000_000n, 600_000_000n]),
  C1433: miniGame('C1433', [700_000_000n, 1_500_000_000n]),
  C703: { eventName: '조커 잡기', prizes: [200_000_000n, 1_000_000_000n] },
};
const MINI_GAME_PRIZES: Record<string, bigint[]> = Object.fromEntries(Object.entries(MINI_GAMES).map(([code, g]) => [code, g.prizes]));

async function ownedItem(tx: Tx, member: MemberRow, id: string, code: string | undefined) {
  const itemId = Number(id);
  const [item] = await tx
    .select()
    .from(inventoryItems)
    .where(and(eq(inventoryItems.id, itemId), activeInventory(member.id)))
    .limit(1);
  if (!item || (code && code.toUpperCase() !== item.productCode)) throw notFound('보관함에 없는 아이템입니다.');
  return item;
}

registerFulfilment('use-item', {
  // the prize is drawn at random: closing after 1.5 s hid it before it could be read (QA)
  resultStays: true,
  async quote({ tx, member, params }) {
    const item = await ownedItem(tx, member, params.id ?? '', params.code);
    const prizes = MINI_GAME_PRIZES[item.productCode];
    if (!prizes) throw new ApiError(422, '바로 사용할 수 없는 아이템입니다.', { code: 'ERROR_NOT_USABLE' });
    if (item.productCode === JOKER_CATCH) await assertJokerCatchAllowed(tx, member);
    // every copy of the product, as 보관함 and the product page count them (each purchase is a row of its own)
    const [held] = await tx
      .select({ n: sql<number>`coalesce(sum(${inventoryItems.quantity}), 0)::int` })
      .from(inventoryItems)
      .where(and(activeInventory(member.id), eq(inventoryItems.productCode, item.productCode)));
    return {
      title: `${item.name} 사용`,
      amount: 0n,
      lines: [`${item.name} 1개를 사용합니다. (보유 ${formatWon(BigInt(held?.n ?? item.quantity))}개)`, `당첨 가능 머니: ${prizes.map(formatKoreanUnits).join(' / ')}`],
    };
  },
  async fulfil({ tx, order, member }) {
    const [item] = await tx
      .select()
      .from(inventoryItems)
      // the completing transaction checks expiry as the quote did
      .where(and(eq(inventoryItems.id, Number(order.params.id)), activeInventory(member.id)))
      .for('update');
    if (!item) throw notFound('보관함에 없는 아이템입니다.');
    const prizes = MINI_GAME_PRIZES[item.productCode] ?? [];
    const prize = prizes[randomInt(prizes.length)] ?? 0n;
    if (item.quantity > 1) await tx.update(inventoryItems).set({ quantity: sql`${inventoryItems.quantity} - 1` }).where(eq(inventoryItems.id, item.id));
    else await tx.update(inventoryItems).set({ quantity: 0, usedAt: new Date() }).where(eq(inventoryItems.id, item.id));
    // the prize is decided: what does not fit under the holding limit waits in the over-money store
    // (as the lucky flip's and the goldbox's), not a refusal that takes the draw back
    const r = await creditWithOverflow(tx, {
      memberId: member.id, amount: prize, limit: await holdingLimitTx(tx, member), reason: 'MINI_GAME_PRIZE',
      description: `${item.name} ${formatKoreanUnits(prize)} 당첨`, refType: 'inventory', refId: item.id,
    });
    return [
      `${item.name} 결과: 게임머니 ${formatKoreanUnits(prize)} 당첨!`,
      `보유 머니 ${formatKoreanUnits(r.balanceAfter)}`,
      ...(r.stored > 0n ? [`보유 한도를 넘은 ${withParticle(formatKoreanUnits(r.stored), '은')} 초과 머니 보관함에 보관했습니다.`] : []),
    ];
  },
});
