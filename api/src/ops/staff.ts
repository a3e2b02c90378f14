// Staff members: members the operator marked with `npm run staff` (members.staff_since). In
// production only they see the versions page and may point their browser at another build of a
// remote (override). A mark on an existing member, never a login id named in advance: sign-up is
// open, so whoever registered a listed id first would have become staff.
import type { FastifyInstance } from 'fastify';

export function isStaff(member: { staffSince: Date | null } | null | undefined): boolean {
  return !!member?.staffSince;
}

/** Remote overrides are honoured outside production, and in production for staff. */
export function overridesAllowed(app: FastifyInstance, member: { staffSince: Date | null } | null | undefined): boolean {
  return !app.config?.production || isStaff(member);
}
