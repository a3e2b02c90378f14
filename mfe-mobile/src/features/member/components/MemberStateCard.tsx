// The mobile home's member card: money (만/억/조), hancoin, what the purchase limit leaves for today,
// VIP grade, main membership and the beginner mark, with the member's own money tools (as the PC
// home's 내 정보 has them); guests get the login.
import styled from 'styled-components';
import {
  Button,
  buttonStyle,
  COUPON_BOX_LAYER,
  ErrorState,
  formatKoreanMoney,
  formatMoney,
  hanpanStore,
  Link,
  loginUrl,
  REGULAR_PAYMENT_IN_PROGRESS_TEXT,
  registerUrl,
  Skeleton,
  useLocation,
} from '@hanpan/platform';
import { Card, Fields } from '../../../ui/mobile';
import { useMobileMemberState } from '../hooks/useMobileMemberState';

// a link, not a button behind a "로그인 후, 이용해 주세요." alert: the guest asked to log in
const LoginLink = styled.a`
  ${buttonStyle('l', 'primary')}
  display: flex;
`;

// The windows of the PC home (mileage, money transfer, the shop's limit page) open in this tab; their
// 닫기 comes back here (QA: a phone could not reach its mileage or send money at all). The coupon box
// is the shell's layer, as on PC: VIP coupons claimed on the phone are put there.
const MEMBER_PAGES = [
  { to: '/popup/mileage', label: '마일리지 전환' },
  { to: '/popup/transfer', label: '머니 전송' },
  { to: '/popup/restrict', label: '구매 한도 설정' },
] as const;
const Actions = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 8px;
  margin-top: 12px;
`;
const ActionLink = styled(Link)`
  ${buttonStyle('m', 'secondary')}
  display: flex;
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
          <dt>보유 머니</dt>
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
            {view.membershipName ?? '플러스 미가입'}
            {view.membershipPaymentInProgress && <small> · {REGULAR_PAYMENT_IN_PROGRESS_TEXT}</small>}
          </dd>
        </Fields>
      )}
      {view && (
        <Actions>
          {MEMBER_PAGES.map((p) => (
            <ActionLink key={p.to} to={p.to}>
              {p.label}
            </ActionLink>
          ))}
          <Button variant="secondary" onClick={() => void hanpanStore.getState().openLayer(COUPON_BOX_LAYER)}>
            쿠폰함
          </Button>
        </Actions>
      )}
    </Card>
  );
}
