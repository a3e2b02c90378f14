// Idempotency-Key: the same member + key + request returns the first stored response and changes
// nothing; the same key with a different request (another body, another route) is a 409.
// The key is claimed inside the same transaction as the change, so a failed attempt (rolled back)
// leaves the key free, and a concurrent duplicate waits on the unique index, then replays.
// Strict: work that changes game money or hancoin without a key is refused (400) and rolled back.
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HEADERS } from '@hanpan/contracts';
import type { Db, Tx } from '../db/client.js';
import { idempotencyKeys } from '../db/schema/index.js';
import { badRequest, conflict, MSG } from './errors.js';
import { moneyChangedIn } from './ledger.js';

/** Canonical JSON (sorted keys) so the same body always hashes the same. */
function canonical(v: unknown): string {
  if (v === null || typeof v !== 'object') return JSON.stringify(v ?? null);
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`;
  return `{${Object.keys(v as object)
    .filter((k) => k !== '_csrf')
    .sort()
    .map((k) => `${JSON.stringify(k)}:${canonical((v as Record<string, unknown>)[k])}`)
    .join(',')}}`;
}

/** Fingerprint of a request for idempotent replays: method, route, params, query and body. */
export function requestFingerprint(req: FastifyRequest): string {
  const route = req.routeOptions?.url ?? req.url.split('?')[0];
  return createHash('sha256').update(`${req.method}\n${route}\n${canonical(req.params)}\n${canonical(req.query)}\n${canonical(req.body)}`).digest('hex');
}

export const MISSING_KEY = "게임머니·한코인이 바뀌는 요청에는 'Idempotency-Key' 헤더가 필요합니다.";

export function idempotencyKeyOf(req: FastifyRequest): string | undefined {
  const raw = req.headers[HEADERS.idempotencyKey];
  if (raw === undefined) return undefined;
  if (typeof raw !== 'string' || !/^[A-Za-z0-9_.:-]{8,128}$/.test(raw)) throw badRequest("헤더 'Idempotency-Key' 값이 올바르지 않습니다.");
  return raw;
}

/**
 * The key of a request that must carry one (a balance moves, one request per player action): without
 * it the request is refused — for moves the ledger does not see as money (a mileage gift).
 */
export function requireIdempotencyKey(req: FastifyRequest): string {
  const key = idempotencyKeyOf(req);
  if (!key) throw badRequest("헤더 'Idempotency-Key'가 필요합니다. 페이지를 새로고침한 뒤 다시 시도해 주세요.");
  return key;
}

export interface IdempotentResult<T> {
  value: T;
  /** true when this is a stored first response */
  replayed: boolean;
}

/**
 * Runs `work` in one transaction. With a key: the first call stores its JSON result; later calls with
 * the same member + key get that result back without running `work`. `scope` names the operation:
 * reusing a key for another operation is a 409.
 */
export async function runIdempotent<T>(
  db: Db,
  opts: { memberId: number; key: string | undefined; scope: string; fingerprint?: string },
  work: (tx: Tx, key: string | undefined) => Promise<T>,
): Promise<IdempotentResult<T>> {
  const { memberId, key, scope, fingerprint } = opts;
  if (!key) {
    const value = await db.transaction(async (tx) => {
      const v = await work(tx, undefined);
      if (moneyChangedIn.has(tx)) throw badRequest(MISSING_KEY);
      return v;
    });
    return { value, replayed: false };
  }
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(idempotencyKeys)
      .values({ memberId, key, scope, statusCode: 0, requestHash: fingerprint ?? null })
      .onConflictDoNothing()
      .returning({ id: idempotencyKeys.id });
    if (claimed.length === 0) {
      const [prev] = await tx
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.memberId, memberId), eq(idempotencyKeys.key, key)))
        .limit(1);
      if (!prev || prev.scope !== scope) throw conflict('이미 다른 요청에 사용된 Idempotency-Key 입니다.');
      // the same key with another body is a client bug: never answer it with the first result
      if (fingerprint && prev.requestHash && prev.requestHash !== fingerprint) throw conflict(MSG.idempotencyMismatch);
      return { value: prev.response as T, replayed: true };
    }
    const value = await work(tx, key);
    await tx
      .update(idempotencyKeys)
      .set({ statusCode: 200, response: value as unknown as Record<string, unknown> })
      .where(eq(idempotencyKeys.id, claimed[0]!.id));
    return { value, replayed: false };
  });
}

/** Requests answered with their key's stored first answer (see registerReplayMarker). */
const replayedRequests = new WeakSet<FastifyRequest>();

/** Convenience for route handlers: member + Idempotency-Key header taken from the request. */
export function idempotent<T>(req: FastifyRequest, memberId: number, scope: string, work: (tx: Tx, key: string | undefined) => Promise<T>) {
  return runIdempotent(req.server.db, { memberId, key: idempotencyKeyOf(req), scope, fingerprint: requestFingerprint(req) }, work).then((r) => {
    if (r.replayed) replayedRequests.add(req);
    return r.value;
  });
}

/**
 * A replayed answer says so (`Idempotent-Replayed: true`): sent again after its answer was lost, the
 * request had been done and nothing was done now — the page says that, not a second transfer.
 */
export function registerReplayMarker(app: FastifyInstance): void {
  app.addHook('onSend', async (req, reply) => {
    if (replayedRequests.has(req)) reply.header(HEADERS.idempotentReplayed, 'true');
  });
}
