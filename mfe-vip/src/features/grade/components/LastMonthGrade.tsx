// Last month's VIP grade (vipBenefit.lastVipUser) next to this month's.
import type { VipBenefit, VipGrade } from '@hanpan/contracts';
import { MoneyText } from '@hanpan/platform';
import { Facts, Muted } from '../../../common/styles';
import { GradeBadge } from './GradeBadge';
import { monthText } from '../gradeText';

const ORDER: readonly VipGrade[] = ['NONE', 'MINIMUM', 'BUSINESS', 'FIRST', 'PREMIUM'];

export function LastMonthGrade({ benefits }: { benefits: VipBenefit }) {
  const last = benefits.lastVipUser;
  if (!last) return <Muted data-testid="vip-last-month">지난달에는 VIP 회원이 아니었습니다.</Muted>;
  const u = benefits.currentVipUser;
  const diff = ORDER.indexOf(u.grade) - ORDER.indexOf(last.grade);
  const change = diff === 0 ? '지난달과 같은 등급입니다.' : diff > 0 ? '지난달보다 등급이 올랐습니다.' : '지난달보다 등급이 내려갔습니다.';
  return (
    <div data-testid="vip-last-month">
      <Facts>
        <dt>{monthText(last.vipMonth, true)}</dt>
        <dd>
          <GradeBadge grade={last.grade} name={last.gradeName} />
        </dd>
        <dt>그때 산정 금액</dt>
        <dd>
          <MoneyText value={last.totalPaymentAmount} format="comma" suffix="원" />
        </dd>
      </Facts>
      <Muted>{change}</Muted>
    </div>
  );
}
