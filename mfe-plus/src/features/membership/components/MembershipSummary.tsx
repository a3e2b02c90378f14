// My Plus: the member's main membership with the SPEC §3 fields a player reads (the product by its
// name, never its code), its class, the 'payment in
// progress' state, options and weekly gold — or, without one, what joining gives and how to join.
import { openPlusLayer } from '../../../lib/openPlusLayer';
import type { MembershipUser } from '@hanpan/contracts';
import { Button, EmptyState, ErrorState, formatDate, MoneyText, Skeleton, useReloadableState, NewWindowButton } from '@hanpan/platform';
import { Badge, Card, Fields, Note, Row, Stack } from '../../../ui/layout';
import { plusPopups } from '../../benefits/lib/plusPopups';
import { useJoinEntry } from '../../join/hooks/useJoinEntry';
import { useMembershipMe } from '../hooks/useMembershipMe';
import { membershipClassOf, membershipView } from '../lib/membershipView';
import { HeldOptionList } from './HeldOptionList';
import { NoPlusMessage } from './NoPlusMessage';
import { RefusedRenewalNotice } from './RefusedRenewalNotice';

const date = (v: string | null | undefined) => (v ? formatDate(v) : '-');

export interface MembershipSummaryProps {
  /** hide the action buttons (mobile pages bring their own) */
  hideActions?: boolean;
}

export function MembershipSummary({ hideActions = false }: MembershipSummaryProps) {
  const me = useMembershipMe();
  const reloadable = useReloadableState();
  const join = useJoinEntry();
  if (me.isPending) return <Card aria-busy="true"><Skeleton lines={8} /></Card>;
  if (me.isError) return <Card><ErrorState error={me.error} onRetry={() => void me.refetch()} /></Card>;
  const u = me.data;
  const view = membershipView(u);
  const klass = membershipClassOf(reloadable.data?.vipUser);
  if (!view.joined) {
    return (
      <Card data-testid="my-plus-summary" aria-label="나의 멤버십">
        <h2>나의 멤버십</h2>
        <RefusedRenewalNotice />
        <EmptyState message={<NoPlusMessage />}>
          {!hideActions && (
            <Row style={{ justifyContent: 'center', marginTop: 12 }}>
              <Button onClick={() => void join('PM0004')}>플러스 가입하기</Button>
            </Row>
          )}
        </EmptyState>
        <Fields>
          <dt>회원 클래스</dt>
          <dd data-testid="my-plus-class">{klass.name}</dd>
        </Fields>
      </Card>
    );
  }
  return (
    <Card data-testid="my-plus-summary" aria-label="나의 멤버십">
      <Stack $gap="m">
        <Row style={{ justifyContent: 'space-between' }}>
          <h2 style={{ margin: 0 }}>
            <span data-testid="my-plus-name">{u.name}</span>{' '}
            <Badge $tone={view.inProgress ? 'danger' : 'success'} data-testid="my-plus-status">{view.statusLabel}</Badge>
          </h2>
          <Badge $tone="gold" title={`클래스 등급 ${klass.rank}`}>
            회원 클래스 · <span data-testid="my-plus-class">{klass.name}</span>
          </Badge>
        </Row>
        {view.inProgress && (
          <Note $tone="warn" role="status" data-testid="my-plus-in-progress">
            정기결제가 처리 중입니다. 결제가 끝날 때까지 통장과 펫샵 보너스를 사용할 수 없습니다. 잠시 후 다시 확인해 주세요.
          </Note>
        )}
        <Fields>
          <dt>결제 방식</dt>
          <dd>{view.subscriptionLabel}</dd>
          <dt>이용 기간</dt>
          <dd>{date(u.startDate)} ~ {date(u.endDate)}</dd>
          <dt>최초 가입일</dt>
          <dd>{date(u.firstRegisterDate)}</dd>
          <dt>다음 혜택일</dt>
          <dd>{date(u.nextBenefitSchedule)}</dd>
          <dt>결제 금액</dt>
          <dd><MoneyText value={u.productAmount} format="comma" suffix="원" /></dd>
          <dt>다음 결제 예정 금액</dt>
          {/* only a regular payment renews: 1회 결제 and 이용권 end with their period */}
          <dd data-testid="my-plus-next-payment">{u.subscriptionType === 'SUBSCRIPTION' ? <MoneyText value={u.nextPaymentAmount} format="comma" suffix="원" /> : '없음 (이용 기간이 끝나면 종료)'}</dd>
          <dt>연속 이용</dt>
          <dd>{u.continuousUsageCount}회 (그룹 {u.continuousGroupUsageCount}회)</dd>
          <dt>연속 이용 할인</dt>
          <dd data-testid="my-plus-discount">{view.continuousDiscount}</dd>
          <dt>연속 이용 혜택</dt>
          <dd>{view.continuousBenefit ? '적용 중' : '-'}</dd>
          <dt>통장 머니 (1회)</dt>
          <dd><MoneyText value={u.accountMoney} /></dd>
          <dt>이번 달 통장 총액</dt>
          <dd><MoneyText value={u.totalAccountMoney} /></dd>
          <dt>보유 한도</dt>
          <dd><MoneyText value={u.holdingLimit} /></dd>
          {/* players quote it to support (unlike the product code, which the name already says) */}
          <dt>결제 번호</dt>
          <dd>{u.paymentNo ?? '-'}</dd>
        </Fields>
        {u.options.length > 0 && (
          <div>
            <h3>옵션 멤버십</h3>
            <HeldOptionList member={u} extendable={!hideActions} />
          </div>
        )}
        {u.weeklyGoldMembership.isJoined && (
          <Note>주간 골드 이용 중 ({date(u.weeklyGoldMembership.startDateTime)} ~ {date(u.weeklyGoldMembership.endDateTime)}){u.weeklyGoldRoundInfo ? ` · ${u.weeklyGoldRoundInfo.round}회차 골드 ${u.weeklyGoldRoundInfo.accumulatedGold}` : ''}</Note>
        )}
        {!hideActions && <SummaryActions u={u} />}
      </Stack>
    </Card>
  );
}

function SummaryActions({ u }: { u: MembershipUser }) {
  const open = (key: string) => void openPlusLayer(key);
  return (
    <Row>
      <NewWindowButton size="s" onClick={plusPopups.bankbook}>통장 사용</NewWindowButton>
      <NewWindowButton size="s" variant="secondary" onClick={() => plusPopups.change()}>멤버십 변경</NewWindowButton>
      <NewWindowButton size="s" variant="secondary" onClick={() => plusPopups.options()}>옵션 추가</NewWindowButton>
      {u.petShopId !== null && <NewWindowButton size="s" variant="secondary" onClick={plusPopups.pet}>펫샵</NewWindowButton>}
      {u.luckyFlipAvailable && <Button size="s" variant="secondary" onClick={() => open('plus-lucky-flip')}>럭키 플립</Button>}
      <Button size="s" variant="text" onClick={() => open('plus-continuous')}>연속 이용 혜택 안내</Button>
    </Row>
  );
}
