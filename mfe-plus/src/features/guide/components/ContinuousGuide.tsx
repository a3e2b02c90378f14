// The continuous-use rule (SPEC §4): SUBSCRIPTION and 3+ uses in a row → continuous benefits;
// from the 13th group use (that payment included) → '5% 할인중', else '-'. Shows the member's own counts when logged in.
import { CONTINUOUS_DISCOUNT_RULE_TEXT } from '@hanpan/contracts/constants';
import { CONTINUOUS_BENEFIT_MIN_USAGE, NO_VALUE_TEXT } from '@hanpan/platform';
import { Card, Fields, Note, Stack } from '../../../ui/layout';
import { useMembershipMe } from '../../membership/hooks/useMembershipMe';
import { membershipView } from '../../membership/lib/membershipView';

export function ContinuousGuide() {
  const me = useMembershipMe();
  const view = membershipView(me.data);
  return (
    <Stack data-testid="continuous-guide">
      <Card>
        <h2>연속 이용 혜택이란?</h2>
        <ul style={{ margin: 0, paddingLeft: 18, lineHeight: 1.7 }}>
          <li>정기결제로 같은 멤버십을 {CONTINUOUS_BENEFIT_MIN_USAGE}회 이상 연속으로 이용하면 연속 이용 혜택이 적용됩니다.</li>
          <li>{CONTINUOUS_DISCOUNT_RULE_TEXT}</li>
          <li>멤버십이 끝난 뒤 3일 안에 같은 멤버십에 다시 가입하면 연속 이용이 이어집니다.</li>
          <li>다른 등급으로 가입하거나 변경하면 연속 이용 횟수는 1회부터 다시 셉니다(그룹 연속 이용 횟수는 이어집니다). 연속 이용 혜택은 {CONTINUOUS_BENEFIT_MIN_USAGE}회째부터 다시 적용됩니다.</li>
          <li>1회 결제와 이용권 이용은 연속 이용 혜택 대상이 아닙니다.</li>
        </ul>
      </Card>
      {me.data && (
        <Card aria-label="나의 연속 이용">
          <h2>나의 연속 이용</h2>
          {view.joined ? (
            <Fields>
              <dt>결제 방식</dt>
              <dd>{view.subscriptionLabel}</dd>
              <dt>연속 이용</dt>
              <dd data-testid="continuous-usage">{me.data.continuousUsageCount}회</dd>
              <dt>연속 이용 혜택</dt>
              <dd>{view.continuousBenefit ? '적용 중' : NO_VALUE_TEXT}</dd>
              <dt>그룹 연속 이용</dt>
              <dd>{me.data.continuousGroupUsageCount}회</dd>
              <dt>5% 할인</dt>
              <dd data-testid="continuous-discount">{view.continuousDiscount}</dd>
            </Fields>
          ) : (
            <Note>플러스에 정기결제로 가입하면 연속 이용 횟수가 쌓입니다.</Note>
          )}
        </Card>
      )}
    </Stack>
  );
}
