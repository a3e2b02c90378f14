// Per-member demo data: coupons, memos, inventory, the poker7 restriction, a lowered limit, past payments.
import { eq } from 'drizzle-orm';
import type { Tx } from '../client.js';
import { collectionBookRewards, collectionBooks, coupons, gameRestrictions, inventoryItems, memos, orders, payments, restrictionHistories, spendingLimits } from '../schema/index.js';
import type { SeedContext } from './context.js';
import { SHOP_PRODUCTS } from './catalog.js';

const DAY = 86400_000;

export async function seedMemberData(tx: Tx, ctx: SeedContext): Promise<void> {
  const { members: m, now } = ctx;
  const inDays = (d: number) => new Date(now.getTime() + d * DAY);
  const product = (code: string) => SHOP_PRODUCTS.find((p) => p.code === code)!;

  for (const [loginId, member] of Object.entries(m)) {
    const id = member.id;
    await tx.insert(coupons).values([
      { memberId: id, category: 'pokerTotal', name: '딜러비 50% 할인 쿠폰', description: '7포커 딜러비를 하루 동안 50% 할인합니다.', benefit: 'DEALER_FEE_50', expiresAt: inDays(14) },
      { memberId: id, category: 'pokerTotal', name: '무료 충전 1회 추가 쿠폰', description: '무료 충전을 하루 한 번 더 받을 수 있습니다.', benefit: 'FREE_CHARGE_PLUS_1', expiresAt: inDays(30) },
      { memberId: id, category: 'pokerTotal', name: '레이팅 보호 쿠폰', description: '다음 5판 동안 레이팅 하락을 막아 줍니다.', benefit: 'RATING_GUARD_5', expiresAt: inDays(7) },
      { memberId: id, category: 'pokerTotal', name: '지난 이벤트 쿠폰', description: '기간이 지난 쿠폰입니다.', benefit: 'EXPIRED', usable: false, expiresAt: inDays(-3) },
      // Plus coupons come from the own portal's Plus: the partner channel cannot use Plus (SPEC §6)
      ...(member.publisher === 'partner'
        ? []
        : [
            { memberId: id, category: 'plusfree', name: '플러스 7일 무료 체험권', description: 'V-Plus를 7일 동안 무료로 이용합니다.', benefit: 'PLUS_FREE_7D', expiresAt: inDays(30) },
            { memberId: id, category: 'plusfree', name: '플러스 첫 달 30% 할인', description: '플러스 첫 결제를 30% 할인합니다.', benefit: 'PLUS_FIRST_30', expiresAt: inDays(60) },
          ]),
    ]);
    if (['member', 'vip', 'friend-a', 'friend-b'].includes(loginId)) {
      // other game categories, so the coupon box has more than one tab to show
      await tx.insert(coupons).values([
        { memberId: id, category: 'hoolaTotal', name: '훌라 땡값 2배 쿠폰', description: '훌라3에서 땡값을 하루 동안 2배로 받습니다.', benefit: 'HOOLA_DOUBLE', expiresAt: inDays(10) },
        { memberId: id, category: 'suddaTotal', name: '섯다 입장료 면제 쿠폰', description: '라스 섯다 입장료를 3회 면제합니다.', benefit: 'SUDDA_FREE_ENTRY_3', expiresAt: inDays(20) },
      ]);
    }
    await tx.insert(memos).values([
      { memberId: id, sender: '한판 운영팀', title: '한판에 오신 것을 환영합니다!', content: `${member.nickname}님, 한판 가입을 환영합니다. 머니가 부족할 때는 상점의 무료 충전을 이용해 보세요.`, readAt: new Date(now.getTime() - 5 * DAY), createdAt: new Date(now.getTime() - 10 * DAY) },
      { memberId: id, sender: '한판 운영팀', title: '정기 점검 안내', content: '하이로우2 서버 정기 점검이 진행됩니다. 점검 중에는 게임 입장이 제한됩니다.', createdAt: new Date(now.getTime() - 2 * DAY) },
      { memberId: id, sender: '챔피언십 운영', title: '챔피언십 참가 신청이 열렸습니다', content: '이번 회차 한판 챔피언십 참가 신청을 받고 있습니다. PC방 챔피언십은 PC방에서 따로 신청할 수 있습니다.', createdAt: new Date(now.getTime() - DAY) },
    ]);
    if (loginId === 'vip') {
      // a long-time member's older memos, read: the memo box has a second page (MEMO_PAGE_SIZE 5)
      const older = (days: number) => ({ memberId: id, readAt: new Date(now.getTime() - (days - 1) * DAY), createdAt: new Date(now.getTime() - days * DAY) });
      await tx.insert(memos).values([
        { ...older(15), sender: '한판 VIP 센터', title: 'VIP 등급이 갱신되었습니다', content: '이번 달 VIP 등급이 갱신되었습니다. VIP 홈에서 등급별 혜택을 확인해 보세요.' },
        { ...older(22), sender: '한판 운영팀', title: '출석 이벤트 보상이 지급되었습니다', content: '출석 이벤트 보상으로 딜러비 할인 쿠폰이 쿠폰함에 들어왔습니다.' },
        { ...older(30), sender: '챔피언십 운영', title: '지난 챔피언십 결과 안내', content: '지난 회차 한판 챔피언십 결과가 발표되었습니다. 대회 결과에서 순위를 확인해 보세요.' },
        { ...older(38), sender: '한판 VIP 센터', title: 'VIP 전용 혜택 안내', content: 'VIP 회원은 매달 VIP 혜택을 받을 수 있습니다. VIP 홈의 혜택 탭에서 받아 주세요.' },
        { ...older(45), sender: '한판 운영팀', title: '마일리지 적립 안내', content: '상점 결제 금액의 일부가 마일리지로 적립되었습니다. 마일리지 내역에서 확인해 보세요.' },
        { ...older(60), sender: '한판 운영팀', title: '정기 점검 완료 안내', content: '7포커 서버 정기 점검이 끝났습니다. 이용해 주셔서 감사합니다.' },
      ]);
    }
    const owned = loginId === 'beginner' ? ['A1006'] : loginId.startsWith('partner') ? ['A1001', 'I2003'] : ['A1001', 'A1002', 'I2001', 'C1472'];
    // the avatar a member wears is one they hold (the shop shows it as 보유 중); zplus's came with its seeded order below
    const worn = SHOP_PRODUCTS.find((p) => p.kind === 'A' && p.avatarId === member.avatarId)?.code;
    if (worn && !owned.includes(worn) && loginId !== 'zplus') owned.push(worn);
    await tx.insert(inventoryItems).values(
      owned.map((code) => ({ memberId: id, productCode: code, kind: product(code).kind, name: product(code).name, quantity: code === 'C1472' ? 2 : 1, acquiredAt: new Date(now.getTime() - 20 * DAY) })),
    );
  }

  // A membership item to use: zplus (weekly gold running) holds a gold item (/use/{id}/membership).
  // The usable shop item is C1472 above (member, vplus, zplus, …: /use/{id}).
  await tx.insert(inventoryItems).values({ memberId: m.zplus!.id, productCode: 'PI0001', kind: 'E', name: '골드 멤버십 아이템', isMembershipItem: true, acquiredAt: new Date(now.getTime() - 2 * DAY), expiresAt: inDays(60) });

  const restricted = m.restricted!;
  await tx.insert(gameRestrictions).values({ memberId: restricted.id, gameId: 'poker7', reason: '비매너 행위 신고 누적으로 7포커 이용이 제한되었습니다.', expiredDate: inDays(1) });

  // 'vip' lowered its monthly limit a few days ago (restriction history shows it). No daily limit: on the
  // 1st its seeded payment of this month is today's, and a daily limit would leave nothing to buy with
  // (plusfail is the demo of a daily limit).
  const vip = m.vip!;
  await tx.insert(spendingLimits).values({ memberId: vip.id, dayLimit: null, monthLimit: 800_000n, lastRaisedAt: null });
  await tx.insert(restrictionHistories).values({ memberId: vip.id, action: 'downgrade', resultType: 'success', dayLimit: null, monthLimit: 800_000n, message: '구매 한도가 변경되었습니다.', createdAt: new Date(now.getTime() - 3 * DAY) });

  // A completed shop purchase for 'zplus' this month so the limit shows usage.
  const z = m.zplus!;
  const [order] = await tx
    .insert(orders)
    .values({ orderNo: `OSEED${z.id}`, memberId: z.id, kind: 'shop', params: { codes: 'A1003' }, title: '카지노 딜러', lines: ['카지노 딜러 아바타', '게임머니 12억'], amount: 11000n, status: 'COMPLETED', resultLines: ['카지노 딜러 아바타 지급 완료'], completedAt: now })
    .returning();
  await tx.insert(payments).values({ orderId: order!.id, memberId: z.id, kind: 'shop', amount: 11000n, createdAt: now });
  // …and what that purchase gave: the avatar it wears (kept in 보관함, so the shop shows it as 보유 중)
  // and, with A1001/A1002 above, the completed '신사 숙녀 컬렉션' whose reward the purchase paid
  await tx.insert(inventoryItems).values({ memberId: z.id, productCode: 'A1003', kind: 'A', name: product('A1003').name, acquiredAt: now });
  const [book] = await tx.select().from(collectionBooks).where(eq(collectionBooks.id, 1));
  await tx.insert(collectionBookRewards).values({ memberId: z.id, bookId: book!.id, rewardMoney: book!.rewardMoney, paidAt: now });
}
