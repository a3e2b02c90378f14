// Power chief (파워 치프): a VIP member who played at least POWER_CHIEF_MIN_GAMES games last month
// is the power chief of the VIP month and receives a monthly bonus of game money by grade, once
// per VIP month (own table + ledger row, behind the Idempotency-Key). Last month's games are the
// member's vip_game_counts row of the Korean month before (none: 0), meant to be filled from the game
// servers' results per Korean month; this portal has no such feed yet (only the demo seed writes rows).
import { desc, eq } from 'drizzle-orm';
import type { PowerChief, PowerChiefClaimResult, PowerChiefStatus, VipPlatform } from '@hanpan/contracts';
import type { DbOrTx, Tx } from '../../db/client.js';
import { vipPowerChiefClaims, type MemberRow } from '../../db/schema/index.js';
import { changeBalance, lockWallets } from '../../lib/ledger.js';
import { ruleError } from '../../lib/errors.js';
import { holdingLimit } from '../../lib/member-state.js';
import { GRADE_BENEFITS, gradeName, isVip, POWER_CHIEF_MIN_GAMES, vipMonthOf, type PaidGrade, type VipGrade } from './grades.js';
import { currentVipUser, isOpenedVip } from './service.js';

const TITLE = '파워 치프 보너스 받기 실패';

function statusOf(member: MemberRow, grade: VipGrade, games: number): PowerChiefStatus {
  if (!isOpenedVip(member)) return 'CLOSED';
  if (!isVip(grade)) return 'NOT_VIP';
  return games >= POWER_CHIEF_MIN_GAMES ? 'ACTIVE' : 'NOT_ENOUGH_GAMES';
}

export async function powerChief(db: DbOrTx, member: MemberRow, now = new Date()): Promise<PowerChief> {
  const u = await currentVipUser(db, member, now);
  const status = statusOf(member, u.grade, u.lastMonthGameCount);
  const rows = await db.select().from(vipPowerChiefClaims).where(eq(vipPowerChiefClaims.memberId, member.id)).orderBy(desc(vipPowerChiefClaims.vipMonth)).limit(6);
  const mine = rows.find((r) => r.vipMonth === u.vipMonth);
  return {
    vipMonth: u.vipMonth,
    status,
    grade: u.grade,
    gradeName: u.gradeName,
    lastMonthGameCount: u.lastMonthGameCount,
    requiredGameCount: POWER_CHIEF_MIN_GAMES,
    bonusMoney: (status === 'ACTIVE' ? GRADE_BENEFITS[u.grade as PaidGrade].powerChiefMoney : 0n).toString(),
    received: Boolean(mine),
    receivedAt: mine ? mine.createdAt.toISOString() : null,
    history: rows.map((r) => ({
      vipMonth: r.vipMonth,
      grade: r.grade as VipGrade,
      gradeName: gradeName(r.grade as VipGrade),
      gameCount: r.gameCount,
      money: r.money.toString(),
      platform: r.platform,
      receivedAt: r.createdAt.toISOString(),
    })),
  };
}

export async function claimPowerChief(tx: Tx, member: MemberRow, platform: VipPlatform, idempotencyKey?: string, now = new Date()): Promise<PowerChiefClaimResult> {
  if (!isOpenedVip(member)) throw ruleError('ERROR_VIP_NOT_OPENED', '제휴 채널 회원은 VIP 서비스를 이용할 수 없습니다. 한판 포털 회원만 VIP 혜택을 받을 수 있습니다.', undefined, TITLE);
  await lockWallets(tx, [member.id]);
  const u = await currentVipUser(tx, member, now);
  const status = statusOf(member, u.grade, u.lastMonthGameCount);
  if (status === 'NOT_VIP') throw ruleError('ERROR_NOT_VIP', 'VIP 회원만 파워 치프가 될 수 있습니다.', undefined, TITLE);
  if (status !== 'ACTIVE') {
    throw ruleError(
      'ERROR_NOT_POWER_CHIEF',
      `지난달 ${POWER_CHIEF_MIN_GAMES}판 이상 플레이한 VIP 회원만 파워 치프 보너스를 받을 수 있습니다. (지난달 ${u.lastMonthGameCount}판)`,
      { lastMonthGameCount: u.lastMonthGameCount, requiredGameCount: POWER_CHIEF_MIN_GAMES },
      TITLE,
    );
  }
  const money = GRADE_BENEFITS[u.grade as PaidGrade].powerChiefMoney;
  const [row] = await tx
    .insert(vipPowerChiefClaims)
    .values({ memberId: member.id, vipMonth: u.vipMonth, grade: u.grade, gameCount: u.lastMonthGameCount, money, platform, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: vipPowerChiefClaims.id });
  if (!row) throw ruleError('ERROR_ALREADY_RECEIVED', '이번 달 파워 치프 보너스를 이미 받았습니다. 다음 달 1일부터 다시 받을 수 있습니다.', { vipMonth: u.vipMonth }, TITLE);
  const r = await changeBalance(tx, {
    memberId: member.id,
    currency: 'money',
    amount: money,
    reason: 'VIP_POWER_CHIEF',
    refType: 'vip_power_chief',
    refId: row.id,
    idempotencyKey,
    max: await holdingLimit(tx, member),
    // the ledger's refusal over the holding limit under this claim's title, like its other refusals
    refusalTitle: TITLE,
  });
  return { vipMonth: vipMonthOf(now), money: money.toString(), balance: r.balanceAfter.toString(), receivedAt: now.toISOString() };
}

