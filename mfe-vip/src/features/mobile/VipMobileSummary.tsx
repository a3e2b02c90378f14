// The VIP state for the mobile site: the same gate (guest, VIP closed, loading, failure) and summary
// as the PC pages, without the PC window-popup buttons; then how grades are decided and what each
// gives (QA: a phone that is not VIP yet never learned what the grades were).
import { VIP_COUNTING_MONTHS, VIP_JOIN_CONDITION } from '@hanpan/contracts/constants';
import { Card, Muted, SectionTitle } from '../../common/styles';
import { VipGate } from '../access/components/VipGate';
import { useVipAccess } from '../access/hooks/useVipAccess';
import { GradeCards } from '../grade/components/GradeCards';
import { VipSummary } from '../grade/components/VipSummary';

export function VipMobileSummary() {
  const access = useVipAccess();
  return (
    <>
      <VipGate>{(b) => <VipSummary benefits={b} variant="mobile" />}</VipGate>
      {/* for guests too, as the PC page shows its table (QA: a guest's phone saw only the login box); not where VIP is closed (partner) */}
      {access.state !== 'closed' && (
        <Card aria-label="VIP 등급 안내">
          <SectionTitle>VIP 등급 안내</SectionTitle>
          <Muted>
            매월 1일, 직전 {VIP_COUNTING_MONTHS}개월 결제 금액으로 그달의 등급이 정해집니다. {VIP_JOIN_CONDITION} VIP 혜택을 받습니다.
          </Muted>
          <GradeCards />
        </Card>
      )}
    </>
  );
}
