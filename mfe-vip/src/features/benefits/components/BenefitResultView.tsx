// The result popup (/popup/vip/benefit/result?type=…): what was received this month, read from the
// API (so a reload or a late visit shows the same), or how to receive it.
import styled from 'styled-components';
import type { VipBenefitType } from '@hanpan/contracts';
import { Button, EmptyState, ErrorState, Skeleton } from '@hanpan/platform';
import { useGradeUpTicketWaits } from '../hooks/useGradeUpTicketWaits';
import { useVipBenefitDetail } from '../hooks/useVipBenefitDetail';
import { openVipCouponBox } from '../../../common/popups';
import { Card, Muted, Row } from '../../../common/styles';
import { GRADE_UP_FIRST, receivedText, unavailableText } from '../benefitText';
import { BenefitIcon } from './BenefitIcon';
import { monthText } from '../../grade/gradeText';

const Done = styled.div`
  text-align: center;
  & > span:first-child { display: grid; margin: 0 auto 8px; }
  strong { display: block; }
  .amount { font-size: ${({ theme }) => theme.fontSizes.xxl}; font-weight: 700; color: ${({ theme }) => theme.colors.money}; margin: 8px 0; }
`;

export function BenefitResultView({ type, onBack }: { type: VipBenefitType; onBack: () => void }) {
  const { data, error, isPending, refetch } = useVipBenefitDetail(type);
  const ticketWaits = useGradeUpTicketWaits();
  if (isPending) return <Skeleton lines={4} />;
  if (error) return <ErrorState error={error} onRetry={() => void refetch()} />;
  // not for this member's grade (or not VIP): nothing to go and claim (QA: '아직 받지 않았습니다' + 받으러 가기 to a 대상 아님)
  if (!data.received && !data.available) {
    return (
      <EmptyState message={`${data.name}: ${unavailableText(data)}`}>
        <Button variant="secondary" style={{ marginTop: 12 }} onClick={() => window.close()}>
          닫기
        </Button>
      </EmptyState>
    );
  }
  if (!data.received) {
    return (
      <EmptyState message={`이번 달 ${data.name} 혜택을 아직 받지 않았습니다.`}>
        <Button style={{ marginTop: 12 }} onClick={onBack}>혜택 받으러 가기</Button>
      </EmptyState>
    );
  }
  return (
    <Card aria-label="혜택 지급 결과" data-testid="vip-benefit-result">
      <Done role="status">
        <BenefitIcon type={type} size={56} />
        <strong>{data.name} 지급 완료</strong>
        <div className="amount">{data.amountText}</div>
        <Muted>
          {monthText(data.vipMonth, true)} 혜택 · {receivedText(data.receivedAt, data.platform)}
        </Muted>
        <Muted>
          {type === 'hancoin' ? '한코인은 보유 한코인에 바로 더해졌습니다.' : type === 'grade-up' ? (ticketWaits ? GRADE_UP_FIRST : '쿠폰함에서 확인할 수 있습니다.') : '쿠폰함에서 확인하고 이번 달 말일까지 사용할 수 있습니다.'}
        </Muted>
      </Done>
      <Row style={{ justifyContent: 'center', marginTop: 12 }}>
        {/* (QA: the ticket's result in this window said nothing of using it first, nor where) */}
        {type !== 'hancoin' && <Button onClick={openVipCouponBox}>쿠폰함 열기</Button>}
        <Button variant="secondary" onClick={() => window.close()}>
          닫기
        </Button>
      </Row>
    </Card>
  );
}
