// The member's own number with 복사, in a popup's summary list: what another member types to send,
// gift or allow (QA: a new player on the gift tab had no idea where member numbers come from).
import { Button, hanpanStore, useHanpanStore } from '@hanpan/platform';
import { copyWithFeedback } from '../common/copy';

export function MyMemberNo({ testId }: { testId: string }) {
  const myNo = useHanpanStore((s) => s.member.memberNo);
  return (
    <>
      <dt>내 회원번호</dt>
      <dd>
        <span data-testid={testId}>{myNo}</span>{' '}
        <Button variant="text" size="s" type="button" aria-label="내 회원번호 복사" onClick={() => void copyWithFeedback(hanpanStore, myNo ?? '')}>
          복사
        </Button>
      </dd>
    </>
  );
}
