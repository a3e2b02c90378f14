// My Plus without a main membership: '아직' only for a member whose history shows no Plus order at
// all; a former member (ended, renewal refused) just has none now. While the history is unknown, the
// sentence true for both. Reads the query the refused-renewal notice reads (no extra request).
import { useLatestMembershipPayment } from '../hooks/useLatestMembershipPayment';

export function NoPlusMessage() {
  const latest = useLatestMembershipPayment();
  const neverHadPlus = latest.isSuccess && latest.data.totalElements === 0;
  return <>{neverHadPlus ? '아직 ' : ''}이용 중인 플러스 멤버십이 없습니다. 가입하면 매달 출금 통장과 무료 충전 등 다양한 혜택을 받을 수 있습니다.</>;
}
