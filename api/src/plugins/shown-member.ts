// Every /api call of the portal names the member its page shows (X-Hanpan-Member, the platform's
// transport). A page — a popup left open — still showing the member before another login in this
// browser would change the new member's data (QA: B's money sent from A's transfer popup): refused
// with 409, nothing done, one warn line `event: 'other_member_refused'`. So are the reads that act
// for that member (`config.actsForShownMember`: QA, a game entered as B from a page showing A; B's
// money drawn beside A's number in the transfer form). Other reads are answered: the page learns the
// new member from them (SPEC §4: everything personal is read again).
// Registered after the CSRF check: a call without its token gets that check's 401/403 first.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HEADERS } from '@hanpan/contracts';
import { otherMemberRefused } from '../lib/errors.js';
import { isUnsafeApiCall } from './csrf.js';

/**
 * True when the member a page names (`shown`: its header, the sandbox's query parameter) is not the
 * one logged in — with the warn line; the caller refuses in its own form (the API's 409 envelope,
 * the sandbox's page).
 */
export function showsOtherMember(req: FastifyRequest, shown: unknown): boolean {
  if (typeof shown !== 'string' || !req.member || shown === String(req.member.memberNo)) return false;
  req.log.warn({ event: 'other_member_refused', memberNo: req.member.memberNo, shown, path: req.url }, 'page shows another member');
  return true;
}

export function registerShownMemberCheck(app: FastifyInstance): void {
  app.addHook('onRequest', async (req) => {
    const change = isUnsafeApiCall(req);
    if ((change || req.routeOptions.config.actsForShownMember === true) && showsOtherMember(req, req.headers[HEADERS.member])) throw otherMemberRefused(!change);
  });
}
