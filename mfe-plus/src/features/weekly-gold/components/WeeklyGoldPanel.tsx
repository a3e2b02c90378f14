// Weekly gold (PI0002, 540×550 popup and the weekly-gold layer): the running membership with its
// rounds and gold, everything accumulated, last month's results, gold items to add to the round,
// and the purchase — refused here already while one is active (the API refuses it twice too).
import { Button, EmptyState, ErrorState, formatDate, formatDateTime, MoneyText, PRODUCT_CODES, Skeleton, useGlobalMembership } from '@hanpan/platform';
import { monthText } from '@hanpan/contracts/korean';
import { Badge, Card, Fields, Muted, Note, Row, Stack } from '../../../ui/layout';
import { useMembershipItems } from '../../membership/hooks/useMembershipItems';
import { usePaymentGate } from '../../payment/hooks/usePaymentGate';
import { paymentUrls } from '../../payment/lib/paymentUrls';
import { openPaymentWindow } from '../../payment/lib/paymentWindow';
import { useAccumulateAllGold } from '../hooks/useAccumulateAllGold';
import { useGoldItemUse } from '../hooks/useGoldItemUse';
import { useWeeklyGold } from '../hooks/useWeeklyGold';
import { useWeeklyGoldPrevMonthResults } from '../hooks/useWeeklyGoldPrevMonthResults';

export interface WeeklyGoldPanelProps {
  /** buy: in our own popup, continue in this window; elsewhere open the sandbox window */
  onBuy?: (url: string) => void;
}

export function WeeklyGoldPanel({ onBuy = (url) => openPaymentWindow(url, 'paymentTall') }: WeeklyGoldPanelProps) {
  const wg = useWeeklyGold();
  const all = useAccumulateAllGold();
  const prev = useWeeklyGoldPrevMonthResults();
  const items = useMembershipItems();
  const gate = usePaymentGate();
  const startItemUse = useGoldItemUse();
  // the price before 구매하기, not first on the order page
  const product = useGlobalMembership().data?.item.find((i) => i.code === PRODUCT_CODES.weeklyGold);
  if (wg.isPending) return <Skeleton lines={8} />;
  if (wg.isError) return <ErrorState error={wg.error} onRetry={() => void wg.refetch()} />;
  const { membership, round } = wg.data;
  const goldItems = (items.data ?? []).filter((i) => i.code === PRODUCT_CODES.gold);
  const buy = async () => {
    if (!(await gate(product ? BigInt(product.price) : 0n))) return;
    onBuy(paymentUrls.weeklyGold());
  };
  return (
    <Stack $gap="m" data-testid="weekly-gold">
      <Card aria-label="주간 골드 멤버십">
        <h2>
          주간 골드 멤버십 <Badge $tone={membership.isJoined ? 'success' : 'gray'}>{membership.isJoined ? '이용 중' : membership.status === 'ENDED' ? '종료' : '미가입'}</Badge>
        </h2>
        <Muted>4주 동안 매주 회차마다 골드가 쌓입니다. 골드 멤버십 아이템을 쓰면 이번 회차에 골드가 더해집니다.</Muted>
        {membership.isJoined ? (
          <Fields style={{ marginTop: 8 }}>
            <dt>이용 기간</dt>
            <dd>{formatDate(membership.startDateTime ?? '')} ~ {formatDate(membership.endDateTime ?? '')}</dd>
            <dt>현재 회차</dt>
            <dd data-testid="weekly-gold-round">{round ? `${round.round}회차 (${formatDateTime(round.startDateTime)} ~ ${formatDateTime(round.endDateTime)})` : '-'}</dd>
            <dt>이번 회차 골드</dt>
            <dd data-testid="weekly-gold-gold">{round ? <MoneyText value={round.accumulatedGold} format="comma" /> : '-'}</dd>
            <dt>하루 적립 골드</dt>
            <dd>{round ? <MoneyText value={round.goldPerDay} format="comma" /> : '-'}</dd>
            <dt>결제 이메일</dt>
            <dd>{membership.maskedEmail ?? '-'}</dd>
          </Fields>
        ) : null}
        <Fields style={{ marginTop: 8 }}>
          <dt>지금까지 쌓은 골드</dt>
          <dd>{all.data ? <><MoneyText value={all.data.totalGold} format="comma" /> ({all.data.roundCount}개 회차)</> : '-'}</dd>
        </Fields>
        {membership.isJoined ? (
          <Note data-testid="weekly-gold-active" style={{ marginTop: 8 }}>이미 주간 골드를 이용하고 있습니다. 이용 기간이 끝난 뒤 다시 구매할 수 있습니다.</Note>
        ) : (
          <>
            {product && (
              <Muted data-testid="weekly-gold-price" style={{ display: 'block', marginTop: 8 }}>
                가격 <MoneyText value={product.price} format="comma" suffix="원" /> · 4주(4회차)
              </Muted>
            )}
            <Button block style={{ marginTop: 8 }} onClick={() => void buy()}>주간 골드 구매하기</Button>
          </>
        )}
      </Card>
      {membership.isJoined && goldItems.length > 0 && (
        <Card aria-label="골드 아이템">
          <h2>골드 멤버십 아이템</h2>
          {goldItems.map((i) => (
            <Row key={i.id} style={{ justifyContent: 'space-between' }}>
              <span>{i.name} ×{i.count}</span>
              <Button size="s" onClick={() => void startItemUse(i)}>이번 회차에 사용</Button>
            </Row>
          ))}
        </Card>
      )}
      <Card aria-label="지난달 결과">
        <h2>지난달 주간 골드 결과</h2>
        {prev.isPending ? (
          <Skeleton lines={2} />
        ) : prev.isError ? (
          <ErrorState error={prev.error} onRetry={() => void prev.refetch()} />
        ) : prev.data.rounds.length === 0 ? (
          <EmptyState message="지난달 주간 골드 이용 기록이 없습니다." />
        ) : (
          <>
            <ul style={{ margin: 0, paddingLeft: 18 }} data-testid="weekly-gold-prev">
              {prev.data.rounds.map((r) => (
                // two memberships in a month each count rounds from 1: the period tells them apart
                <li key={`${r.round}-${r.startDateTime}`}>
                  {r.round}회차 ({formatDate(r.startDateTime)} ~ {formatDate(r.endDateTime)}) 골드 <MoneyText value={r.accumulatedGold} format="comma" />
                </li>
              ))}
            </ul>
            <Muted>{monthText(prev.data.month, true)} 합계 골드 <MoneyText value={prev.data.totalGold} format="comma" /></Muted>
          </>
        )}
      </Card>
    </Stack>
  );
}
