// The PC-bang championship of this month: where the member plays from (subscription NONE / METER /
// FLAT), the round, how many applied, and the apply button (once per round, from a PC-bang).
import { useId } from 'react';
import { PC_BANG_CAPSULE_TICKET_RULE, pcBangCapsuleTicketText } from '@hanpan/contracts/constants';
import styled from 'styled-components';
import {
  ApiError,
  Button,
  browserGateDeps,
  EmptyState,
  ensureLogin,
  ErrorState,
  errorMessage,
  formatCount,
  formatKoreanDateTime,
  hanpanStore,
  isLoggedIn,
  Skeleton,
  pcBangSubscriptionQuery,
  useHanpanStore,
  useIdempotentAction,
  usePcBangSubscription,
  useQueryMemberNo,
  useQueryClient,
} from '@hanpan/platform';
import { useLoginHint } from '@hanpan/platform/member-action';
import { confirmApplication } from '../../../ui/confirmApplication';
import { Countdown } from '../../../ui/countdown/Countdown';
import { useChampionshipApply } from '../hooks/useChampionshipApply';
import { useChampionshipCount } from '../hooks/useChampionshipCount';
import { roundName, SUBSCRIPTION_NAMES } from '../pcBangText';

const Box = styled.section`
  border: 1px solid #d1d5db;
  border-radius: 12px;
  padding: 20px;
  display: grid;
  gap: 14px;
  background: #fff;
  h2 {
    margin: 0;
    font-size: 18px;
  }
  dl {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: 8px 16px;
    margin: 0;
  }
  dt {
    color: #4f5561;
  }
  dd {
    margin: 0;
    font-weight: 700;
  }
  time {
    color: #1d4ed8;
  }
`;
const Note = styled.p`
  margin: 0;
  font-size: 13px;
  color: #4f5561;
`;

export function PcBangChampionship() {
  const loggedIn = useHanpanStore(isLoggedIn);
  // a partner member whose login needs a step first (SPEC §3 NEED_ACTION) is logged in: asked for that step, not to log in
  const loginHint = useLoginHint('접속한 PC방의 가맹 여부와 이번 회차 신청 현황을 볼 수 있습니다.');
  const memberNo = useQueryMemberNo();
  const client = useQueryClient();
  const subscription = usePcBangSubscription();
  const count = useChampionshipCount();
  const apply = useChampionshipApply();
  const ruleId = useId();
  const action = useIdempotentAction();

  if (!loggedIn) {
    return (
      <Box aria-labelledby="pcbang-title">
        <h2 id="pcbang-title">이번 달 PC방 챔피언십</h2>
        <EmptyState message={loginHint.text}>
          {/* the member's step (the hint names it), or the login */}
          <Button type="button" variant="primary" style={{ marginTop: 12 }} onClick={() => (loginHint.step ? loginHint.step.run() : void ensureLogin(browserGateDeps(hanpanStore)))}>
            {loginHint.step?.button ?? '로그인하고 신청하기'}
          </Button>
        </EmptyState>
      </Box>
    );
  }
  if (subscription.isPending || count.isPending) {
    return (
      <Box aria-busy="true">
        <Skeleton lines={4} label="PC방 챔피언십 정보를 불러오는 중" />
      </Box>
    );
  }
  if (subscription.isError || count.isError) {
    const retry = () => void Promise.all([subscription.refetch(), count.refetch()]);
    return (
      <Box>
        <ErrorState error={subscription.error ?? count.error} onRetry={retry} />
      </Box>
    );
  }
  const sub = subscription.data;
  const round = count.data;

  const onApply = async () => {
    const store = hanpanStore.getState();
    await store.runAction('pcbang-championship-apply', async () => {
      // an application cannot be taken back; outside a member PC-bang the server's refusal explains
      if (sub.subscribe && !(await confirmApplication('PC방 챔피언십', `${roundName(round.round)} PC방 챔피언십에`))) return;
      try {
        const r = await apply.mutateAsync({ round: round.round, idempotencyKey: action.keyFor({ round: round.round }) });
        action.reset();
        await store.alert({ header: 'PC방 챔피언십', body: `${roundName(r.round)} 신청이 완료되었습니다. (신청자 ${formatCount(r.count)}명)` });
      } catch (e) {
        action.reset();
        await store.alert({ header: e instanceof ApiError && e.kind === 'rule' ? 'PC방 챔피언십 안내' : '신청 실패', body: errorMessage(e) });
        // the member may have moved to another PC: read where they are again
        void client.invalidateQueries({ queryKey: pcBangSubscriptionQuery(memberNo).queryKey });
      }
    });
  };

  return (
    <Box aria-labelledby="pcbang-title" data-testid="pcbang-championship">
      <h2 id="pcbang-title">{roundName(round.round)} PC방 챔피언십</h2>
      <dl>
        <dt>접속 PC방</dt>
        <dd data-testid="pcbang-subscription">
          {SUBSCRIPTION_NAMES[sub.type]}
          {sub.name ? ` · ${sub.name}` : ''}
        </dd>
        <dt>캡슐 무료 이용권</dt>
        {/* given in the game, not collected here (QA: '받을 수 있음' with no way to receive it) */}
        <dd data-testid="pcbang-capsule-tickets">{pcBangCapsuleTicketText(sub)}</dd>
        <dt>이번 회차 신청자</dt>
        <dd data-testid="pcbang-count">{formatCount(round.count)}명</dd>
        {round.endTime && (
          <>
            <dt>신청 마감</dt>
            <dd>
              {formatKoreanDateTime(new Date(Date.parse(round.endTime) - 1000))} · <Countdown to={round.endTime} doneText="마감" onElapsed={() => void count.refetch()} label="신청 마감까지 남은 시간" />
            </dd>
          </>
        )}
      </dl>
      {round.applied ? (
        <Button type="button" disabled>
          이번 회차 신청 완료
        </Button>
      ) : sub.subscribe ? (
        <Button type="button" variant="primary" onClick={() => void onApply()} busy={apply.isPending}>
          {`${roundName(round.round)} 신청하기`}
        </Button>
      ) : (
        // not from a PC-bang: nothing to send (the server would refuse it); the rule below says why
        <Button type="button" disabled aria-describedby={ruleId}>
          가맹 PC방에서 신청할 수 있습니다
        </Button>
      )}
      <Note id={ruleId}>한판 가맹 PC방(정액제·종량제)에서 접속한 회원만 회차마다 한 번 신청할 수 있습니다. 회차는 매월 1일 0시(한국 시간)에 바뀝니다.</Note>
      <Note>{PC_BANG_CAPSULE_TICKET_RULE}</Note>
    </Box>
  );
}
