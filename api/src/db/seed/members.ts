// Demo accounts (password hanpan1234!) with wallets; per-domain data is seeded by the other seeders.
import type { Tx } from '../client.js';
import { members, wallets, type LoginActionSpecJson, type MemberRow } from '../schema/index.js';
import { hashPassword } from '../../lib/password.js';

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
  wallet: { money: bigint; hancoin: bigint; endorphin: bigint; mileage: bigint };
}

export const DEMO_MEMBERS: DemoMember[] = [
  { loginId: 'member', publisher: 'hanpan', nickname: '한판초보탈출', gender: 'M', birthMonth: 5, avatarId: 1001, level: 12, rating: 1850, winCount: 412, defeatCount: 389, winCountToday: 3, defeatCountToday: 2, leagueGrade: 'SILVER', wallet: { money: 1_250_000_000n, hancoin: 1500n, endorphin: 20n, mileage: 3200n } },
  { loginId: 'vplus', publisher: 'hanpan', nickname: '브이플러스', gender: 'F', birthMonth: 11, avatarId: 1002, level: 25, rating: 2050, winCount: 1530, defeatCount: 1402, winCountToday: 7, defeatCountToday: 4, leagueGrade: 'GOLD', wallet: { money: 48_000_000_000n, hancoin: 4200n, endorphin: 60n, mileage: 18_500n } },
  { loginId: 'zplus', publisher: 'hanpan', nickname: '제트플러스왕', gender: 'M', birthMonth: 2, avatarId: 1003, level: 48, rating: 2600, winCount: 8120, defeatCount: 7340, winCountToday: 12, defeatCountToday: 9, leagueGrade: 'DIAMOND', lentMoney: 5_000_000_000n, wallet: { money: 3_400_000_000_000n, hancoin: 25_000n, endorphin: 300n, mileage: 92_000n } },
  { loginId: 'vip', publisher: 'hanpan', nickname: '브이아이피', gender: 'F', birthMonth: 8, avatarId: 1004, level: 40, rating: 2450, winCount: 6021, defeatCount: 5800, leagueGrade: 'PLATINUM', wallet: { money: 820_000_000_000n, hancoin: 12_000n, endorphin: 150n, mileage: 54_000n } },
  { loginId: 'restricted', publisher: 'hanpan', nickname: '잠시쉬는중', gender: 'M', avatarId: 1001, level: 18, rating: 1920, winCount: 900, defeatCount: 1011, leagueGrade: 'SILVER', restrictionMoney: 300_000_000n, wallet: { money: 2_100_000_000n, hancoin: 300n, endorphin: 5n, mileage: 1200n } },
  { loginId: 'rich', publisher: 'hanpan', nickname: '머니부자', gender: 'M', birthMonth: 1, avatarId: 1005, level: 55, rating: 2650, winCount: 12011, defeatCount: 10987, leagueGrade: 'MASTER', wallet: { money: 995_000_000_000n, hancoin: 50_000n, endorphin: 500n, mileage: 120_000n } },
  { loginId: 'beginner', publisher: 'hanpan', nickname: '새내기', gender: 'F', avatarId: 1000, level: 1, rating: 1500, winCount: 2, defeatCount: 3, isBeginner: true, leagueGrade: 'BRONZE', wallet: { money: 30_000_000n, hancoin: 0n, endorphin: 0n, mileage: 500n } },
  { loginId: 'partner', publisher: 'partner', nickname: '제휴회원', gender: 'M', avatarId: 1001, level: 9, rating: 1780, winCount: 220, defeatCount: 231, leagueGrade: 'BRONZE', multiIdpCode: 'PARTNER', wallet: { money: 700_000_000n, hancoin: 800n, endorphin: 10n, mileage: 2100n } },
  {
    loginId: 'partner-action', publisher: 'partner', nickname: '확인필요회원', avatarId: 1000, level: 3, rating: 1600, winCount: 20, defeatCount: 25, leagueGrade: 'BRONZE', multiIdpCode: 'PARTNER',
    loginStatusCode: 'NEED_ACTION', loginStatusMessage: '서비스 이용을 위해 본인 확인이 필요합니다.',
    loginActionSpec: { resultType: 'POPUP_REDIRECT', displayMessage: '서비스 이용을 위해 본인 확인이 필요합니다.', buttonMessage: '본인 확인하기', redirectUri: '/idp/register?inflow=partner&callbackUrl=%2F' },
    wallet: { money: 50_000_000n, hancoin: 0n, endorphin: 0n, mileage: 0n },
  },
  { loginId: 'partner-error', publisher: 'partner', nickname: '오류회원', avatarId: 1000, level: 1, rating: 1500, winCount: 0, defeatCount: 0, leagueGrade: 'BRONZE', multiIdpCode: 'PARTNER', loginStatusCode: 'ERROR', loginStatusMessage: '제휴사 인증 정보 조회에 실패했습니다.', wallet: { money: 0n, hancoin: 0n, endorphin: 0n, mileage: 0n } },
];

/** Member numbers start here; tests rely only on them being unique. */
export const MEMBER_NO_BASE = 10_000_000;

export async function seedMembers(tx: Tx): Promise<Record<string, MemberRow>> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
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
        lentMoney: d.lentMoney ?? 0n,
        restrictionMoney: d.restrictionMoney ?? 0n,
        leagueGrade: d.leagueGrade,
      })
      .returning();
    await tx.insert(wallets).values({ memberId: row!.id, ...d.wallet });
    out[d.loginId] = row!;
  }
  return out;
}
