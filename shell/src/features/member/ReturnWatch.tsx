// Where no member view of its own is drawn (the mobile site's account link, a popup window), what
// coming back to the page does for a member (useMemberDataOnReturn), in the member chunk.
import { isLoggedIn, needsLoginAction, useHanpanStore } from '@hanpan/platform';
import { LazyPart } from '../common/LazyPart';
import { MemberDataOnReturn } from './index';

export function ReturnWatch() {
  const member = useHanpanStore((s) => isLoggedIn(s) || needsLoginAction(s));
  if (!member) return null;
  return (
    <LazyPart failed={null}>
      <MemberDataOnReturn />
    </LazyPart>
  );
}
