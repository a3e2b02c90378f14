// The member's VIP state at a glance: grade of this VIP month, saved coin, last month's grade, the
// counting period and next month's expected grade with its progress bar. PC pages add the buttons
// that open the VIP popups; the mobile site (./mobile) links the same pages in its own tab.
import styled from 'styled-components';
import type { VipBenefit } from '@hanpan/contracts';
import { buttonStyle, ErrorState, Link, MoneyText, Skeleton, useHanpanStore } from '@hanpan/platform';
import { Card, Facts, Muted, Row } from '../../../common/styles';
import { VIP_PAGE_LABELS, type VipPopupPath } from '../../../common/popups';
import { VipPageButton } from '../../../common/VipPageButton';
import { VipAvatar } from '../../avatar-mark/components/VipAvatar';
import { useVipExpectation } from '../hooks/useVipExpectation';
import { GradeBadge } from './GradeBadge';
import { GradeProgress } from './GradeProgress';
import { monthText, wonText } from '../gradeText';

const Head = styled.div`
  display: flex;
  align-items: center;
  gap: 16px;
  margin-bottom: 16px;
  h2 { margin: 0 0 6px; font-size: ${({ theme }) => theme.fontSizes.l}; }
`;
const Split = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(240px, 100%), 1fr));
  gap: 20px;
`;

function NextGrade() {
  const { data, error, isPending, refetch } = useVipExpectation(false);
  if (isPending) return <Skeleton lines={2} />;
  // a failed read is said where the block belongs, with 다시 시도 (it vanished without a word)
  if (!data) return <ErrorState error={error} onRetry={() => void refetch()} />;
  return (
    <div data-testid="vip-next-grade">
      <Row>
        {monthText(data.expectedVipMonth)} 예상 등급 <GradeBadge grade={data.expectedVipGrade} name={data.expectedGradeName} />
      </Row>
      <GradeProgress percent={data.progressStatus} label={`${data.targetGradeName}까지`} targetGrade={data.targetGrade} />
      <Muted>
        {/* named by its month: beside this month's basis, two 산정 figures were told apart by nothing (QA) */}
        {data.remainPaymentAmount === '0' ? '최고 등급 기준을 달성했습니다.' : `${data.targetGradeName}까지 ${wonText(data.remainPaymentAmount)} 남았습니다.`} ({monthText(data.expectedVipMonth)} 등급 산정 기간 {data.basisPeriod})
      </Muted>
    </div>
  );
}

// A phone opens the VIP popups in this tab (their 닫기 comes back): QA found the grade table promising
// the power-chief bonus, and no way to it, the voice desk or the payment history from the phone.
const MOBILE_VIP_PAGES = Object.entries(VIP_PAGE_LABELS) as [VipPopupPath, string][];
const MobilePages = styled.nav`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.s};
  margin: ${({ theme }) => `${theme.space.l} 0`};
`;
const MobilePageLink = styled(Link)`
  ${buttonStyle('m', 'secondary')}
`;

export interface VipSummaryProps {
  benefits: VipBenefit;
  variant?: 'pc' | 'mobile';
}

export function VipSummary({ benefits, variant = 'pc' }: VipSummaryProps) {
  const nickname = useHanpanStore((s) => s.member.nickname);
  const u = benefits.currentVipUser;
  const last = benefits.lastVipUser;
  return (
    <Card aria-label="나의 VIP 등급" data-testid="vip-summary" data-grade={u.grade}>
      <Head>
        <VipAvatar size={variant === 'pc' ? 64 : 52} />
        <div>
          <h2>
            {nickname}님의 {monthText(u.vipMonth)} 등급
          </h2>
          <GradeBadge grade={u.grade} name={u.gradeName} large />
        </div>
      </Head>
      {/* on a phone the pages come before the figures: the next-grade block grows when its figures
          come and pushed them away under the finger (a tap on '파워 치프' landed on nothing, e2e) */}
      {variant === 'mobile' && (
        <MobilePages aria-label="VIP 서비스">
          {MOBILE_VIP_PAGES.map(([to, label]) => (
            <MobilePageLink key={to} to={to}>
              {label}
            </MobilePageLink>
          ))}
        </MobilePages>
      )}
      <Split>
        <Facts>
          <dt>적립 코인</dt>
          <dd data-testid="vip-saved-coin">
            <MoneyText value={benefits.savedCoin} format="comma" suffix="개" emphasis />
          </dd>
          <dt>이번 달 적립</dt>
          <dd>
            <MoneyText value={benefits.monthSavedCoin} format="comma" suffix="개" />
          </dd>
          {/* what this month's grade was counted from, then last month's grade (not its basis) */}
          <dt>{monthText(u.vipMonth)} 등급 산정 금액</dt>
          <dd>
            <MoneyText value={u.totalPaymentAmount} format="comma" suffix="원" />
          </dd>
          <dt>{monthText(u.vipMonth)} 등급 산정 기간</dt>
          <dd>{u.basisPeriod}</dd>
          <dt>지난달 등급</dt>
          <dd data-testid="vip-last-grade">{last ? `${last.gradeName} (${monthText(last.vipMonth)})` : '일반 회원'}</dd>
          {u.retentionMonth > 0 && (
            <>
              <dt>VIP 유지</dt>
              <dd>{u.retentionMonth}개월 연속</dd>
            </>
          )}
        </Facts>
        <NextGrade />
      </Split>
      {variant === 'pc' && (
        <Row style={{ marginTop: 16 }}>
          <VipPageButton path="/popup/vip/check" />
          <VipPageButton path="/popup/vip/payment-history" variant="secondary" />
        </Row>
      )}
    </Card>
  );
}
