// /vip/guide — how grades are decided (the thresholds of the payments of the last three months:
// contracts' VIP_GRADE_TABLE) and what each grade gives.
import styled from 'styled-components';
import { VIP_GRADE_TABLE, vipWonText } from '@hanpan/contracts/constants';
import { browserGateDeps, ensureLogin, hanpanStore, PageInfoView, NewWindowButton, type PortalRoute } from '@hanpan/platform';
import { Card, SectionTitle } from '../common/styles';
import { openVipPopup } from '../common/popups';
import { GradeTable } from '../features/grade/components/GradeTable';
import { GradeCards } from '../features/grade/components/GradeCards';

/** '미니멈 700,000원, 비즈니스 1,050,000원, …' */
const PAID_THRESHOLDS = VIP_GRADE_TABLE.filter((g) => g.grade !== 'NONE')
  .map((g) => `${g.name} ${vipWonText(g.threshold)}`)
  .join(', ');

const Steps = styled.ol`
  margin: 0;
  padding-left: 20px;
  li { margin: 8px 0; line-height: 1.6; }
`;

export function VipGuidePage({ route }: { route: PortalRoute }) {
  const check = async () => {
    if (await ensureLogin(browserGateDeps(hanpanStore))) openVipPopup('/popup/vip/check');
  };
  return (
    <PageInfoView route={route}>
      <Card aria-label="등급 기준">
        <SectionTitle>
          등급 기준
          <NewWindowButton size="s" onClick={() => void check()}>
            내 예상 등급 확인
          </NewWindowButton>
        </SectionTitle>
        <GradeTable />
      </Card>
      <Card aria-label="등급 산정 방법">
        <SectionTitle>등급 산정 방법</SectionTitle>
        <Steps>
          <li>매월 1일 0시(한국 시간)에 직전 3개월(예: 7월 등급은 4월 1일 ~ 6월 30일) 결제 금액 합계로 그달의 VIP 등급이 정해집니다.</li>
          <li>상점, 플러스 멤버십 등 한판에서 결제한 금액이 실적에 들어갑니다. 이번 달 결제는 바로 다음 달 예상 등급에 반영됩니다.</li>
          <li>기준 금액: {PAID_THRESHOLDS} 이상.</li>
          <li>월간 혜택(딜러비 쿠폰, 등급 상향권, 한코인)은 VIP 월마다 한 번씩 PC 또는 모바일에서 받을 수 있습니다. 받지 않은 혜택은 다음 달로 넘어가지 않습니다.</li>
          <li>적립 코인은 매월 1일에 산정 금액의 1%(기본)와 등급별 추가 적립을 더해 한코인으로 지급됩니다. 그날 W-Plus 이상 플러스를 이용 중이면 0.5%를 더 받습니다. 그달 받은 VIP 한코인 혜택도 받은 날 적립 코인에 더해집니다.</li>
          <li>VIP 서비스는 한판 포털 회원만 이용할 수 있습니다. 제휴 채널 회원은 이용할 수 없습니다.</li>
        </Steps>
      </Card>
      <Card aria-label="등급별 혜택">
        <SectionTitle>등급별 혜택</SectionTitle>
        <GradeCards />
      </Card>
    </PageInfoView>
  );
}
