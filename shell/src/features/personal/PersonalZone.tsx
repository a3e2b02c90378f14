// Personal zone of the home page: login box for guests, the member's money, mileage, hancoin,
// inventory counts and membership / VIP badges for members (SPEC §3, §7).
import { useCallback } from 'react';
import styled from 'styled-components';
import { useQuery } from '@tanstack/react-query';
import {
  browserGateDeps,
  Button,
  COUPON_BOX_LAYER,
  MEMO_BOX_LAYER,
  ErrorState,
  globalMemberStateQuery,
  hanpanStore,
  isLoggedIn,
  loginUrl,
  MemberAvatar,
  membershipClassName,
  MoneyText,
  needsLoginAction,
  openPopupWindow,
  registerUrl,
  runLoginAction,
  Skeleton,
  useHanpanStore,
  useLocation,
  useOngoingEventStatus,
  usePersonalZone,
  useReloadableState,
} from '@hanpan/platform';
import { Badge, Card, Dl, LinkButton, NewDot } from '../common/ui';
import { LogoutForm } from '../account/LogoutForm';
import { RankBadgeLink } from '../rankings/RankBadgeLink';

const Head = styled.div`
  display: flex;
  gap: 12px;
  align-items: center;
  margin-bottom: 12px;
`;
const Actions = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 8px;
  margin-top: 14px;
`;
const Counts = styled.ul`
  display: grid;
  grid-template-columns: repeat(4, 1fr);
  gap: 4px;
  list-style: none;
  padding: 10px 0 0;
  margin: 12px 0 0;
  border-top: 1px solid #f3f4f6;
  text-align: center;
  font-size: 12px;
  color: #6b7280;
  strong {
    display: block;
    font-size: 15px;
    color: #111827;
  }
  button {
    width: 100%;
    border: 0;
    border-radius: 8px;
    background: transparent;
    padding: 4px 0;
    font: inherit;
    color: inherit;
    cursor: pointer;
  }
  button:hover {
    background: #f9fafb;
  }
`;

const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v : null);

function LoginBox() {
  const { pathname, search } = useLocation();
  const ssoFailed = useHanpanStore((s) => s.member.ssoFailed);
  const message = useHanpanStore((s) => s.member.loginStatus?.message ?? null);
  const next = `${pathname}${search}`;
  return (
    <Card aria-labelledby="login-box-title" data-testid="login-box">
      <h2 id="login-box-title">로그인</h2>
      {ssoFailed && (
        <p role="alert" style={{ color: '#b91c1c', fontSize: 14 }}>
          {message || '인증 정보를 확인하지 못했습니다.'} 다시 로그인해 주세요.
        </p>
      )}
      <p style={{ fontSize: 14, color: '#4b5563', marginTop: 0 }}>로그인하고 한판의 모든 게임과 혜택을 즐겨 보세요.</p>
      <LinkButton href={loginUrl(next)} $block>
        로그인
      </LinkButton>
      <p style={{ fontSize: 13, textAlign: 'center', margin: '12px 0 0' }}>
        아직 회원이 아니신가요? <a href={registerUrl('main', next)}>회원가입</a>
      </p>
    </Card>
  );
}

function NeedActionBox() {
  const nickname = useHanpanStore((s) => s.member.nickname);
  const loginStatus = useHanpanStore((s) => s.member.loginStatus);
  const spec = loginStatus?.actionSpec;
  return (
    <Card data-testid="need-action-box">
      <h2>{nickname}님</h2>
      <p role="alert" style={{ fontSize: 14 }}>{spec?.displayMessage || loginStatus?.message}</p>
      <Button block onClick={() => void runLoginAction(browserGateDeps(hanpanStore))}>
        {spec?.buttonMessage || '확인하기'}
      </Button>
      <p style={{ fontSize: 13, textAlign: 'center', margin: '12px 0 0' }}>
        <LogoutForm nextUrl="/" />
      </p>
    </Card>
  );
}

function MemberBox() {
  const member = useHanpanStore((s) => s.member);
  const zone = usePersonalZone();
  const reloadable = useReloadableState();
  const events = useOngoingEventStatus();
  const refresh = useCallback(() => {
    void zone.refetch();
    void reloadable.refetch();
  }, [zone, reloadable]);

  if (zone.isError) return <Card><ErrorState error={zone.error} onRetry={() => void zone.refetch()} /></Card>;
  if (!zone.data) return <Card aria-busy="true"><Skeleton lines={6} /></Card>;
  const { userRat, mileage, inventory, currency } = zone.data;
  const membership = reloadable.data?.membershipUser ?? null;
  const vipUser = reloadable.data?.vipUser ?? null;
  const membershipName = str(membership?.name) ?? membershipClassName(null);
  const vipGrade = reloadable.data?.isOpenedVip && vipUser?.vip === true ? str(vipUser.gradeName) ?? 'VIP' : null;
  const newTransfer = events.data?.money_transfer.isActiveNewIcon === true;

  return (
    <Card aria-label="내 정보" data-testid="personal-zone">
      <Head>
        <MemberAvatar nickname={member.nickname} markCode={str(vipUser?.avatarMarkCode)} size={56} testId="pz-avatar" />
        <div style={{ minWidth: 0 }}>
          <strong data-testid="pz-nickname" style={{ fontSize: 17 }}>{member.nickname}</strong>님
          <div style={{ display: 'flex', gap: 4, flexWrap: 'wrap', marginTop: 4 }}>
            <Badge $tone="gray">Lv.{userRat.level}</Badge>
            <RankBadgeLink money={userRat.money} />
            <Badge $tone={membership ? 'red' : 'gray'} data-testid="pz-membership">{membershipName}</Badge>
            {vipGrade && <Badge $tone="gold" data-testid="pz-vip">{vipGrade}</Badge>}
            {userRat.isBeginner && <Badge $tone="green">초보</Badge>}
          </div>
        </div>
      </Head>
      <Dl>
        <dt>보유 머니</dt>
        <dd data-testid="pz-money"><MoneyText value={userRat.money} emphasis /></dd>
        <dt>마일리지</dt>
        <dd data-testid="pz-mileage"><MoneyText value={mileage.currentMileage} format="comma" suffix=" M" /></dd>
        <dt>소멸 예정</dt>
        <dd><MoneyText value={mileage.soonToExpireMileage} format="comma" suffix=" M" /></dd>
        <dt>한코인</dt>
        <dd data-testid="pz-hancoin"><MoneyText value={currency.hancoin} format="comma" suffix=" 코인" /></dd>
        <dt>엔돌핀</dt>
        <dd><MoneyText value={currency.endorphin} format="comma" /></dd>
        <dt>남은 구매 한도</dt>
        <dd data-testid="pz-limit"><MoneyText value={currency.limitAmount} format="comma" suffix="원" /></dd>
        <dt>전적</dt>
        <dd>{userRat.winCount}승 {userRat.defeatCount}패</dd>
      </Dl>
      <Counts aria-label="보관함">
        <li>아이템<strong>{inventory.itemCount}</strong></li>
        <li>멤버십<strong>{inventory.membershipItemCount}</strong></li>
        <li>
          <button type="button" data-testid="pz-coupons" aria-label={`쿠폰 ${inventory.couponCount}장 보기`} onClick={() => void hanpanStore.getState().openLayer(COUPON_BOX_LAYER)}>
            쿠폰<strong>{inventory.couponCount}</strong>
          </button>
        </li>
        <li>
          <button
            type="button"
            data-testid="pz-memos"
            aria-label={`쪽지 ${inventory.memoCount}개, 안 읽은 쪽지 ${inventory.nonReadMemoCount}개 보기`}
            onClick={() => void hanpanStore.getState().openLayer(MEMO_BOX_LAYER)}
          >
            쪽지
            <strong>
              {inventory.memoCount}
              {inventory.nonReadMemoCount > 0 && <NewDot data-testid="pz-unread-memos">{inventory.nonReadMemoCount}</NewDot>}
            </strong>
          </button>
        </li>
      </Counts>
      <Actions>
        <Button variant="secondary" size="s" onClick={() => openPopupWindow('/popup/mileage', 'mileage', { name: 'hanpan_mileage' })}>
          마일리지 전환
        </Button>
        <Button variant="secondary" size="s" onClick={() => openPopupWindow('/popup/transfer', 'mileage', { name: 'hanpan_transfer' })}>
          머니 전송{newTransfer && <NewDot>N</NewDot>}
        </Button>
        <Button variant="text" size="s" onClick={refresh} aria-label="내 정보 새로고침">
          새로고침
        </Button>
        <LogoutForm nextUrl="/" className="pz-logout" />
      </Actions>
    </Card>
  );
}

export function PersonalZone() {
  const loggedIn = useHanpanStore((s) => isLoggedIn(s));
  const needAction = useHanpanStore((s) => needsLoginAction(s));
  // Observes the member state the navigation middleware fetches (no fetch of its own).
  const globalState = useQuery({ ...globalMemberStateQuery(), enabled: false });
  if (loggedIn) return <MemberBox />;
  if (needAction) return <NeedActionBox />;
  if (!globalState.data && !globalState.isError) {
    return (
      // about the login box's height (the answer for most first visits): the cards below stay put
      <Card aria-busy="true">
        <Skeleton lines={6} />
      </Card>
    );
  }
  return <LoginBox />;
}
