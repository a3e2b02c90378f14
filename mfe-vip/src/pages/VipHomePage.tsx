// /vip/home — my VIP home: grade, saved coin, this month's benefits to claim, the benefits of my
// grade, last month's grade, the avatar mark and the VIP services (power chief, voice).
import { PageInfoView, type PortalRoute } from '@hanpan/platform';
import { Card, Columns, Muted, Row, SectionTitle } from '../common/styles';
import { VipPageButton } from '../common/VipPageButton';
import { VipGate } from '../features/access/components/VipGate';
import { VipSummary } from '../features/grade/components/VipSummary';
import { GradeBenefitList } from '../features/grade/components/GradeBenefitList';
import { LastMonthGrade } from '../features/grade/components/LastMonthGrade';
import { BenefitClaimList } from '../features/benefits/components/BenefitClaimList';
import { AvatarMarkPanel } from '../features/avatar-mark/components/AvatarMarkPanel';

export function VipHomePage({ route }: { route: PortalRoute }) {
  return (
    <PageInfoView route={route}>
      <VipGate>
        {(b) => (
          <>
            <VipSummary benefits={b} />
            <Columns>
              <Card aria-label="이번 달 VIP 혜택">
                <SectionTitle>이번 달 VIP 혜택</SectionTitle>
                <BenefitClaimList platform="PC" />
              </Card>
              <Card aria-label="등급 혜택">
                <SectionTitle>{b.currentVipUser.vip ? `${b.currentVipUser.gradeName} 등급 혜택` : '등급 혜택'}</SectionTitle>
                <GradeBenefitList grade={b.currentVipUser.grade} />
              </Card>
            </Columns>
            <Columns>
              <Card aria-label="지난달 등급">
                <SectionTitle>지난달 등급</SectionTitle>
                <LastMonthGrade benefits={b} />
              </Card>
              <Card aria-label="아바타 마크">
                <SectionTitle>아바타 마크</SectionTitle>
                <AvatarMarkPanel />
              </Card>
            </Columns>
            <Card aria-label="VIP 서비스">
              <SectionTitle>VIP 서비스</SectionTitle>
              <Muted>VIP 회원만 이용할 수 있는 서비스입니다.</Muted>
              <Row>
                <VipPageButton path="/popup/vip/power-chief" variant="secondary" />
                <VipPageButton path="/popup/vip/voice" variant="secondary" />
                <VipPageButton path="/popup/vip/payment-history" variant="secondary" />
              </Row>
            </Card>
          </>
        )}
      </VipGate>
    </PageInfoView>
  );
}
