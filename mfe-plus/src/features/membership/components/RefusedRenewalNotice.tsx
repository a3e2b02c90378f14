// A regular payment the purchase limits refused (결제 실패, written by the renewal job): My Plus says
// why, and until when it is tried again; once that is over, that Plus ended (shown for a month), so
// the player is not left with only '이용 중인 멤버십이 없습니다' and a history to search.
import { RENEWAL_RETRY_DAYS } from '@hanpan/contracts/constants';
import { withParticle } from '@hanpan/contracts/korean';
import { formatDate, formatDateTime, serverNow } from '@hanpan/platform';
import { Note } from '../../../ui/layout';
import { useLatestMembershipPayment } from '../hooks/useLatestMembershipPayment';

const DAY_MS = 86_400_000;
const SHOWN_FOR_MS = 31 * DAY_MS;

export function RefusedRenewalNotice() {
  const latest = useLatestMembershipPayment().data?.content[0];
  const now = serverNow();
  if (!latest?.failureReason || now - Date.parse(latest.paidAt) > SHOWN_FOR_MS) return null;
  // the renewal job tries again for a few days after the due date (the refusal is recorded then): until
  // it stops, the player only has to make room in the limit — joining again is not needed
  const retryUntil = Date.parse(latest.paidAt) + RENEWAL_RETRY_DAYS * DAY_MS;
  const text =
    now < retryUntil
      ? `${formatDate(latest.paidAt)} ${withParticle(latest.productName, '이')} 결제되지 않았습니다.\n사유: ${latest.failureReason}\n${formatDateTime(retryUntil)}까지 자동으로 다시 결제합니다. 구매 한도를 확인해 주세요.`
      : `${formatDate(latest.paidAt)} ${withParticle(latest.productName, '이')} 결제되지 않아 멤버십이 종료되었습니다.\n사유: ${latest.failureReason}\n구매 한도를 확인한 뒤 다시 가입해 주세요.`;
  return (
    <Note $tone="warn" role="status" data-testid="my-plus-refused-renewal">
      {text}
    </Note>
  );
}
