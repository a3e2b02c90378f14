// The check popup: next month's expected grade, what is still needed, the progress bar (toward the
// next grade, or the top grade — the extended target) and the counting period.
import styled from 'styled-components';
import { ErrorState, MoneyText, Skeleton, Tabs, useSearchParams } from '@hanpan/platform';
import { searchWith } from '@hanpan/platform/address';
import { Card, Facts, Muted } from '../../../common/styles';
import { useVipExpectation } from '../hooks/useVipExpectation';
import { useVipAchievableGrade } from '../hooks/useVipAchievableGrade';
import { useVipGrades } from '../hooks/useVipGrades';
import { GradeBadge } from './GradeBadge';
import { GradeProgress } from './GradeProgress';
import { gradeMarkers, monthText, wonText } from '../gradeText';

type Target = 'next' | 'top';

const Big = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  font-size: ${({ theme }) => theme.fontSizes.l};
  margin-bottom: 12px;
`;
const Remain = styled.p`
  margin: 12px 0 4px;
  font-size: ${({ theme }) => theme.fontSizes.l};
  strong { color: ${({ theme }) => theme.colors.money}; }
`;

export function ExpectationPanel() {
  // in the address (?target=top), as the payment history's month: a reload keeps the choice (QA)
  const [params, setParams] = useSearchParams();
  const target: Target = params.get('target') === 'top' ? 'top' : 'next';
  const setTarget = (next: Target) => setParams(searchWith(params, { target: next === 'top' ? 'top' : undefined }), { replace: true });
  const extended = target === 'top';
  const { data, error, isPending, refetch } = useVipExpectation(extended);
  const grades = useVipGrades();
  const achievable = useVipAchievableGrade('PAYMENT');
  if (isPending) return <Skeleton lines={6} />;
  if (error) return <ErrorState error={error} onRetry={() => void refetch()} />;
  const reached = data.remainPaymentAmount === '0';
  return (
    <div data-testid="vip-expectation">
      <Card aria-label="현재 등급">
        <Big>
          이번 달 등급 <GradeBadge grade={data.currentGrade} name={data.currentGradeName} />
        </Big>
        <Muted>{data.currentBenefit}</Muted>
      </Card>
      <Card aria-label="다음 달 예상 등급">
        <Big>
          {monthText(data.expectedVipMonth)} 예상 등급 <GradeBadge grade={data.expectedVipGrade} name={data.expectedGradeName} large />
        </Big>
        <Tabs<Target>
          aria-label="목표 등급"
          value={target}
          onChange={setTarget}
          items={[
            { key: 'next', label: '다음 등급까지' },
            { key: 'top', label: '최고 등급까지' },
          ]}
        >
          <GradeProgress
            percent={data.progressStatus}
            label={`${data.targetGradeName}까지`}
            targetGrade={data.targetGrade}
            markers={extended && grades.data ? gradeMarkers(grades.data.grades) : []}
          />
          <Remain data-testid="vip-remain">
            {reached ? (
              <>
                <strong>{data.targetGradeName}</strong> 기준을 달성했습니다.
              </>
            ) : (
              <>
                {data.targetGradeName}까지 <strong>{wonText(data.remainPaymentAmount)}</strong> 남았습니다.
              </>
            )}
          </Remain>
          <Facts>
            <dt>산정 기간</dt>
            <dd data-testid="vip-basis-period">{data.basisPeriod}</dd>
            <dt>산정 금액</dt>
            <dd>
              <MoneyText value={data.paymentAmount} format="comma" suffix="원" /> / <MoneyText value={data.targetAmount} format="comma" suffix="원" />
            </dd>
            <dt>이번 달 결제</dt>
            <dd>
              <MoneyText value={data.thisMonthPaymentAmount} format="comma" suffix="원" />
            </dd>
            {achievable.data?.remainingLimit != null && (
              <>
                {/* what the day and month limits still let be paid by the month's end: not the limit popup's
                    '이번 달 남은 구매 한도', which leaves the day limit out (QA: two figures under one name);
                    short, the list's label column is as wide as its longest label (QA: 360 px overflowed) */}
                <dt>월말까지 결제 가능</dt>
                <dd>
                  <MoneyText value={achievable.data.remainingLimit} format="comma" suffix="원" />
                </dd>
                <dt>최대 도달 가능 등급</dt>
                <dd>{achievable.data.maximumAchievableGradeName}</dd>
              </>
            )}
          </Facts>
        </Tabs>
        <Muted style={{ marginTop: 12 }}>
          등급은 매월 1일 0시(한국 시간)에 최근 3개월 결제 금액 합계로 정해집니다. 산정 기간은 {data.basisPeriod}이며, 이 기간의 결제가 {monthText(data.expectedVipMonth, true)} 등급이 됩니다.
        </Muted>
      </Card>
    </div>
  );
}
