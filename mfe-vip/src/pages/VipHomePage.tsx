// /vip/home — my VIP home: grade, saved coin, this month's benefits to claim, the benefits of my
// grade, last month's grade, the avatar mark and the VIP services (power chief, voice).
import { PageInfoView, NewWindowButton, type PortalRoute } from '@hanpan/platform';
import { Card, Columns, Muted, Row, SectionTitle } from '../common/styles';
import { openVipPopup } from '../common/popups';
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
                <NewWindowButton size="s" variant="secondary" onClick={() => openVipPopup('/popup/vip/power-chief')}>
                  파워 치프
                </NewWindowButton>
                <NewWindowButton size="s" variant="secondary" onClick={() => openVipPopup('/popup/vip/voice')}>
                  VIP 보이스
                </NewWindowButton>
                <NewWindowButton size="s" variant="secondary" onClick={() => openVipPopup('/popup/vip/payment-history')}>
                  결제·적립 내역
                </NewWindowButton>
              </Row>
            </Card>
          </>
        )}
      </VipGate>
    </PageInfoView>
  );
}
