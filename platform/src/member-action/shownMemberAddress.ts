// A server page a member action opens (the payment sandbox's order page) names the member the page
// shows: it refuses to act for another (a page left open across a login elsewhere).
import { withShownMember } from '@hanpan/contracts/constants';
import { hanpanStore } from '@hanpan/platform';

/** `url` for the member this page shows. */
export const shownMemberAddress = (url: string): string => withShownMember(url, hanpanStore.getState().member.memberNo);
