// A regular payment the purchase limits refused (결제실패, written by the renewal job) ended the
// member's Plus: My Plus says so and why for a month afterwards, so the player is not left with
// only '이용 중인 멤버십이 없습니다' and a history to search.
import { withParticle } from '@hanpan/contracts/korean';
import { formatDate } from '@hanpan/platform';
import { Note } from '../../../ui/layout';
import { useMembershipPaymentHistory } from '../hooks/useMembershipPaymentHistory';

const SHOWN_FOR_MS = 31 * 86_400_000;
/** the latest membership payment of any status (the history lists newest first) */
const LATEST = { page: 0, size: 1 } as const;

export function RefusedRenewalNotice() {
  const latest = useMembershipPaymentHistory(LATEST).data?.content[0];
  if (!latest?.failureReason || Date.now() - Date.parse(latest.paidAt) > SHOWN_FOR_MS) return null;
  return (
    <Note $tone="warn" role="status" data-testid="my-plus-refused-renewal">
      {`${formatDate(latest.paidAt)} ${withParticle(latest.productName, '이')} 결제되지 않아 멤버십이 종료되었습니다.\n사유: ${latest.failureReason}\n구매 한도를 확인한 뒤 다시 가입해 주세요.`}
    </Note>
  );
}
