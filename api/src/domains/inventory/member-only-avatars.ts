// 회원 전용 아바타 (the Plus benefit 'plus-avatar'): the avatars of the shop's PLUS sub-store are sold
// only to a member with a running main membership (V/W/X/Z-Plus). The partner channel has no Plus
// (SPEC §6): its shop does not list them, and an order for one is refused as every Plus service is.
// The order page refuses (quote) and the completing transaction runs the quote again, so a membership
// that ended between the two refuses too. A bought one is the member's for good: it stays worn and
// can be put on again after the membership ends.
import { PLUS_MEMBER_SUB_STORE, PLUS_MEMBERS_ONLY_CODE } from '@hanpan/contracts/constants';
import type { DbOrTx } from '../../db/client.js';
import type { MemberRow } from '../../db/schema/index.js';
import { partnerBlocked, ruleError } from '../../lib/errors.js';
import { memberStateProviders } from '../../lib/member-state.js';
import { canUsePlus } from '../membership/access.js';
import { isPlusBlockedPublisher } from '../membership/rules.js';

export const isMemberOnlyAvatar = (p: { subStore: string | null }): boolean => p.subStore === PLUS_MEMBER_SUB_STORE;

/** Whether a publisher's shop shows the product at all: the partner channel's has no member-only avatar (listing and product page). */
export const soldOnPublisher = (publisher: string, p: { subStore: string | null }): boolean => !(isPlusBlockedPublisher(publisher) && isMemberOnlyAvatar(p));

/** Refuses an order holding a member-only avatar: 403 on the partner channel, 422 without a running main membership. */
export async function assertMemberOnlyAvatarsAllowed(db: DbOrTx, member: MemberRow, products: ReadonlyArray<{ name: string; subStore: string | null }>): Promise<void> {
  const memberOnly = products.filter(isMemberOnlyAvatar);
  if (memberOnly.length === 0) return;
  if (!canUsePlus(member)) throw partnerBlocked();
  if (await memberStateProviders.mainMembershipId(db, member)) return;
  throw ruleError(
    PLUS_MEMBERS_ONLY_CODE,
    `플러스 회원 전용 아바타입니다: ${memberOnly.map((p) => p.name).join(', ')}. 플러스 멤버십을 이용하는 동안 구매할 수 있습니다.`,
    { names: memberOnly.map((p) => p.name) },
  );
}
