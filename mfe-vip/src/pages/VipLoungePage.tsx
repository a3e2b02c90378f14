// /vip/lounge — VIP members only: since when they are VIP, how long in a row, their VIP code, the
// power-chief bonus and the VIP desk. Others are told the lounge is for VIP members.
import { formatDateTime, MoneyText, PageInfoView, useHanpanStore, NewWindowButton, type PortalRoute } from '@hanpan/platform';
import { Card, Columns, Facts, Muted, SectionTitle } from '../common/styles';
import { openVipPopup } from '../common/popups';
import { VipGate } from '../features/access/components/VipGate';
import { GradeBadge } from '../features/grade/components/GradeBadge';
import { useVipFirstAchievement } from '../features/grade/hooks/useVipFirstAchievement';
import { monthText } from '../features/grade/gradeText';
import { PowerChiefPanel } from '../features/power-chief/components/PowerChiefPanel';
import { VipAvatar } from '../features/avatar-mark/components/VipAvatar';
import { useVipVoices } from '../features/voice/hooks/useVipVoices';
import type { VipBenefit } from '@hanpan/contracts';

function LatestAnswer() {
  const { data } = useVipVoices({ page: 0, size: 5 });
  const answered = data?.content.find((v) => v.answer);
  if (!data) return null;
  if (!answered) return <Muted>VIP 데스크에 보낸 의견의 답변이 여기에 표시됩니다.</Muted>;
  return (
    <Muted>
      최근 답변 ({answered.answeredAt ? formatDateTime(answered.answeredAt) : ''}): “{answered.title}”에 답변이 도착했습니다.
    </Muted>
  );
}

function Lounge({ benefits }: { benefits: VipBenefit }) {
  const nickname = useHanpanStore((s) => s.member.nickname);
  const first = useVipFirstAchievement();
  const u = benefits.currentVipUser;
  return (
    <div data-testid="vip-lounge">
      <Card aria-label="라운지 입장">
        <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
          <VipAvatar />
          <div>
            <SectionTitle as="h2" style={{ marginBottom: 6 }}>
              {nickname}님, VIP 라운지에 오신 것을 환영합니다.
            </SectionTitle>
            <GradeBadge grade={u.grade} name={u.gradeName} large />
          </div>
        </div>
      </Card>
      <Columns>
        <Card aria-label="나의 VIP 기록">
          <SectionTitle>나의 VIP 기록</SectionTitle>
          <Facts>
            <dt>처음 VIP가 된 달</dt>
            <dd>{first.data?.firstVipMonth ? monthText(first.data.firstVipMonth, true) : '-'}</dd>
            <dt>연속 VIP</dt>
            <dd>{u.retentionMonth > 0 ? `${u.retentionMonth}개월` : '이번 달 시작'}</dd>
            <dt>VIP 전용 코드</dt>
            <dd>{u.specialCode ?? '발급 전'}</dd>
            <dt>누적 적립 코인</dt>
            <dd>
              <MoneyText value={benefits.savedCoin} format="comma" suffix="개" emphasis />
            </dd>
          </Facts>
        </Card>
        <Card aria-label="VIP 보이스">
          <SectionTitle>VIP 보이스</SectionTitle>
          <Muted>VIP 전담 데스크가 게임 이용, 결제, 혜택에 관한 의견과 문의에 직접 답변합니다.</Muted>
          <LatestAnswer />
          <NewWindowButton size="s" style={{ marginTop: 8 }} onClick={() => openVipPopup('/popup/vip/voice')}>
            VIP 데스크에 의견 보내기
          </NewWindowButton>
        </Card>
      </Columns>
      <Card aria-label="파워 치프">
        <SectionTitle>
          파워 치프
          <NewWindowButton size="s" variant="secondary" onClick={() => openVipPopup('/popup/vip/power-chief')}>
            자세히
          </NewWindowButton>
        </SectionTitle>
        <PowerChiefPanel compact />
      </Card>
    </div>
  );
}

export function VipLoungePage({ route }: { route: PortalRoute }) {
  return (
    <PageInfoView route={route}>
      <VipGate vipOnly vipOnlyTitle="VIP 라운지는 VIP 회원만 입장할 수 있습니다.">
        {(b) => <Lounge benefits={b} />}
      </VipGate>
    </PageInfoView>
  );
}
