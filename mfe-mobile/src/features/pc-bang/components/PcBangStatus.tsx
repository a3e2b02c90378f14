// PC-bang (PC방) benefits: the subscription of the place the member plays from (NONE / METER /
// FLAT) and the free capsule tickets to receive; guests are asked to log in.
import { browserGateDeps, Button, ensureLogin, ErrorState, hanpanStore, Skeleton, usePcBangSubscription, useQueryMemberNo } from '@hanpan/platform';
import type { PcBangSubscription } from '@hanpan/contracts';
import { pcBangCapsuleTicketText } from '@hanpan/contracts/constants';
import { Card, Fields } from '../../../ui/mobile';

export const PC_BANG_TYPE_TEXT: Readonly<Record<PcBangSubscription['type'], string>> = {
  NONE: '가맹 PC방이 아닙니다',
  METER: '종량제 가맹 PC방',
  FLAT: '정액제 가맹 PC방',
};

export function PcBangStatus() {
  const memberNo = useQueryMemberNo();
  const sub = usePcBangSubscription();
  if (memberNo === null) {
    return (
      <Card>
        <p>로그인하면 지금 접속한 PC방의 혜택을 확인할 수 있습니다.</p>
        <Button size="l" block onClick={() => void ensureLogin(browserGateDeps(hanpanStore))}>
          로그인
        </Button>
      </Card>
    );
  }
  if (sub.isPending) return <Skeleton lines={3} label="PC방 정보를 불러오는 중" />;
  if (sub.error) return <ErrorState error={sub.error} onRetry={() => void sub.refetch()} />;
  const s = sub.data;
  return (
    <Card aria-label="PC방 가맹 정보" data-testid="pc-bang-status">
      <Fields>
        <dt>가맹 형태</dt>
        <dd data-testid="pc-bang-type">{PC_BANG_TYPE_TEXT[s.type]}</dd>
        {s.name && (
          <>
            <dt>PC방</dt>
            <dd>{s.name}</dd>
          </>
        )}
        <dt>캡슐 무료 이용권</dt>
        <dd data-testid="pc-bang-tickets">{pcBangCapsuleTicketText(s)}</dd>
      </Fields>
      {s.type === 'NONE' && <p>가맹 PC방에서 접속하면 PC방 챔피언십에 신청할 수 있고, 게임 안에서 캡슐 무료 이용권을 받습니다.</p>}
    </Card>
  );
}
