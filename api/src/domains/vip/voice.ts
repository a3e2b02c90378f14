// VIP voice (VIP 보이스): a VIP member writes to the VIP desk (game, payment, benefit or other
// matters) and sees each message with the desk's answer. Answers are written by the operators'
// back office (not part of this portal); a member sends at most VIP_VOICE_DAILY_LIMIT a day.
import { and, count, desc, eq, gte } from 'drizzle-orm';
import { VIP_VOICE_CONTENT, VIP_VOICE_DAILY_LIMIT, VIP_VOICE_TITLE, type VipVoice, type VipVoicePage, type VipVoiceRequest } from '@hanpan/contracts';
import { lengthProblem } from '@hanpan/contracts/text';
import type { DbOrTx, Tx } from '../../db/client.js';
import { vipVoices, type MemberRow } from '../../db/schema/index.js';
import { lockWallets } from '../../lib/ledger.js';
import { ruleError } from '../../lib/errors.js';
import { toPage, type PageRequest } from '../../lib/paging.js';
import { kstStartOfDay } from '../../lib/time.js';
import { currentVipUser, isOpenedVip } from './service.js';

const TITLE = 'VIP 보이스';

type VoiceRow = typeof vipVoices.$inferSelect;
const toVoice = (r: VoiceRow): VipVoice => ({
  id: r.id,
  category: r.category,
  title: r.title,
  content: r.content,
  status: r.status,
  answer: r.answer,
  answeredAt: r.answeredAt ? r.answeredAt.toISOString() : null,
  createdAt: r.createdAt.toISOString(),
});

async function todayCount(db: DbOrTx, memberId: number, now: Date): Promise<number> {
  const [row] = await db.select({ n: count() }).from(vipVoices).where(and(eq(vipVoices.memberId, memberId), gte(vipVoices.createdAt, kstStartOfDay(now))));
  return Number(row?.n ?? 0);
}

export async function voices(db: DbOrTx, memberId: number, page: PageRequest, now = new Date()): Promise<VipVoicePage> {
  const where = eq(vipVoices.memberId, memberId);
  const rows = await db.select().from(vipVoices).where(where).orderBy(desc(vipVoices.createdAt), desc(vipVoices.id)).limit(page.size).offset(page.offset);
  const [total] = await db.select({ n: count() }).from(vipVoices).where(where);
  return { ...toPage(rows.map(toVoice), page, Number(total?.n ?? 0)), todayCount: await todayCount(db, memberId, now), dailyLimit: VIP_VOICE_DAILY_LIMIT };
}

export async function sendVoice(tx: Tx, member: MemberRow, req: VipVoiceRequest, now = new Date()): Promise<VipVoice> {
  if (!isOpenedVip(member)) throw ruleError('ERROR_VIP_NOT_OPENED', '제휴 채널 회원은 VIP 서비스를 이용할 수 없습니다.', undefined, TITLE);
  const title = req.title.trim();
  const content = req.content.trim();
  // counted as the form counts them (an emoji is one character)
  const titleProblem = lengthProblem(title, VIP_VOICE_TITLE);
  if (titleProblem) throw ruleError('ERROR_INVALID_VOICE', titleProblem, { field: 'title' }, TITLE);
  const contentProblem = lengthProblem(content, VIP_VOICE_CONTENT);
  if (contentProblem) throw ruleError('ERROR_INVALID_VOICE', contentProblem, { field: 'content' }, TITLE);
  // one member's messages one after the other, so the daily limit holds with two tabs
  await lockWallets(tx, [member.id]);
  const u = await currentVipUser(tx, member, now);
  if (!u.vip) throw ruleError('ERROR_NOT_VIP', 'VIP 보이스는 VIP 회원만 이용할 수 있습니다.', undefined, TITLE);
  if ((await todayCount(tx, member.id, now)) >= VIP_VOICE_DAILY_LIMIT) {
    throw ruleError('ERROR_VOICE_DAILY_LIMIT', `VIP 보이스는 하루에 ${VIP_VOICE_DAILY_LIMIT}건까지 보낼 수 있습니다. 내일 다시 보내 주세요.`, { dailyLimit: VIP_VOICE_DAILY_LIMIT }, TITLE);
  }
  const [row] = await tx.insert(vipVoices).values({ memberId: member.id, category: req.category, title, content, createdAt: now }).returning();
  return toVoice(row!);
}
