// The mobile home's member card: money (만/억/조), hancoin, what the purchase limit leaves for today
// (with the way to its settings), VIP grade, main membership and the beginner mark; guests get the login.
import styled from 'styled-components';
import { buttonStyle, ErrorState, formatKoreanMoney, formatMoney, Link, loginUrl, REGULAR_PAYMENT_IN_PROGRESS_TEXT, registerUrl, Skeleton, useLocation } from '@hanpan/platform';
import { Card, Fields } from '../../../ui/mobile';
import { useMobileMemberState } from '../hooks/useMobileMemberState';

// a link, not a button behind a "로그인 후, 이용해 주세요." alert: the guest asked to log in
const LoginLink = styled.a`
  ${buttonStyle('l', 'primary')}
  display: flex;
`;

// The shop's limit page (a window on PC) opens in this tab; its 닫기 comes back here. A player
// sees and lowers their limit on the phone too, not only on the PC.
const RESTRICT_PATH = '/popup/restrict';
const LimitLink = styled(Link)`
  ${buttonStyle('m', 'secondary')}
  display: flex;
  margin-top: 12px;
`;

function GuestCard() {
  const { pathname, search } = useLocation();
  const here = `${pathname}${search}`;
  return (
    <Card aria-labelledby="member-title" data-testid="mobile-member-guest">
      <h2 id="member-title">내 정보</h2>
      <p>로그인하고 게임머니와 멤버십을 확인하세요.</p>
      <LoginLink href={loginUrl(here)}>로그인</LoginLink>
      <p style={{ textAlign: 'center', marginBottom: 0 }}>
        아직 회원이 아니신가요?{' '}
        <a href={registerUrl('mobile', here)} style={{ display: 'inline-flex', alignItems: 'center', minHeight: 44 }}>
          회원가입
        </a>
      </p>
    </Card>
  );
}

export function MemberStateCard() {
  const { loggedIn, isPending, error, refetch, view } = useMobileMemberState();
  if (!loggedIn) return <GuestCard />;
  return (
    <Card aria-labelledby="member-title" data-testid="mobile-member-state">
      <h2 id="member-title">내 정보 {view?.beginner && <small data-testid="mobile-beginner">· 초보 회원</small>}</h2>
      {isPending ? (
        <Skeleton lines={5} label="내 정보를 불러오는 중" />
      ) : error || !view ? (
        <ErrorState error={error} onRetry={refetch} />
      ) : (
        <Fields>
          <dt>게임머니</dt>
          <dd data-testid="mobile-money">{formatKoreanMoney(view.money)}</dd>
          <dt>한코인</dt>
          <dd data-testid="mobile-hancoin">{formatMoney(view.hancoin)}개</dd>
          {/* what can be paid today: the month's rest, or the day's when a daily limit is smaller */}
          <dt>오늘 구매 가능 금액</dt>
          <dd data-testid="mobile-limit">{formatMoney(view.limitAmount)}원</dd>
          <dt>VIP 등급</dt>
          <dd data-testid="mobile-vip">{view.vipGradeName ?? '일반 회원'}</dd>
          <dt>멤버십</dt>
          <dd data-testid="mobile-membership">
            {view.membershipName ?? '가입한 멤버십이 없습니다'}
            {view.membershipPaymentInProgress && <small> · {REGULAR_PAYMENT_IN_PROGRESS_TEXT}</small>}
          </dd>
        </Fields>
      )}
      {view && <LimitLink to={RESTRICT_PATH}>구매 한도 설정</LimitLink>}
    </Card>
  );
}
