// Power chief (파워 치프): VIP members who played at least N games last month are this month's power
// chief and take a monthly bonus of game money by grade. Status, bonus and the last bonuses. One
// click = one claim: a double click is one POST and one success dialog.
import type { PowerChief, PowerChiefClaim, VipPlatform } from '@hanpan/contracts';
import { ActionButton, ErrorState, formatCount, formatDateTime, formatKoreanMoney, hanpanStore, MoneyText, Skeleton, Table, type TableColumn } from '@hanpan/platform';
import { usePowerChief } from '../hooks/usePowerChief';
import { usePowerChiefClaim } from '../hooks/usePowerChiefClaim';
import { alertVipError } from '../../../common/vipErrors';
import { Card, Facts, Muted, Notice, SectionTitle } from '../../../common/styles';
import { monthText } from '../../grade/gradeText';

const STATUS_TEXT: Readonly<Record<PowerChief['status'], string>> = {
  ACTIVE: '이번 달 파워 치프입니다.',
  NOT_ENOUGH_GAMES: '이번 달은 파워 치프가 아닙니다.',
  NOT_VIP: 'VIP 회원만 파워 치프가 될 수 있습니다.',
  CLOSED: '제휴 채널에서는 파워 치프를 이용할 수 없습니다.',
};

/** runAction name of the claim. */
export const POWER_CHIEF_CLAIM_ACTION = 'vip.powerChief.claim';

const COLUMNS: readonly TableColumn<PowerChiefClaim>[] = [
  { key: 'vipMonth', header: 'VIP 월', render: (r) => monthText(r.vipMonth, true) },
  { key: 'gradeName', header: '등급', align: 'center' },
  { key: 'gameCount', header: '판수', align: 'right', render: (r) => `${r.gameCount}판` },
  { key: 'money', header: '보너스', align: 'right', render: (r) => <MoneyText value={r.money} suffix=" 머니" /> },
  { key: 'receivedAt', header: '받은 날', render: (r) => formatDateTime(r.receivedAt) },
];

export function PowerChiefPanel({ platform = 'PC', compact = false }: { platform?: VipPlatform; compact?: boolean }) {
  const { data, error, isPending, refetch } = usePowerChief();
  const claim = usePowerChiefClaim();
  if (isPending) return <Skeleton lines={4} />;
  if (error) return <ErrorState error={error} onRetry={() => void refetch()} />;
  const take = async () => {
    try {
      const r = await claim.mutateAsync(platform);
      await hanpanStore.getState().alert({ header: '파워 치프 보너스', body: `${formatKoreanMoney(r.money)} 머니를 받았습니다. 보유 머니는 ${formatKoreanMoney(r.balance)}입니다.` });
    } catch (e) {
      await alertVipError(e, { unsure: '보너스를 받았는지', check: '보유 머니와 보너스 상태를' });
    }
  };
  const active = data.status === 'ACTIVE';
  // the bonus card means something to a VIP only (this month's chief or not yet)
  const vip = active || data.status === 'NOT_ENOUGH_GAMES';
  return (
    <div data-testid="vip-power-chief" data-status={data.status}>
      <Notice $tone={active ? 'info' : 'warn'} role="status">
        <strong>{STATUS_TEXT[data.status]}</strong>
        <p>
          지난달 {formatCount(data.lastMonthGameCount)}판 플레이 · 기준 {data.requiredGameCount}판 이상 ({monthText(data.vipMonth)} VIP 등급: {data.gradeName})
        </p>
        {data.status === 'NOT_ENOUGH_GAMES' && <p>이번 달에 {data.requiredGameCount}판 이상 플레이하면 다음 달 파워 치프가 됩니다.</p>}
      </Notice>
      {vip && (
        <Card aria-label="이번 달 파워 치프 보너스">
          <Facts>
            <dt>이번 달 보너스</dt>
            <dd>{active ? <MoneyText value={data.bonusMoney} suffix=" 머니" emphasis /> : '-'}</dd>
            <dt>받은 날</dt>
            <dd>{data.receivedAt ? formatDateTime(data.receivedAt) : '아직 받지 않음'}</dd>
          </Facts>
          <ActionButton block style={{ marginTop: 12 }} disabled={!active || data.received} action={POWER_CHIEF_CLAIM_ACTION} onAction={take}>
            {data.received ? '이번 달 보너스 받기 완료' : '파워 치프 보너스 받기'}
          </ActionButton>
          <Muted>파워 치프 보너스는 VIP 월마다 한 번 받을 수 있으며, 보유 한도를 넘으면 받을 수 없습니다.</Muted>
        </Card>
      )}
      {!compact && (
        <>
          <SectionTitle>지난 보너스</SectionTitle>
          <Table caption="파워 치프 보너스 내역" columns={COLUMNS} rows={data.history} rowKey={(r) => r.vipMonth} emptyMessage="받은 파워 치프 보너스가 없습니다." />
        </>
      )}
    </div>
  );
}
