// The VIP window popups (/popup/vip/*): each is one feature in the popup-ui layout.
import { Button, PageInfoView, useHanpanStore, useLocation, useNavigate, type PortalRoute } from '@hanpan/platform';
import type { VipBenefitType } from '@hanpan/contracts';
import { Notice, Row } from '../common/styles';
import { VIP_PAGE_LABELS } from '../common/popups';
import { VipGate } from '../features/access/components/VipGate';
import { ExpectationPanel } from '../features/grade/components/ExpectationPanel';
import { PaymentHistoryPanel } from '../features/payment-history/components/PaymentHistoryPanel';
import { AvatarMarkPanel } from '../features/avatar-mark/components/AvatarMarkPanel';
import { BenefitClaimCard } from '../features/benefits/components/BenefitClaimCard';
import { BenefitResultView } from '../features/benefits/components/BenefitResultView';
import { PowerChiefPanel } from '../features/power-chief/components/PowerChiefPanel';
import { VoicePanel } from '../features/voice/components/VoicePanel';

export function VipCheckPopup({ route }: { route: PortalRoute }) {
  const navigate = useNavigate();
  return (
    <PageInfoView route={route}>
      <VipGate>
        {() => (
          <>
            <ExpectationPanel />
            <Row>
              <Button variant="secondary" onClick={() => navigate('/popup/vip/payment-history')}>
                {VIP_PAGE_LABELS['/popup/vip/payment-history']} 보기
              </Button>
            </Row>
          </>
        )}
      </VipGate>
    </PageInfoView>
  );
}

export function VipPaymentHistoryPopup({ route }: { route: PortalRoute }) {
  return (
    <PageInfoView route={route}>
      <VipGate>{() => <PaymentHistoryPanel />}</VipGate>
    </PageInfoView>
  );
}

export function VipAvatarMarkPopup({ route }: { route: PortalRoute }) {
  return (
    <PageInfoView route={route}>
      <VipGate>{() => <AvatarMarkPanel />}</VipGate>
    </PageInfoView>
  );
}

const BENEFIT_OF_PATH: Readonly<Record<string, VipBenefitType>> = {
  '/popup/vip/benefit/coupon': 'coupon',
  '/popup/vip/benefit/grade-up': 'grade-up',
  '/popup/vip/benefit/hancoin': 'hancoin',
};
const isBenefitType = (v: string | null): v is VipBenefitType => v === 'coupon' || v === 'grade-up' || v === 'hancoin';

/** /popup/vip/benefit/coupon|grade-up|hancoin: one benefit; after the claim the result popup. */
export function VipBenefitPopup({ route }: { route: PortalRoute }) {
  const navigate = useNavigate();
  const type = BENEFIT_OF_PATH[route.path] ?? 'hancoin';
  // the phone reaches it only by its address, but a claim there is still the phone's (as the power chief's)
  const mobile = useHanpanStore((s) => s.global.site === 'mobile');
  return (
    <PageInfoView route={route}>
      <VipGate>{() => <BenefitClaimCard type={type} platform={mobile ? 'MOBILE' : 'PC'} onClaimed={() => navigate(`/popup/vip/benefit/result?type=${type}`)} />}</VipGate>
    </PageInfoView>
  );
}

/** /popup/vip/benefit/result?type=…: what was received. */
export function VipBenefitResultPopup({ route }: { route: PortalRoute }) {
  const navigate = useNavigate();
  const type = new URLSearchParams(useLocation().search).get('type');
  return (
    <PageInfoView route={route}>
      <VipGate>
        {() =>
          isBenefitType(type) ? (
            <BenefitResultView type={type} onBack={() => navigate(`/popup/vip/benefit/${type}`)} />
          ) : (
            <Notice role="status" data-testid="vip-result-unknown">
              <strong>어떤 혜택의 결과인지 알 수 없습니다.</strong>
              <p>받은 혜택은 VIP 홈의 이번 달 혜택에서 확인할 수 있습니다.</p>
            </Notice>
          )
        }
      </VipGate>
    </PageInfoView>
  );
}

/** The phone opens this one in its tab (VipSummary's mobile links): a bonus taken there is recorded as MOBILE, as VipLayer does. */
export function VipPowerChiefPopup({ route }: { route: PortalRoute }) {
  const mobile = useHanpanStore((s) => s.global.site === 'mobile');
  return (
    <PageInfoView route={route}>
      <VipGate>{() => <PowerChiefPanel platform={mobile ? 'MOBILE' : 'PC'} />}</VipGate>
    </PageInfoView>
  );
}

export function VipVoicePopup({ route }: { route: PortalRoute }) {
  return (
    <PageInfoView route={route}>
      <VipGate vipOnly vipOnlyTitle="VIP 보이스는 VIP 회원만 이용할 수 있습니다.">
        {() => <VoicePanel />}
      </VipGate>
    </PageInfoView>
  );
}
