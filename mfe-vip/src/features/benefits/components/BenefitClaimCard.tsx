// One monthly benefit in its own window popup (/popup/vip/benefit/coupon|grade-up|hancoin): what it
// is, whether it was received, and 받기. The caller shows the result (the result popup page). One
// click = one claim (the same action as the list's row of that benefit).
import styled from 'styled-components';
import type { VipBenefitClaimResult, VipBenefitType, VipPlatform } from '@hanpan/contracts';
import { VIP_JOIN_CONDITION } from '@hanpan/contracts/constants';
import { ActionButton, ErrorState, Skeleton, useSingleAction } from '@hanpan/platform';
import { useVipBenefitDetail } from '../hooks/useVipBenefitDetail';
import { useVipBenefitClaim } from '../hooks/useVipBenefitClaim';
import { alertVipError, BENEFIT_ANSWER_LOST } from '../../../common/vipErrors';
import { Card, Muted, Notice } from '../../../common/styles';
import { benefitClaimAction, claimText, receivedText, unavailableText } from '../benefitText';
import { confirmBeforeGradeUp } from '../confirmBeforeGradeUp';
import { BenefitIcon } from './BenefitIcon';
import { monthText } from '../../grade/gradeText';

const Hero = styled.div`
  text-align: center;
  & > span:first-child { display: grid; margin: 0 auto 8px; }
  strong { display: block; }
  padding: 12px 0;
  .amount { font-size: ${({ theme }) => theme.fontSizes.xxl}; font-weight: 700; color: ${({ theme }) => theme.colors.money}; margin: 8px 0; }
`;

export interface BenefitClaimCardProps {
  type: VipBenefitType;
  platform: VipPlatform;
  onClaimed: (result: VipBenefitClaimResult) => void;
}

export function BenefitClaimCard({ type, platform, onClaimed }: BenefitClaimCardProps) {
  const { data, error, isPending, refetch } = useVipBenefitDetail(type);
  const claim = useVipBenefitClaim();
  const claiming = useSingleAction(benefitClaimAction(type)).running;
  if (isPending) return <Skeleton lines={5} />;
  if (error) return <ErrorState error={error} onRetry={() => void refetch()} />;
  const take = async () => {
    if (!(await confirmBeforeGradeUp(data))) return;
    try {
      onClaimed(await claim.mutateAsync({ type, platform }));
    } catch (e) {
      await alertVipError(e, BENEFIT_ANSWER_LOST);
    }
  };
  return (
    <Card aria-label={data.name} data-testid="vip-benefit-card" data-benefit={type}>
      {data.grade === 'NONE' && (
        <Notice role="status" data-testid="vip-benefits-members-only">
          <strong>VIP 혜택은 VIP 회원만 받을 수 있습니다.</strong>
          <p>{VIP_JOIN_CONDITION} 받을 수 있습니다.</p>
        </Notice>
      )}
      <Hero>
        <BenefitIcon type={type} size={56} />
        <strong>{data.name}</strong>
        {data.amount !== '0' && <div className="amount">{data.amountText}</div>}
        <Muted>{data.description}</Muted>
        <Muted>{monthText(data.vipMonth, true)} 혜택 · 한 달에 한 번</Muted>
      </Hero>
      {data.received && (
        <Muted role="status" data-testid="vip-benefit-received">
          이번 달에 이미 받았습니다 ({receivedText(data.receivedAt, data.platform)}).
        </Muted>
      )}
      {/* a VIP of a grade without it (프리미엄's 등급 상향권) is told why, as the list says (the notice above tells a non-VIP) */}
      {!data.available && !data.received && data.grade !== 'NONE' && (
        <Muted role="status" data-testid="vip-benefit-unavailable">
          {unavailableText(data)}
        </Muted>
      )}
      <ActionButton block size="l" disabled={!data.available} action={benefitClaimAction(type)} onAction={take}>
        {claiming ? '받는 중…' : claimText(data)}
      </ActionButton>
    </Card>
  );
}
