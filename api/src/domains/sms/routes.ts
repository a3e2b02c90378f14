// SMS with a link (outbox only: the SMS gateway reads it): the classic-download link or the mobile
// shop URL, to a validated Korean mobile number. Limits per number and per member; a refusal is a
// 429 whose body says when to try again (retryAfterSeconds, also the Retry-After header).
// Parallel sends (QA: a burst of 10–20 at once) are counted one after the other: each send locks
// its member, then its number, for its transaction, so a send counts the rows the ones before it
// wrote.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { and, count, desc, eq, gte } from 'drizzle-orm';
import { ClassicDownloadSmsBodySchema, Envelope, MobileShopSmsBodySchema, SmsResultSchema, type SmsCooldown } from '@hanpan/contracts';
import { SMS_NUMBER_COOLDOWN_MS } from '@hanpan/contracts/constants';
import { withParticle } from '@hanpan/contracts/korean';
import { lockNames } from '../../db/advisory-lock.js';
import type { Tx } from '../../db/client.js';
import { smsOutbox } from '../../db/schema/index.js';
import { ok } from '../../lib/envelope.js';
import { ApiError, partnerBlocked } from '../../lib/errors.js';
import { idempotent } from '../../lib/idempotency.js';
import { addDays, kstStartOfDay } from '../../lib/time.js';
import { requireMember } from '../../plugins/context.js';

/** One message per number per minute (shared with the form), 3 per number and 10 per member a Korean day. */
export { SMS_NUMBER_COOLDOWN_MS };
export const SMS_PER_NUMBER_PER_DAY = 3;
export const SMS_PER_MEMBER_PER_DAY = 10;

export const MOBILE_SHOP_URL = 'https://m.hanpan.example/mobile/shop';
const STORE_NAMES = { GOOGLE: 'Google Play', APPLE: 'App Store', ONESTORE: 'ONE store' } as const;

export const normalizePhone = (p: string) => p.replace(/-/g, '');
export const maskPhone = (p: string) => `${p.slice(0, 3)}-****-${p.slice(-4)}`;

function cooldown(message: string, retryAfterMs: number, scope: SmsCooldown['scope']): ApiError {
  const body: SmsCooldown = { retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)), scope };
  return new ApiError(429, message, body);
}

async function sendSms(tx: Tx, memberId: number, kind: 'classic-download' | 'mobile-shop-url', phone: string, body: string, storeType: string | null) {
  // count and insert as one step: the member's sends, then the number's, wait for the one under way
  // (always in this order: two sends never wait on each other in a circle)
  await lockNames(tx, `sms:member:${memberId}`, `sms:phone:${phone}`);
  const now = Date.now();
  const dayStart = kstStartOfDay(new Date(now));
  const untilTomorrow = addDays(dayStart, 1).getTime() - now;
  const [perMember] = await tx.select({ n: count() }).from(smsOutbox).where(and(eq(smsOutbox.memberId, memberId), gte(smsOutbox.createdAt, dayStart)));
  if (Number(perMember?.n ?? 0) >= SMS_PER_MEMBER_PER_DAY) throw cooldown('오늘 보낼 수 있는 문자 수를 모두 사용했습니다. 내일 다시 시도해 주세요.', untilTomorrow, 'member');
  const [last] = await tx
    .select({ at: smsOutbox.createdAt })
    .from(smsOutbox)
    .where(and(eq(smsOutbox.phoneNumber, phone), gte(smsOutbox.createdAt, new Date(now - SMS_NUMBER_COOLDOWN_MS))))
    .orderBy(desc(smsOutbox.createdAt))
    .limit(1);
  if (last) {
    const wait = last.at.getTime() + SMS_NUMBER_COOLDOWN_MS - now;
    throw cooldown(`같은 번호로는 1분에 한 번만 보낼 수 있습니다. ${Math.max(1, Math.ceil(wait / 1000))}초 후에 다시 시도해 주세요.`, wait, 'number');
  }
  const [perNumber] = await tx.select({ n: count() }).from(smsOutbox).where(and(eq(smsOutbox.phoneNumber, phone), gte(smsOutbox.createdAt, dayStart)));
  if (Number(perNumber?.n ?? 0) >= SMS_PER_NUMBER_PER_DAY) throw cooldown('이 번호로는 오늘 더 이상 문자를 보낼 수 없습니다. 내일 다시 시도해 주세요.', untilTomorrow, 'number');
  await tx.insert(smsOutbox).values({ memberId, kind, phoneNumber: phone, storeType, body });
  return { sent: true, maskedPhoneNumber: maskPhone(phone) };
}

/** A cooldown refusal also carries the standard Retry-After header. */
async function withRetryAfter<T>(reply: FastifyReply, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (e) {
    if (e instanceof ApiError && e.status === 429) reply.header('retry-after', String((e.body as SmsCooldown).retryAfterSeconds));
    throw e;
  }
}

export async function smsRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();

  app.post('/api/sms/send/classic-download', { schema: { body: ClassicDownloadSmsBodySchema, response: { 200: Envelope(SmsResultSchema) } } }, async (req, reply) => {
    const m = requireMember(req);
    const phone = normalizePhone(req.body.userPhoneNumber);
    const store = req.body.storeType;
    const text = `[한판] 한판 클래식 모바일 다운로드(${STORE_NAMES[store]}): https://hanpan.example/download/${store.toLowerCase()}`;
    const r = await withRetryAfter(reply, () => idempotent(req, m.id, 'sms.classic-download', (tx) => sendSms(tx, m.id, 'classic-download', phone, text, store)));
    return ok(r, `${withParticle(r.maskedPhoneNumber, '으로')} 다운로드 링크를 보냈습니다.`);
  });

  app.post('/api/sms/send/mobile-shop-url', { schema: { body: MobileShopSmsBodySchema, response: { 200: Envelope(SmsResultSchema) } } }, async (req, reply) => {
    const m = requireMember(req);
    // the link is the own portal's mobile shop: the partner channel cannot use /mobile (SPEC §6)
    if (m.publisher === 'partner') throw partnerBlocked();
    const phone = normalizePhone(req.body.phoneNumber);
    const text = `[한판] 모바일 상점 바로가기: ${MOBILE_SHOP_URL}`;
    const r = await withRetryAfter(reply, () => idempotent(req, m.id, 'sms.mobile-shop-url', (tx) => sendSms(tx, m.id, 'mobile-shop-url', phone, text, null)));
    return ok(r, `${withParticle(r.maskedPhoneNumber, '으로')} 모바일 상점 주소를 보냈습니다.`);
  });
}
