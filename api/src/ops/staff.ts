// Staff members: logged in with a login id listed in STAFF_IDS. In production only they see the
// versions page and may point their browser at another build of a remote (override).
import type { FastifyInstance } from 'fastify';

export function isStaff(app: FastifyInstance, member: { loginId: string } | null | undefined): boolean {
  return !!member && !!app.config && app.config.staffLoginIds.includes(member.loginId.toLowerCase());
}

/** Remote overrides are honoured outside production, and in production for staff. */
export function overridesAllowed(app: FastifyInstance, member: { loginId: string } | null | undefined): boolean {
  return !app.config?.production || isStaff(app, member);
}
