// Who may use Plus: SPEC §2/§6 block the partner channel from Plus (the portal's /plus pages show
// MSG.partnerBlocked). The API refuses the same members every Plus purchase (payment sandbox kinds of
// this domain) and every Plus benefit action, with 403 and the same text; the renewal job renews
// no partner member's subscription (renewal.ts).
import type { FastifyRequest } from 'fastify';
import type { MemberRow } from '../../db/schema/index.js';
import { partnerBlocked } from '../../lib/errors.js';
import { requireMember, type RequireMemberOptions } from '../../plugins/context.js';
import { isPlusBlockedPublisher } from './rules.js';

/** False for the partner channel: no Plus purchase, benefit action or subscription renewal. */
export const canUsePlus = (member: Pick<MemberRow, 'publisher'>): boolean => !isPlusBlockedPublisher(member.publisher);

/** Throws 403 '채널링 서비스에서는 이용하실 수 없는 서비스입니다.' for a partner-channel member. */
export function assertPlusChannel(member: Pick<MemberRow, 'publisher'>): void {
  if (!canUsePlus(member)) throw partnerBlocked();
}

/** requireMember (401) + the Plus channel rule (403): for the Plus benefit actions (bankbook, pet shop, lucky flip …). */
export function requirePlusMember(req: FastifyRequest, opts?: RequireMemberOptions): MemberRow {
  const m = requireMember(req, opts);
  assertPlusChannel(m);
  return m;
}
