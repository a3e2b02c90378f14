// Part-2 seed: each demo account shows one membership state (see the bankbook codes below),
// mileage grants matching the wallets, VIP payments, championships and events.
//   member     — no Plus                              → ERROR_NOT_MEMBERSHIP
//   vplus      — V-Plus, 4th month, 1 bankbook         → use once, then ERROR_USE_ALL_BANKBOOK
//   zplus      — Z-Plus, 14 group uses (5% off), limit I+II, dealer discount, lucky flip, weekly gold;
//                no pet shop                          → after 4 uses ERROR_SUGGESTION_PET_SHOP
//   vip        — X-Plus (after four months of W-Plus) + pet shop + limit II, VIP → after 3 uses ERROR_SUGGESTION_UPGRADE
//   rich       — W-Plus with 997,000,000,000 money    → ERROR_OVERMONEY (30억 left: 황금 왕관 군주 does not fit)
//   beginner   — V-Plus joined an hour ago            → ERROR_BEGINNING_BANKBOOK (until confirmed)
//   restricted — V-Plus whose renewal is processing   → ERROR_PAYMENT_IN_PROGRESS
// Every month of a Plus membership shows the payment that bought it (seedPaidMain), back to the first use.
import type { Tx } from '../client.js';
import {
  bankbookUses, dealerDiscountDays, hpcApplications, hpcChampionships, hpcMedia, hpcRankings, pcBangDemoAddresses, luckyFlipDraws, membershipVouchers, mileageGrants, mileageHistories,
  moneyTransfers, petShops, plusMemberships, portalEvents, transferPermissions, vipMembers, vipSavedCoins, wallets, weeklyGoldAccruals, weeklyGoldRounds,
  type MemberRow,
} from '../schema/index.js';
import { PAYMENT_IN_PROGRESS_TEXT } from '@hanpan/contracts';
import type { SeedContext } from './context.js';
import { playerNickname, seedPlayers } from './members.js';
import { addMonthsKst } from '../../domains/membership/rules.js';
import { WEEKLY_GOLD_CODE, WEEKLY_GOLD_PRICE } from '../../domains/membership/catalogue.js';
import { WEEKLY_GOLD_PER_DAY, WEEKLY_GOLD_ROUNDS } from '../../domains/membership/service.js';
import { accrualDays } from '../../domains/membership/weekly-gold-accrual.js';
import { formatWon } from '../../lib/money.js';
import { plusOrderWriter, seedMain, seedPaidMain } from './memberships.js';
import { expiryOf } from '../../domains/mileage/rules.js';
import { NEW_ICON_EVENT_NAME } from '../../domains/transfer/service.js';
import { monthRange, vipMonthOf } from '../../domains/vip/grades.js';
import { addDays, kstDay, kstDotDate, kstStartOfDay, koreaParts, koreaTime } from '../../lib/time.js';

const DAY = 86_400_000;
const HOUR = 3_600_000;
/** 10:00 Korea time on the Korean day of `d`. */
const at10Kst = (d: Date) => {
  const k = koreaParts(d);
  return koreaTime(k.year, k.month, k.day, 10);
};

export async function seedPart2(tx: Tx, ctx: SeedContext): Promise<void> {
  const { now } = ctx;
  const m = ctx.members;
  const ago = (ms: number) => new Date(now.getTime() - ms);

  const order = plusOrderWriter(tx, 'OSEEDMS');

  /** A weekly gold membership's purchase (4 weeks from `at`), as its payment page leaves it. */
  const weeklyGoldPaid = (who: MemberRow, at: Date) =>
    order(who, {
      kind: 'weekly-gold', code: WEEKLY_GOLD_CODE, title: '주간 골드 멤버십', amount: WEEKLY_GOLD_PRICE, at, status: 'COMPLETED',
      lines: ['4주 동안 매주 골드 적립', `${formatWon(WEEKLY_GOLD_PRICE)}원`], resultLines: [`주간 골드 멤버십 이용 (~${kstDotDate(new Date(at.getTime() + WEEKLY_GOLD_ROUNDS * 7 * DAY))})`],
    });

  // member: an old V-Plus that ended two months ago (history only; its payment is too old for VIP:
  // 95 days go back past the two months before this one)
  const member = m.member!;
  const oldJoin = await order(member, { kind: 'membership-registration', code: 'PM0004', title: 'V-Plus 가입', amount: 9_900n, at: ago(95 * DAY), status: 'COMPLETED' });
  await tx.insert(plusMemberships).values({ memberId: member.id, kind: 'MAIN', productCode: 'PM0004', subscriptionType: 'ONE_TIME', status: 'ACTIVE', startDate: ago(95 * DAY), endDate: ago(65 * DAY), firstRegisterDate: ago(95 * DAY), paymentNo: oldJoin.orderNo, productAmount: 9_900n });

  // vplus: 4th month of V-Plus, renewed 3 days ago; last month's bankbook used (seed/plus.ts: its payments)
  const vplus = m.vplus!;
  const vStart = ago(3 * DAY);
  const vJoined = addMonthsKst(vStart, -3);
  const vLast = await seedMain(tx, vplus, 'PM0004', addMonthsKst(vStart, -1), { usage: 3, group: 3, firstRegister: vJoined, end: vStart, status: 'CHANGED', paymentNo: null });
  await seedMain(tx, vplus, 'PM0004', vStart, { usage: 4, group: 4, firstRegister: vJoined, paymentNo: null });
  await tx.insert(bankbookUses).values({ memberId: vplus.id, membershipId: vLast.id, periodIndex: 0, useCount: 1, amount: 3_000_000_000n, createdAt: new Date(vLast.startDate.getTime() + DAY) });
  await tx.insert(membershipVouchers).values([
    { memberId: vplus.id, productCode: 'PM0005', months: 1, expireAt: new Date(now.getTime() + 300 * DAY), createdAt: ago(10 * DAY) },
    { memberId: vplus.id, productCode: 'PM0004', months: 1, usedAt: ago(40 * DAY), expireAt: new Date(now.getTime() + 200 * DAY), createdAt: ago(60 * DAY) },
  ]);

  // zplus: long-time subscriber (renewed 5 days ago, first joined 13 months before) with an option of
  // every kind but the pet shop, taken with last month's renewal and bought again with this one; every
  // month paid (the 13th and 14th at the 5% continuous-use price)
  const zplus = m.zplus!;
  const zStart = ago(5 * DAY);
  const zOptions = ['PO0025', 'PO0026', 'PO0030', 'PO0005', 'PO0031']; // limit I and II: held from before the one-per-kind rule
  const z = await seedPaidMain(tx, order, zplus, 'PM0007', zStart, { usage: 14, group: 14, firstRegister: addMonthsKst(zStart, -13), options: { codes: zOptions, months: 2 } });
  const lucky = z.options.at(-1)!;
  // the lucky flip's first period's draw (this period's is still to draw)
  await tx.insert(luckyFlipDraws).values({ memberId: zplus.id, membershipId: lucky.id, periodIndex: 0, roll: 4_321, money: 300_000_000n, createdAt: new Date(lucky.startDate.getTime() + 2 * DAY) });
  for (let d = 1; d <= 3; d++) {
    const day = kstDay(new Date(now.getTime() - d * DAY));
    await tx.insert(dealerDiscountDays).values({ memberId: zplus.id, day, discountRate: [10, 20, 30][d - 1]!, roll: d * 1000, totalDiscountAmount: BigInt(d) * 120_000_000n });
  }
  // weekly gold (4 weekly rounds, renewed back to back): the running one began ten days ago (round 2 of 4),
  // the one before ran the four weeks up to it (the weekly-gold events read last month's results from it)
  const WEEK = 7 * DAY;
  const wgStart = ago(10 * DAY);
  const wgOldStart = new Date(wgStart.getTime() - WEEKLY_GOLD_ROUNDS * WEEK);
  const weeklyGold = async (start: Date, gold: readonly bigint[]) => {
    const [wg] = await tx
      .insert(plusMemberships)
      .values({ memberId: zplus.id, kind: 'WEEKLY_GOLD', productCode: WEEKLY_GOLD_CODE, subscriptionType: 'SUBSCRIPTION', startDate: start, endDate: new Date(start.getTime() + WEEKLY_GOLD_ROUNDS * WEEK), firstRegisterDate: wgOldStart, paymentNo: (await weeklyGoldPaid(zplus, start)).orderNo, productAmount: WEEKLY_GOLD_PRICE, maskedEmail: 'zp***@hanpan.com' })
      .returning();
    const rounds = await tx
      .insert(weeklyGoldRounds)
      .values(gold.map((g, i) => ({ memberId: zplus.id, membershipId: wg!.id, round: i + 1, startDateTime: new Date(start.getTime() + i * WEEK), endDateTime: new Date(start.getTime() + (i + 1) * WEEK), accumulatedGold: g })))
      .returning();
    // the days up to now count as credited (their gold is in the rounds above): the accrual job adds the days to come
    const days = accrualDays(wg!, now).flatMap(({ day, at }) => {
      const round = rounds.find((r) => r.startDateTime <= at && at < r.endDateTime);
      return round ? [{ memberId: zplus.id, membershipId: wg!.id, roundId: round.id, day, gold: WEEKLY_GOLD_PER_DAY }] : [];
    });
    // (the day one ended and the next began is the earlier one's: a day is credited once)
    if (days.length) await tx.insert(weeklyGoldAccruals).values(days).onConflictDoNothing();
  };
  await weeklyGold(wgOldStart, [70n, 60n, 70n, 50n]);
  await weeklyGold(wgStart, [70n, 30n, 0n, 0n]);

  // vip: X-Plus (2nd month, renewed 8 days ago) with the pet shop and limit II, both taken with the
  // change from W-Plus (its first four months) and bought again with the renewal
  const vip = m.vip!;
  const xStart = ago(8 * DAY);
  await seedPaidMain(tx, order, vip, 'PM0006', xStart, { usage: 2, group: 6, firstRegister: addMonthsKst(xStart, -5), earlier: [{ code: 'PM0005', months: 4 }], options: { codes: ['PO0022', 'PO0026'], months: 2 } });
  await tx.insert(petShops).values({ memberId: vip.id, petName: '뽀삐', dressedItems: ['PET_HAT'] });

  // rich: W-Plus near the holding limit; beginner: fresh V-Plus; restricted: renewal processing
  // (each renewed a few days ago, its first month as 최초 가입일; the payment history shows each
  // month's payment, restricted's renewal not yet: 결제 번호 '-')
  const rStart = ago(2 * DAY);
  await seedPaidMain(tx, order, m.rich!, 'PM0005', rStart, { usage: 3, group: 3, firstRegister: addMonthsKst(rStart, -2) });
  await seedPaidMain(tx, order, m.beginner!, 'PM0004', ago(HOUR), { usage: 1, group: 1, type: 'ONE_TIME' });
  const pStart = ago(DAY);
  await seedPaidMain(tx, order, m.restricted!, 'PM0004', pStart, { usage: 2, group: 2, firstRegister: addMonthsKst(pStart, -1), statusDescription: PAYMENT_IN_PROGRESS_TEXT });

  // Mileage grants that add up to each wallet's mileage: a fifth expires within 30 days.
  const ws = await tx.select().from(wallets);
  for (const w of ws) {
    if (w.mileage <= 0n) continue;
    const soon = w.mileage / 5n;
    const later = w.mileage - soon;
    const earnedSoon = new Date(expiryOf(now).getTime() - 365 * DAY * 2 + 12 * DAY); // expires in ~12 days
    const earnedLater = ago(40 * DAY);
    const grants = [
      { memberId: w.memberId, amount: soon, remaining: soon, reason: '플러스 결제 적립', earnedAt: earnedSoon, expiresAt: expiryOf(earnedSoon) },
      { memberId: w.memberId, amount: later, remaining: later, reason: '게임 플레이 적립', earnedAt: earnedLater, expiresAt: expiryOf(earnedLater) },
    ].filter((g) => g.amount > 0n);
    await tx.insert(mileageGrants).values(grants);
    await tx.insert(mileageHistories).values(grants.map((g) => ({ memberId: w.memberId, type: 'EARN' as const, mileage: g.amount, description: g.reason, createdAt: g.earnedAt })));
  }

  // Both became VIP this month (last month 일반 회원, 1 month in a row): seed/vip.ts plans their
  // three-month sums over these Plus payments (and writes their games per month).
  await tx.insert(vipMembers).values([
    { memberId: vip.id, specialCode: 'VIP-LOUNGE', bonusMonth: 1, firstVipMonth: vipMonthOf(now), firstGrade: 'MINIMUM' },
    { memberId: zplus.id },
  ]);
  // saved coin only for a VIP month: this month's 1% of the 1,000,000원 counted, dated as the
  // monthly settlement dates it (0시 Korea time on the 1st: settleSavedCoins, seed/vip.ts)
  await tx.insert(vipSavedCoins).values({ memberId: vip.id, vipMonth: vipMonthOf(now), kind: 'PAYMENT', coin: 10_000n, createdAt: monthRange(vipMonthOf(now)).start });

  // A past transfer zplus → vplus
  await tx.insert(moneyTransfers).values({ senderId: zplus.id, receiverId: vplus.id, initiatorId: zplus.id, type: 'SEND', amount: 5_000_000_000n, createdAt: ago(3 * DAY) });
  // friend-a and friend-b allow each other to ask for money (RECEIVE); one past request each way.
  const [fa, fb] = [m['friend-a'], m['friend-b']];
  if (fa && fb) {
    await tx.insert(transferPermissions).values([
      { ownerId: fa.id, allowedMemberId: fb.id, createdAt: ago(7 * DAY) },
      { ownerId: fb.id, allowedMemberId: fa.id, createdAt: ago(7 * DAY) },
    ]);
    await tx.insert(moneyTransfers).values([
      { senderId: fa.id, receiverId: fb.id, initiatorId: fb.id, type: 'RECEIVE', amount: 1_000_000_000n, createdAt: ago(5 * DAY) },
      { senderId: fb.id, receiverId: fa.id, initiatorId: fa.id, type: 'RECEIVE', amount: 500_000_000n, createdAt: ago(2 * DAY) },
    ]);
  }

  // Championships: two ended (with rankings), one recruiting, one upcoming. Times are Korean
  // wall-clock times relative to the seed day (10:00 recruit start, 20:00 game start) and carry a
  // demo anchor: the server moves them along when it starts on a later day, so the demo never expires.
  const today = kstStartOfDay(now);
  const at = (dayOffset: number, hour: number) => new Date(addDays(today, dayOffset).getTime() + hour * HOUR);
  const champ = (id: number, name: string, gameId: string, recruitDay: number, comingSoonText: string | null = null) => ({
    id, name, type: 'REGULAR', gameId,
    recruitStartTime: at(recruitDay, 10),
    recruitEndTime: at(recruitDay + 6, 22),
    entryStartTime: at(recruitDay + 7, 19),
    gameStartTime: at(recruitDay + 7, 20),
    entryEndTime: at(recruitDay + 7, 21),
    rebuyEndTime: at(recruitDay + 7, 22),
    gameEndTime: at(recruitDay + 8, 1),
    championshipEndTime: at(recruitDay + 8, 12),
    comingSoonText,
    demoAnchor: now,
  });
  await tx.insert(hpcChampionships).values([
    champ(1, '한판 포커 챔피언십 시즌 1', 'poker7', -50),
    champ(2, '한판 포커 챔피언십 시즌 2', 'poker7', -20),
    champ(3, '한판 포커 챔피언십 시즌 3', 'poker7', -2),
    champ(4, '한판 바둑이 챔피언십', 'baduki', 7, '바둑이 챔피언십 참가 신청이 곧 시작됩니다!'),
  ]);
  // A few early entries for season 3 (the demo accounts the journeys use — member, vplus, hpcfan — have not applied).
  await tx.insert(hpcApplications).values([m.zplus!, m.vip!, m.rich!].map((x) => ({ championshipId: 3, memberId: x.id, createdAt: ago(DAY) })));
  // The ended seasons' sign-ups: everyone in their rankings signed up (plus some who did not rank),
  // so 참가 신청 N명 on the history page agrees with its TOP 100. Season 1: players 1–120;
  // season 2: zplus (its winner) and players 2–120.
  const players = await seedPlayers(tx, 120);
  const signUp = (championshipId: number, recruitDay: number, who: MemberRow[]) =>
    who.map((x, k) => ({ championshipId, memberId: x.id, createdAt: new Date(at(recruitDay, 11).getTime() + k * 60_000) }));
  await tx.insert(hpcApplications).values([...signUp(1, -50, players), ...signUp(2, -20, [m.zplus!, ...players.slice(1)])]);
  // prizes within a player's holding limit (1조 without Plus): TOP 10 5,000억 … 500억, 미라클 실드 100억,
  // 보너스 10억 — each row names its player (member_id) and was paid at the season's end (the
  // hpc-prizes job pays only what is still unpaid: a new demo database credits nothing)
  const byNickname = new Map([...players, m.zplus!].map((x) => [x.nickname, x.id]));
  for (const [cid, recruitDay] of [[1, -50], [2, -20]] as const) {
    const paidAt = at(recruitDay + 8, 12);
    const row = (category: string, rank: number, nickname: string, score: bigint, prize: bigint | null) => ({
      championshipId: cid, category, rank, nickname, score, prize, gameId: 'poker7', memberId: byNickname.get(nickname) ?? null, prizePaidAt: prize ? paidAt : null,
    });
    await tx.insert(hpcRankings).values([
      ...Array.from({ length: 100 }, (_, i) => row('TOP', i + 1, i === 0 && cid === 2 ? m.zplus!.nickname : playerNickname(i + cid), BigInt(100_000 - i * 731) * 1_000_000n, i < 10 ? BigInt(10 - i) * 50_000_000_000n : null)),
      ...Array.from({ length: 10 }, (_, i) => row('MIRACLE_SHIELD', i + 1, playerNickname(50 + i), BigInt(10 - i) * 1_000_000_000n, 10_000_000_000n)),
      ...Array.from({ length: 20 }, (_, i) => row('BONUS', i + 1, playerNickname(70 + i), BigInt(20 - i) * 10_000_000n, 1_000_000_000n)),
    ]);
  }
  // Media: real thumbnails and clips shipped in api/assets/hpc (served under /static/hpc/).
  await tx.insert(hpcMedia).values([
    { title: '시즌 2 결승 하이라이트', url: '/static/hpc/s2-final.webm', thumbnailUrl: '/static/hpc/s2-final.jpg', displayAreaType: 'MAIN', sortOrder: 0 },
    { title: '시즌 2 명장면 모음', url: '/static/hpc/s2-best.webm', thumbnailUrl: '/static/hpc/s2-best.jpg', displayAreaType: 'HIGHLIGHT', sortOrder: 1 },
    { title: '시즌 1 파이널 테이블', url: '/static/hpc/s1-final.webm', thumbnailUrl: '/static/hpc/s1-final.jpg', displayAreaType: 'HIGHLIGHT', sortOrder: 2 },
    { title: '시즌 2 우승자 인터뷰', url: '/static/hpc/s2-winner.webm', thumbnailUrl: '/static/hpc/s2-winner.jpg', displayAreaType: 'INTERVIEW', sortOrder: 3 },
  ]);
  // Demo switch (development only): 'pcbang' is seen at 한판 PC방 강남점 (METER).
  await tx.insert(pcBangDemoAddresses).values({ memberId: m.pcbang!.id, ip: '203.0.113.10' });

  // Events (goldbox for vip and zplus; mileage and money transfer for everyone), from and to 10:00 KST
  // of their days as a real event runs (QA: 07:18 read like a computed time)
  const days = (n: number) => at10Kst(new Date(now.getTime() + n * DAY));
  await tx.insert(portalEvents).values([
    { id: 1, name: 'goldbox', title: '골드박스 이벤트', type: 'GOLDBOX', startDateTime: days(-5), endDateTime: days(25), targetMemberNos: [vip.memberNo, zplus.memberNo] },
    { id: 2, name: 'mileage', title: '마일리지 2배 적립 이벤트', type: 'MILEAGE', startDateTime: days(-2), endDateTime: days(12), targetMemberNos: [] },
    { id: 3, name: 'money_transfer', title: '머니 이동 오픈 기념 이벤트', type: 'MONEY_TRANSFER', startDateTime: days(-1), endDateTime: days(20), targetMemberNos: [] },
    { id: 4, name: 'weekly-gold', title: '주간 골드 적립 이벤트', type: 'WEEKLY_GOLD', startDateTime: days(-60), endDateTime: days(-30), targetMemberNos: [] },
  ]);
  // SPEC §9 "money-transfer new-icon end time", relative to the seed: two weeks from now at 10:00 KST
  // (the SPEC's own 2024-05-26 10:00 has passed). The id is out of the way of the events above.
  await tx.insert(portalEvents).values({
    id: 1901,
    name: NEW_ICON_EVENT_NAME,
    title: '머니 이동 NEW 아이콘',
    type: 'NEW_ICON',
    startDateTime: now,
    endDateTime: days(14),
    targetMemberNos: [],
  });
}
