// Auto-bankbook (자동 통장): the reservation uses the month's bankbooks on the chosen day by itself.
// Reserve, change and cancel go through their own popup pages (SPEC §7 navigations, §9 sizes).
import { useId, useState } from 'react';
import { Button, ErrorState, formatDateTime, Skeleton } from '@hanpan/platform';
import { Badge, Card, Fields, Muted, Row, Stack } from '../../../ui/layout';
import { useMembershipMe } from '../../membership/hooks/useMembershipMe';
import { openPaymentWindow } from '../../payment/lib/paymentWindow';
import { paymentUrls, type AutoBankbookDateType } from '../../payment/lib/paymentUrls';
import { AUTO_BANKBOOK_DAY_NAMES } from '@hanpan/contracts/korean';
import { useAutoBankbook } from '../hooks/useAutoBankbook';
import { unavailableBecause } from '@hanpan/platform/member-action';

const STATUS: Record<string, string> = { NONE: '신청 전', RESERVED: '예약 중', CANCELLED: '취소됨' };

export function AutoBankbookPanel() {
  const auto = useAutoBankbook();
  const me = useMembershipMe();
  // null: the day saved with the reservation (a reload showed 혜택일, and 예약 변경 switched to it unseen)
  const [picked, setPicked] = useState<AutoBankbookDateType | null>(null);
  const sameDayId = useId();
  const membershipId = me.data?.membershipId ?? null;
  if (auto.isPending || me.isPending) return <Card aria-busy="true"><Skeleton lines={4} /></Card>;
  if (auto.isError) return <Card><ErrorState error={auto.error} onRetry={() => void auto.refetch()} /></Card>;
  const a = auto.data;
  const dateType = picked ?? a.dateType ?? 'BENEFIT_DAY';
  const sameDay = dateType === a.dateType;
  return (
    <Card aria-label="자동 통장" data-testid="auto-bankbook">
      <Stack $gap="m">
        <h2 style={{ margin: 0 }}>
          자동 통장 <Badge $tone={a.activate ? 'success' : 'gray'}>{STATUS[a.status] ?? a.status}</Badge>
        </h2>
        <Muted>예약하면 정해진 날에 이번 달 남은 통장을 자동으로 사용해 게임머니로 받습니다. 보유 한도를 넘거나 정기결제가 처리 중이면 그때는 받지 않고, 같은 기간 안에 다시 시도합니다.</Muted>
        <Fields>
          <dt>사용일</dt>
          <dd>{a.dateType ? AUTO_BANKBOOK_DAY_NAMES[a.dateType] : '-'}</dd>
          <dt>신청 일시</dt>
          <dd>{a.joinDateTime ? formatDateTime(a.joinDateTime) : '-'}</dd>
          <dt>마지막 사용</dt>
          <dd>{a.lastDateTime ? formatDateTime(a.lastDateTime) : '-'}</dd>
        </Fields>
        {membershipId === null ? (
          <Muted>플러스 멤버십을 이용하는 동안 신청할 수 있습니다.</Muted>
        ) : (
          <Row>
            <label>
              사용일{' '}
              <select value={dateType} onChange={(e) => setPicked(e.target.value as AutoBankbookDateType)}>
                {Object.entries(AUTO_BANKBOOK_DAY_NAMES).map(([k, v]) => <option key={k} value={k}>{v}</option>)}
              </select>
            </label>
            {a.activate ? (
              <>
                <Button
                  size="s"
                  {...unavailableBecause(sameDay ? sameDayId : null)}
                  onClick={sameDay ? undefined : () => openPaymentWindow(paymentUrls.autoBankbook('change', membershipId, dateType), 'autoBankbookChange')}
                >
                  예약 변경
                </Button>
                <Button size="s" variant="secondary" onClick={() => openPaymentWindow(paymentUrls.autoBankbook('cancel', membershipId), 'autoBankbookCancel')}>예약 취소</Button>
              </>
            ) : (
              <Button size="s" onClick={() => openPaymentWindow(paymentUrls.autoBankbook('reserve', membershipId, dateType), 'autoBankbook')}>자동 통장 예약</Button>
            )}
          </Row>
        )}
        {membershipId !== null && a.activate && sameDay && <Muted id={sameDayId}>예약을 바꾸려면 다른 사용일을 고른 뒤 예약 변경을 누르세요.</Muted>}
      </Stack>
    </Card>
  );
}
