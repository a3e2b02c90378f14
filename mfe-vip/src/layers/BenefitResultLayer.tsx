// The result of a benefit claim made in a page (PC home, mobile site): what was received, and for a
// coupon the way to the coupon box it went to, on its VIP tab (the phone has no personal zone to find it in).
import type { VipBenefitClaimResult } from '@hanpan/contracts';
import { Button, type LayerContentProps } from '@hanpan/platform';
import { openVipCouponBox } from '../common/popups';
import { Muted } from '../common/styles';
import { claimResultText, receivedText } from '../features/benefits/benefitText';
import { BenefitIcon } from '../features/benefits/components/BenefitIcon';
import { useGradeUpTicketWaits } from '../features/benefits/hooks/useGradeUpTicketWaits';
import { monthText } from '../features/grade/gradeText';

function isResult(v: unknown): v is VipBenefitClaimResult {
  return typeof v === 'object' && v !== null && typeof (v as VipBenefitClaimResult).type === 'string' && typeof (v as VipBenefitClaimResult).amountText === 'string';
}

export function BenefitResultLayer({ props, resolve }: LayerContentProps) {
  const result = props.result;
  const ticketWaits = useGradeUpTicketWaits();
  if (!isResult(result)) {
    return (
      <div>
        <p>혜택 지급 결과를 표시할 수 없습니다. VIP 홈에서 받은 혜택을 확인해 주세요.</p>
        <Button onClick={() => resolve(false)}>확인</Button>
      </div>
    );
  }
  return (
    <div data-testid="vip-benefit-result-layer" style={{ textAlign: 'center' }}>
      <BenefitIcon type={result.type} size={56} style={{ display: 'grid', margin: '0 auto' }} />
      <p role="status">
        <strong>{result.name}</strong>
        <br />
        {claimResultText(result, ticketWaits)}
      </p>
      <Muted>
        {monthText(result.vipMonth, true)} 혜택 · {receivedText(result.receivedAt, result.platform)}
      </Muted>
      <Button block onClick={() => resolve(true)}>
        확인
      </Button>
      {result.type !== 'hancoin' && (
        <Button
          block
          variant="secondary"
          style={{ marginTop: 8 }}
          onClick={() => {
            resolve(true);
            openVipCouponBox();
          }}
        >
          쿠폰함 열기
        </Button>
      )}
    </div>
  );
}
