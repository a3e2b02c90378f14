// Catalogue seed. The product catalogue — games + channel tiers, shop, Plus products, collection
// books, banners, FAQ — is what a portal sells and shows (npm run db:catalog loads it alone into a
// production database); the demo seed adds its demo maintenances and PC-bang addresses to it.
import { eq } from 'drizzle-orm';
import type { Tx } from '../client.js';
import {
  banners,
  channels,
  collectionBooks,
  faqArticles,
  faqCategories,
  games,
  maintenances,
  pcBangIps,
  plusProducts,
  shopProducts,
} from '../schema/index.js';
import { admissionLevel, GAMES, TIERS } from '../../domains/games/catalog.js';
import { FAQ } from './faq-data.js';
import { PLUS_MEMBER_SUB_STORE } from '@hanpan/contracts/constants';
import { addDays, kstStartOfDay } from '../../lib/time.js';

const img = (type: string, code: string) => `/api/images/${type}/${code}.svg`;

type ShopSeed = typeof shopProducts.$inferInsert;
/** The Plus benefit '회원 전용 아바타': migration 0021 inserts the same rows (keep the two alike). */
export const MEMBER_ONLY_AVATARS: Array<Omit<ShopSeed, 'imageUrl' | 'sortOrder'>> = [
  { code: 'A1008', kind: 'A', category: 'avatar', name: '플러스 라운지 신사', description: '플러스 회원 전용 아바타. 게임머니 5억 지급', price: 3300n, grantMoney: 500_000_000n, avatarId: 1008, subStore: PLUS_MEMBER_SUB_STORE },
  { code: 'A1009', kind: 'A', category: 'avatar', name: '플러스 샴페인 숙녀', description: '플러스 회원 전용 아바타. 게임머니 10억 지급', price: 5500n, grantMoney: 1_000_000_000n, avatarId: 1009, subStore: PLUS_MEMBER_SUB_STORE },
  { code: 'A1010', kind: 'A', category: 'avatar', name: '플러스 다이아 타이쿤', description: '플러스 회원 전용 아바타. 게임머니 25억 지급', price: 11000n, grantMoney: 2_500_000_000n, avatarId: 1010, subStore: PLUS_MEMBER_SUB_STORE },
];
const SHOP_RAW: Array<Omit<ShopSeed, 'imageUrl' | 'sortOrder'>> = [
  // avatars (A): bought for cash, come with bonus game money
  { code: 'A1001', kind: 'A', category: 'avatar', name: '블랙 수트 신사', description: '깔끔한 정장 차림의 기본 아바타. 게임머니 3억 지급', price: 3300n, grantMoney: 300_000_000n, avatarId: 1001, best: true },
  { code: 'A1002', kind: 'A', category: 'avatar', name: '레드 드레스 숙녀', description: '화려한 붉은 드레스 아바타. 게임머니 6억 지급', price: 5500n, grantMoney: 600_000_000n, avatarId: 1002, best: true },
  { code: 'A1003', kind: 'A', category: 'avatar', name: '카지노 딜러', description: '노련한 딜러 아바타. 게임머니 12억 지급', price: 11000n, grantMoney: 1_200_000_000n, avatarId: 1003 },
  { code: 'A1004', kind: 'A', category: 'avatar', name: '황금 왕관 군주', description: '최상위 아바타. 게임머니 35억 지급', price: 33000n, grantMoney: 3_500_000_000n, avatarId: 1004, best: true },
  { code: 'A1005', kind: 'A', category: 'avatar', name: '포커 챔피언', description: '챔피언십 우승자 기념 아바타. 게임머니 55억 지급', price: 55000n, grantMoney: 5_500_000_000n, avatarId: 1005 },
  { code: 'A1006', kind: 'A', category: 'avatar', name: '봄나들이 소녀', description: '시즌 한정 아바타. 게임머니 1억 지급', price: 1100n, grantMoney: 100_000_000n, avatarId: 1006, subStore: 'SEASON' },
  { code: 'A1007', kind: 'A', category: 'avatar', name: '여름 바캉스 소년', description: '시즌 한정 아바타. 게임머니 2억 지급', price: 2200n, grantMoney: 200_000_000n, avatarId: 1007, subStore: 'SEASON' },
  // functional items (I)
  { code: 'I2001', kind: 'I', category: 'item', name: '승률 초기화권', description: '전적(승/패)을 0으로 초기화합니다.', price: 3300n },
  { code: 'I2002', kind: 'I', category: 'item', name: '닉네임 변경권', description: '닉네임을 한 번 바꿀 수 있습니다.', price: 5500n, best: true },
  { code: 'I2003', kind: 'I', category: 'item', name: '쪽지 확성기', description: '채널 전체에 한 줄 메시지를 보냅니다.', price: 1100n },
  { code: 'I2004', kind: 'I', category: 'item', name: '레이팅 보호권', description: '다음 10판 동안 레이팅 하락을 막아 줍니다.', price: 2200n },
  // money (E)
  { code: 'E3001', kind: 'E', category: 'money', name: '게임머니 1억', description: '게임머니 1억을 충전합니다.', price: 1100n, grantMoney: 100_000_000n },
  { code: 'E3002', kind: 'E', category: 'money', name: '게임머니 10억', description: '게임머니 10억을 충전합니다.', price: 9900n, grantMoney: 1_000_000_000n, best: true },
  { code: 'E3003', kind: 'E', category: 'money', name: '게임머니 50억', description: '게임머니 50억을 충전합니다.', price: 44000n, grantMoney: 5_000_000_000n },
  // endorphin avatars: bought for 원 like every avatar, and they give endorphin (not bought with it)
  { code: 'N4001', kind: 'A', category: 'endorphin', name: '엔돌핀 토끼', description: '구매하면 엔돌핀 30을 드리는 아바타', price: 3300n, grantEndorphin: 30n, avatarId: 1101 },
  { code: 'N4002', kind: 'A', category: 'endorphin', name: '엔돌핀 호랑이', description: '구매하면 엔돌핀 100을 드리는 아바타', price: 9900n, grantEndorphin: 100n, avatarId: 1102 },
  { code: 'N4003', kind: 'A', category: 'endorphin', name: '엔돌핀 용', description: '구매하면 엔돌핀 350을 드리는 아바타', price: 33000n, grantEndorphin: 350n, avatarId: 1103 },
  // mini-games (SPEC §3 mini-game events) and the Joker-catch item
  { code: 'C1472', kind: 'I', category: 'minigame', name: '가위바위보 그레이트', description: '가위바위보 미니게임 이용권', price: 1100n, best: true },
  { code: 'C1212', kind: 'I', category: 'minigame', name: '메가 스톤 뽑기', description: '스톤 뽑기 미니게임 이용권', price: 2200n },
  { code: 'C1165', kind: 'I', category: 'minigame', name: '럭키 플러스 주사위', description: '주사위 미니게임 이용권', price: 1100n },
  { code: 'C1431', kind: 'I', category: 'minigame', name: '스페셜 하프 룰렛', description: '하프 룰렛(스페셜) 이용권', price: 3300n },
  { code: 'C1432', kind: 'I', category: 'minigame', name: '디럭스 하프 룰렛', description: '하프 룰렛(디럭스) 이용권', price: 5500n },
  { code: 'C1433', kind: 'I', category: 'minigame', name: '로얄 하프 룰렛', description: '하프 룰렛(로얄) 이용권', price: 11000n },
  { code: 'C703', kind: 'I', category: 'minigame', name: '조커 잡기', description: 'X-Plus 이상 가입자 전용 조커 잡기 이용권', price: 3300n },
  // 회원 전용 아바타 (sub-store PLUS): sold to Plus members only (domains/inventory/member-only-avatars.ts).
  // Last in the list: migration 0021 adds them with these sort orders to a catalogue loaded before.
  ...MEMBER_ONLY_AVATARS,
];
export const SHOP_PRODUCTS: ShopSeed[] = SHOP_RAW.map((p, i) => ({ ...p, imageUrl: img('product', p.code), sortOrder: i }));

type PlusSeed = typeof plusProducts.$inferInsert;
const PLUS_RAW: Array<Omit<PlusSeed, 'imageUrl' | 'sortOrder'>> = [
  { code: 'PM0004', type: 'MAIN', tier: 'V', name: 'V-Plus', description: '매월 통장 1회, 무료 충전, 딜러비 할인', price: 9900n, monthlyBankbookMoney: 3_000_000_000n },
  { code: 'PM1004', type: 'MAIN', tier: 'V', name: 'V-Plus 클래식', description: '클래식 모바일 멤버십: 매월 통장 1회, 통장 머니는 모바일 앱 보관함으로 지급', price: 9900n, monthlyBankbookMoney: 3_000_000_000n },
  { code: 'PM0005', type: 'MAIN', tier: 'W', name: 'W-Plus', description: '매월 통장 2회, 무료 충전, VIP 추가 적립', price: 19800n, monthlyBankbookMoney: 7_000_000_000n },
  { code: 'PM0006', type: 'MAIN', tier: 'X', name: 'X-Plus', description: '매월 통장 3회, 포커 게임 도우미, 조커 잡기', price: 33000n, monthlyBankbookMoney: 13_000_000_000n },
  { code: 'PM0007', type: 'MAIN', tier: 'Z', name: 'Z-Plus', description: '매월 통장 4회, 슈퍼 방장, 비밀방 개설, 무한 입장', price: 55000n, monthlyBankbookMoney: 25_000_000_000n },
  { code: 'PI0001', type: 'ITEM', tier: 'gold', name: '골드 멤버십', description: '주간 골드 회차에 골드 10을 더하는 아이템 (주간 골드 이용 중에 사용, 구매 후 90일)', price: 3300n },
  { code: 'PI0002', type: 'ITEM', tier: 'weekly-gold', name: '주간 골드 멤버십', description: '매주 골드 적립 혜택', price: 5500n },
  { code: 'PO0021', type: 'OPTION', groupType: 'PET', optionKey: 'pet', serviceCode: 'PET_SHOP', name: '펫샵 베이직', description: '혜택 기간마다 펫샵 보너스 머니 적립', price: 3300n },
  { code: 'PO0022', type: 'OPTION', groupType: 'PET', optionKey: 'pet', serviceCode: 'PET_SHOP', name: '펫샵 스탠다드', description: '혜택 기간마다 펫샵 보너스 머니 적립(증량)', price: 5500n },
  { code: 'PO0023', type: 'OPTION', groupType: 'PET', optionKey: 'pet', serviceCode: 'PET_SHOP', name: '펫샵 프리미엄', description: '혜택 기간마다 펫샵 보너스 머니 적립(고급)', price: 9900n },
  { code: 'PO0029', type: 'OPTION', groupType: 'PET', optionKey: 'pet', serviceCode: 'PET_SHOP', name: '펫샵 로얄', description: '펫샵 최고 등급 보너스', price: 16500n },
  { code: 'PO0025', type: 'OPTION', groupType: 'LIMIT', optionKey: 'limit', serviceCode: 'LIMIT_MONEY', name: '보유 한도 증가 I', description: '보유 머니 한도가 늘어납니다.', price: 5500n },
  { code: 'PO0026', type: 'OPTION', groupType: 'LIMIT', optionKey: 'limit', serviceCode: 'LIMIT_MONEY', name: '보유 한도 증가 II', description: '보유 머니 한도가 더 크게 늘어납니다.', price: 11000n },
  { code: 'PO0030', type: 'OPTION', groupType: 'DISCOUNT', optionKey: 'discount', serviceCode: 'DEALER_COAST_DISCOUNT', name: '딜러비 할인', description: '딜러비를 랜덤 비율로 할인받습니다.', price: 5500n },
  { code: 'PO0005', type: 'OPTION', groupType: 'OTL', optionKey: 'otl', serviceCode: 'PREVENT_FRUSTRATION', name: '좌절 방지', description: '연패 시 보너스 머니를 드립니다.', price: 3300n },
  { code: 'PO0031', type: 'OPTION', groupType: 'LUCKY_FLIP', optionKey: 'lucky-flip', serviceCode: 'LUCKY_FLIP', name: '럭키 플립', description: '혜택 기간마다 한 번 랜덤 뽑기 보너스', price: 3300n },
];
export const PLUS_PRODUCTS: PlusSeed[] = PLUS_RAW.map((p, i) => ({ ...p, imageUrl: img('plus', p.code), sortOrder: i }));

const hour = 3600_000;

/** The demo seed's catalogue: the product catalogue, then the demo's maintenances and PC-bang addresses. */
export async function seedCatalog(tx: Tx, now: Date): Promise<void> {
  await seedProductCatalog(tx, now, true);
  await seedDemoCatalog(tx, now);
}

/**
 * The product catalogue, no member and nothing of the demo: what `npm run db:catalog` loads into an
 * empty production database, and the demo seed's too. `now` dates the FAQ answers. `withEventBanners`:
 * the banners of the demo's events and coupons (the mileage double day, the goldbox, Z-Plus's first
 * month) — a portal without those would advertise what nothing gives.
 */
export async function seedProductCatalog(tx: Tx, now: Date, withEventBanners = false): Promise<void> {
  await tx.insert(games).values(GAMES.map((g, i) => ({ ...g, sortOrder: i })));
  const channelRows = Object.entries(TIERS).flatMap(([gameId, tiers]) =>
    tiers.map((t, i) => ({
      gameId,
      code: t.code,
      grade: t.grade,
      name: t.name,
      blue: t.blue ?? false,
      green: t.green ?? false,
      minimumGameMoney: t.min,
      maximumGameMoney: t.max,
      minimumRating: t.minRating,
      maximumRating: t.maxRating,
      seedMoney: t.stakes.map(String),
      admissionLevel: admissionLevel(t),
      sortOrder: i,
    })),
  );
  await tx.insert(channels).values(channelRows);
  await tx.insert(shopProducts).values(SHOP_PRODUCTS);
  await tx.insert(plusProducts).values(PLUS_PRODUCTS);
  await tx.insert(collectionBooks).values([
    { id: 1, name: '신사 숙녀 컬렉션', description: '정장 아바타를 모아 보세요.', avatarCodes: ['A1001', 'A1002', 'A1003'], rewardMoney: 500_000_000n, imageUrl: img('book', '1') },
    { id: 2, name: '챔피언 컬렉션', description: '최상위 아바타 수집 보상', avatarCodes: ['A1004', 'A1005'], rewardMoney: 2_000_000_000n, imageUrl: img('book', '2') },
    { id: 3, name: '엔돌핀 동물원', description: '엔돌핀 아바타를 모두 모으면 보너스', avatarCodes: ['N4001', 'N4002', 'N4003'], rewardMoney: 1_000_000_000n, imageUrl: img('book', '3') },
  ]);
  const popup = (width: number, height: number) => ({ popupOptions: { width, height, scrollbars: 'no' } });
  const bannerRows: Array<typeof banners.$inferInsert> = [];
  for (const publisher of ['hanpan', 'partner'] as const) {
    // the partner's variants: banner copy of its own, tagged like a Korean banner ('[제휴 전용] …')
    const p = publisher === 'partner' ? '[제휴 전용] ' : '';
    type Row = Omit<typeof banners.$inferInsert, 'publisher' | 'imageUrl' | 'sortOrder'>;
    const ifEvents = (row: Row): Row[] => (withEventBanners ? [row] : []);
    const rows: Row[] = [
      { area: 'lnb', title: `${p}7포커 리마스터 오픈`, linkType: 'SELF', linkUrl: '/?gameId=poker7', extraDataToMap: {} },
      // /championship is the PC-bang round (the header's 챔피언십 is /hpc): the banner says which (QA)
      { area: 'lnb', title: `${p}PC방 챔피언십 참가 신청`, linkType: 'SELF', linkUrl: '/championship', extraDataToMap: {} },
      ...ifEvents({ area: 'double-day', title: `${p}더블데이: 마일리지 2배`, linkType: 'POPUP', linkUrl: '/popup/mileage', extraDataToMap: popup(550, 825) }),
      { area: 'shop', title: `${p}신규 아바타 출시`, linkType: 'SELF', linkUrl: '/shop/avatar', extraDataToMap: {} },
      { area: 'floating', title: `${p}무료 충전 받기`, linkType: 'POPUP', linkUrl: '/popup/charge', extraDataToMap: popup(550, 840) },
      ...ifEvents({ area: 'main', title: `${p}골드박스 이벤트: 초대받은 회원은 열고 선물 받기`, linkType: 'POPUP', linkUrl: '/popup/goldbox', extraDataToMap: popup(800, 600) }),
    ];
    // The partner channel cannot use Plus (SPEC §6) and has no VIP club (isOpenedVip): only the own
    // portal gets their banners.
    if (publisher === 'hanpan') {
      rows.push({ area: 'vip', title: 'VIP 라운지 혜택', linkType: 'SELF', linkUrl: '/vip/lounge', extraDataToMap: {} });
      rows.push(...ifEvents({ area: 'plus', title: 'Z-Plus 첫 달 할인', linkType: 'SELF', linkUrl: '/plus/guide/main/Z', extraDataToMap: {} }));
    }
    rows.forEach((r, i) => bannerRows.push({ ...r, publisher, imageUrl: '', sortOrder: i }));
  }
  const inserted = await tx.insert(banners).values(bannerRows).returning({ id: banners.id });
  for (const { id } of inserted) {
    await tx.update(banners).set({ imageUrl: img('banner', String(id)) }).where(eq(banners.id, id));
  }
  await tx.insert(faqCategories).values(FAQ.map((c, i) => ({ id: c.id, name: c.name, sortOrder: i, area: c.area ?? null })));
  // written over the last months at 10:00 KST (QA: every answer was dated the day of the seed)
  const written = (n: number) => new Date(addDays(kstStartOfDay(now), -(n + 1) * 6).getTime() + 10 * hour);
  const articles = FAQ.flatMap((c) => c.articles.map((a, i) => ({ categoryId: c.id, title: a[0], content: a[1], partnerContent: a[2] ?? null, sortOrder: i })));
  await tx.insert(faqArticles).values(articles.map((a, n) => ({ ...a, createdAt: written(n) })));
}

/**
 * The demo's part of the catalogue, never in production: highlow2 under maintenance for the week
 * from `now` (and a casino one in a month), the PC-bang demo addresses (documentation ranges).
 */
async function seedDemoCatalog(tx: Tx, now: Date): Promise<void> {
  await tx.insert(maintenances).values([
    { gameIds: ['highlow2'], message: '하이로우2 서버 정기 점검 중입니다.', startDate: new Date(now.getTime() - hour), endDate: new Date(now.getTime() + 7 * 24 * hour) },
    { gameIds: ['BACCARAT', 'SLOT'], message: '카지노 게임 점검 예정입니다.', startDate: new Date(now.getTime() + 30 * 24 * hour), endDate: new Date(now.getTime() + 30 * 24 * hour + 4 * hour) },
  ]);
  await tx.insert(pcBangIps).values([
    { ip: '203.0.113.10', type: 'METER', name: '한판 PC방 강남점', receivableCapsuleFreeTicket: 1 },
    { ip: '203.0.113.20', type: 'FLAT', name: '한판 PC방 부산점', receivableCapsuleFreeTicket: 2 },
    { ip: '198.51.100.7', type: 'FLAT', name: '게임존 PC방', receivableCapsuleFreeTicket: 0 },
  ]);
}
