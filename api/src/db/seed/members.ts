// Demo accounts (password hanpan1234!) with wallets; per-domain data is seeded by the other seeders.
import { randomBytes } from 'node:crypto';
import type { Tx } from '../client.js';
import { members, wallets, type LoginActionSpecJson, type MemberRow } from '../schema/index.js';
import { hashPassword } from '../../lib/password.js';
import { kstDay } from '../../lib/time.js';

export const DEMO_PASSWORD = 'hanpan1234!';

interface DemoMember {
  loginId: string;
  publisher: 'hanpan' | 'partner';
  nickname: string;
  gender?: 'M' | 'F';
  birthMonth?: number;
  avatarId: number;
  level: number;
  rating: number;
  winCount: number;
  defeatCount: number;
  winCountToday?: number;
  defeatCountToday?: number;
  isBeginner?: boolean;
  leagueGrade: string;
  lentMoney?: bigint;
  restrictionMoney?: bigint;
  loginStatusCode?: 'LOGIN' | 'NEED_ACTION' | 'ERROR';
  loginStatusMessage?: string;
  loginActionSpec?: LoginActionSpecJson;
  multiIdpCode?: string;
  /** adult verification done (casino games); default true — new sign-ups start unverified */
  adultVerified?: boolean;
  wallet: { money: bigint; hancoin: bigint; endorphin: bigint; mileage: bigint };
}

export const DEMO_MEMBERS: DemoMember[] = [
  { loginId: 'member', publisher: 'hanpan', nickname: '한판초보탈출', gender: 'M', birthMonth: 5, avatarId: 1001, level: 12, rating: 1850, winCount: 412, defeatCount: 389, winCountToday: 3, defeatCountToday: 2, leagueGrade: 'SILVER', wallet: { money: 1_250_000_000n, hancoin: 1500n, endorphin: 20n, mileage: 3200n } },
  { loginId: 'vplus', publisher: 'hanpan', nickname: '브이플러스', gender: 'F', birthMonth: 11, avatarId: 1002, level: 25, rating: 2050, winCount: 1530, defeatCount: 1402, winCountToday: 7, defeatCountToday: 4, leagueGrade: 'GOLD', wallet: { money: 48_000_000_000n, hancoin: 4200n, endorphin: 60n, mileage: 18_500n } },
  { loginId: 'zplus', publisher: 'hanpan', nickname: '제트플러스왕', gender: 'M', birthMonth: 2, avatarId: 1003, level: 48, rating: 2600, winCount: 8120, defeatCount: 7340, winCountToday: 12, defeatCountToday: 9, leagueGrade: 'DIAMOND', lentMoney: 5_000_000_000n, wallet: { money: 3_400_000_000_000n, hancoin: 25_000n, endorphin: 300n, mileage: 92_000n } },
  { loginId: 'vip', publisher: 'hanpan', nickname: '브이아이피', gender: 'F', birthMonth: 8, avatarId: 1004, level: 40, rating: 2450, winCount: 6021, defeatCount: 5800, leagueGrade: 'PLATINUM', wallet: { money: 820_000_000_000n, hancoin: 12_000n, endorphin: 150n, mileage: 54_000n } },
  { loginId: 'restricted', publisher: 'hanpan', nickname: '잠시쉬는중', gender: 'M', avatarId: 1001, level: 18, rating: 1920, winCount: 900, defeatCount: 1011, leagueGrade: 'SILVER', restrictionMoney: 300_000_000n, wallet: { money: 2_100_000_000n, hancoin: 300n, endorphin: 5n, mileage: 1200n } },
  { loginId: 'rich', publisher: 'hanpan', nickname: '머니부자', gender: 'M', birthMonth: 1, avatarId: 1005, level: 55, rating: 2650, winCount: 12011, defeatCount: 10987, leagueGrade: 'MASTER', wallet: { money: 997_000_000_000n, hancoin: 50_000n, endorphin: 500n, mileage: 120_000n } },
  { loginId: 'beginner', publisher: 'hanpan', nickname: '새내기', gender: 'F', avatarId: 1000, level: 1, rating: 1500, winCount: 2, defeatCount: 3, isBeginner: true, leagueGrade: 'BRONZE', adultVerified: false, wallet: { money: 30_000_000n, hancoin: 0n, endorphin: 0n, mileage: 500n } },
  { loginId: 'partner', publisher: 'partner', nickname: '제휴회원', gender: 'M', avatarId: 1001, level: 9, rating: 1780, winCount: 220, defeatCount: 231, leagueGrade: 'BRONZE', multiIdpCode: 'PARTNER', wallet: { money: 700_000_000n, hancoin: 800n, endorphin: 10n, mileage: 2100n } },
  {
    loginId: 'partner-action', publisher: 'partner', nickname: '확인필요회원', avatarId: 1000, level: 3, rating: 1600, winCount: 20, defeatCount: 25, leagueGrade: 'BRONZE', multiIdpCode: 'PARTNER',
    loginStatusCode: 'NEED_ACTION', loginStatusMessage: '서비스 이용을 위해 본인 확인이 필요합니다.',
    loginActionSpec: { resultType: 'POPUP_REDIRECT', displayMessage: '서비스 이용을 위해 본인 확인이 필요합니다.', buttonMessage: '본인 확인하기', redirectUri: '/idp/partner/action?callbackUrl=%2F' },
    wallet: { money: 50_000_000n, hancoin: 0n, endorphin: 0n, mileage: 0n },
  },
  { loginId: 'partner-error', publisher: 'partner', nickname: '오류회원', avatarId: 1000, level: 1, rating: 1500, winCount: 0, defeatCount: 0, leagueGrade: 'BRONZE', multiIdpCode: 'PARTNER', loginStatusCode: 'ERROR', loginStatusMessage: '제휴사 인증 정보 조회에 실패했습니다.', wallet: { money: 0n, hancoin: 0n, endorphin: 0n, mileage: 0n } },
  // VIP programme states (api/src/db/seed/vip.ts): 프리미엄 with last month's grade and a claimed coupon; 비즈니스 (e2e hancoin claim)
  { loginId: 'vip-premium', publisher: 'hanpan', nickname: '프리미엄클럽', gender: 'M', birthMonth: 3, avatarId: 1005, level: 58, rating: 2680, winCount: 15020, defeatCount: 13877, leagueGrade: 'MASTER', wallet: { money: 300_000_000_000n, hancoin: 38_000n, endorphin: 400n, mileage: 140_000n } },
  { loginId: 'vip-business', publisher: 'hanpan', nickname: '비즈니스석', gender: 'F', birthMonth: 10, avatarId: 1002, level: 33, rating: 2310, winCount: 3900, defeatCount: 3750, leagueGrade: 'GOLD', wallet: { money: 9_000_000_000n, hancoin: 5_000n, endorphin: 80n, mileage: 26_000n } },
  // Championship demo accounts: 'pcbang' is seen at a seeded PC-bang address in development (PC방 챔피언십);
  // 'hpcfan' has applied to nothing (the e2e apply journey uses it alone).
  { loginId: 'pcbang', publisher: 'hanpan', nickname: 'PC방단골', gender: 'M', birthMonth: 7, avatarId: 1002, level: 21, rating: 1990, winCount: 1320, defeatCount: 1288, leagueGrade: 'GOLD', wallet: { money: 9_000_000_000n, hancoin: 900n, endorphin: 15n, mileage: 4100n } },
  { loginId: 'hpcfan', publisher: 'hanpan', nickname: '챔피언꿈나무', gender: 'F', birthMonth: 3, avatarId: 1001, level: 15, rating: 1880, winCount: 640, defeatCount: 611, leagueGrade: 'SILVER', wallet: { money: 2_500_000_000n, hancoin: 300n, endorphin: 5n, mileage: 1500n } },
  // Partner NEED_ACTION with a full-page redirect: the bottom bar of every page (BOTTOM_REDIRECT).
  {
    loginId: 'partner-bottom', publisher: 'partner', nickname: '추가정보회원', avatarId: 1000, level: 4, rating: 1620, winCount: 31, defeatCount: 28, leagueGrade: 'BRONZE', multiIdpCode: 'PARTNER',
    loginStatusCode: 'NEED_ACTION', loginStatusMessage: '제휴 서비스 이용을 위해 추가 정보 입력이 필요합니다.',
    loginActionSpec: { resultType: 'BOTTOM_REDIRECT', displayMessage: '제휴 서비스 이용을 위해 추가 정보 입력이 필요합니다.', buttonMessage: '추가 정보 입력하기', redirectUri: '/idp/partner/action?callbackUrl=%2F' },
    wallet: { money: 80_000_000n, hancoin: 0n, endorphin: 0n, mileage: 0n },
  },
  // Two friends who allow each other to ask for money (RECEIVE_ALLOW both ways).
  { loginId: 'friend-a', publisher: 'hanpan', nickname: '머니친구가', gender: 'M', birthMonth: 4, avatarId: 1002, level: 21, rating: 1990, winCount: 1020, defeatCount: 998, leagueGrade: 'GOLD', wallet: { money: 30_000_000_000n, hancoin: 2000n, endorphin: 40n, mileage: 20_000n } },
  { loginId: 'friend-b', publisher: 'hanpan', nickname: '머니친구나', gender: 'F', birthMonth: 9, avatarId: 1004, level: 19, rating: 1960, winCount: 870, defeatCount: 901, leagueGrade: 'GOLD', wallet: { money: 20_000_000_000n, hancoin: 1500n, endorphin: 30n, mileage: 10_000n } },
  // Plus journeys (e2e, one account per journey so parallel specs never share a state)
  { loginId: 'pluschange', publisher: 'hanpan', nickname: '플러스변경', gender: 'M', avatarId: 1002, level: 20, rating: 1990, winCount: 820, defeatCount: 790, leagueGrade: 'GOLD', wallet: { money: 2_000_000_000n, hancoin: 1000n, endorphin: 10n, mileage: 4000n } },
  { loginId: 'plusbegin', publisher: 'hanpan', nickname: '플러스새싹', gender: 'F', avatarId: 1000, level: 2, rating: 1500, winCount: 4, defeatCount: 6, isBeginner: true, leagueGrade: 'BRONZE', wallet: { money: 30_000_000n, hancoin: 0n, endorphin: 0n, mileage: 0n } },
  { loginId: 'pluspet', publisher: 'hanpan', nickname: '펫샵주인', gender: 'F', avatarId: 1004, level: 30, rating: 2200, winCount: 2400, defeatCount: 2300, leagueGrade: 'GOLD', wallet: { money: 9_000_000_000n, hancoin: 2000n, endorphin: 20n, mileage: 6000n } },
  { loginId: 'plusover', publisher: 'hanpan', nickname: '초과머니보관', gender: 'M', avatarId: 1005, level: 52, rating: 2620, winCount: 11000, defeatCount: 10100, leagueGrade: 'MASTER', wallet: { money: 999_000_000_000n, hancoin: 3000n, endorphin: 50n, mileage: 8000n } },
  // a Plus renewal the daily limit refused (the job's 결제 실패 record)
  { loginId: 'plusfail', publisher: 'hanpan', nickname: '정기결제실패', gender: 'M', avatarId: 1000, level: 15, rating: 1880, winCount: 640, defeatCount: 655, leagueGrade: 'SILVER', wallet: { money: 1_500_000_000n, hancoin: 500n, endorphin: 5n, mileage: 1000n } },
];

/** Member numbers start here; tests rely only on them being unique. */
export const MEMBER_NO_BASE = 10_000_000;

export async function seedMembers(tx: Tx): Promise<Record<string, MemberRow>> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const verifiedAt = new Date();
  const out: Record<string, MemberRow> = {};
  for (const [i, d] of DEMO_MEMBERS.entries()) {
    const [row] = await tx
      .insert(members)
      .values({
        memberNo: MEMBER_NO_BASE + 101 + i,
        publisher: d.publisher,
        loginId: d.loginId,
        passwordHash,
        nickname: d.nickname,
        gender: d.gender ?? 'F',
        birthMonth: d.birthMonth ?? -1,
        avatarId: d.avatarId,
        multiIdpCode: d.multiIdpCode ?? null,
        loginStatusCode: d.loginStatusCode ?? 'LOGIN',
        loginStatusMessage: d.loginStatusMessage ?? null,
        loginActionSpec: d.loginActionSpec ?? null,
        isBeginner: d.isBeginner ?? false,
        level: d.level,
        rating: d.rating,
        winCount: d.winCount,
        defeatCount: d.defeatCount,
        winCountToday: d.winCountToday ?? 0,
        defeatCountToday: d.defeatCountToday ?? 0,
        // the demo's games of today are of the day it was seeded
        todayCountsDay: kstDay(verifiedAt),
        lentMoney: d.lentMoney ?? 0n,
        restrictionMoney: d.restrictionMoney ?? 0n,
        leagueGrade: d.leagueGrade,
        adultVerifiedAt: d.adultVerified === false ? null : verifiedAt,
      })
      .returning();
    await tx.insert(wallets).values({ memberId: row!.id, ...d.wallet });
    out[d.loginId] = row!;
  }
  return out;
}

/** Nickname of championship player `i` (1-based): 플레이어001 … */
export const playerNickname = (i: number) => `플레이어${String(i).padStart(3, '0')}`;

/**
 * Other players of the portal (not demo accounts: no one knows their password): the entrants of
 * the ended championships, so their sign-ups and rankings name real members. Their money sits at
 * the bottom of 고수, below every demo account there, so the demo's rank lists keep their look.
 */
export async function seedPlayers(tx: Tx, count: number): Promise<MemberRow[]> {
  const passwordHash = await hashPassword(randomBytes(24).toString('base64url'));
  const rows = await tx
    .insert(members)
    .values(
      Array.from({ length: count }, (_, k) => ({
        memberNo: MEMBER_NO_BASE + 1001 + k,
        loginId: `player${String(k + 1).padStart(3, '0')}`,
        passwordHash,
        nickname: playerNickname(k + 1),
        gender: k % 2 ? 'F' : 'M',
        avatarId: 1001 + (k % 5),
        level: 45 - (k % 20),
        rating: 2600 - k * 3,
        winCount: 3000 + k * 7,
        defeatCount: 2900 + k * 5,
        leagueGrade: 'DIAMOND',
      })),
    )
    .returning();
  await tx.insert(wallets).values(rows.map((r, k) => ({ memberId: r.id, money: 1_000_000_000n + BigInt(k + 1) * 1_000_000n })));
  return rows.sort((a, b) => a.memberNo - b.memberNo);
}
