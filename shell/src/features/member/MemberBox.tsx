// The personal zone of a logged-in member (SPEC §3, §7): money, rating, mileage, hancoin, inventory counts,
// membership / VIP badges and the member's shortcuts.
import { useCallback } from 'react';
import styled from 'styled-components';
import {
  Button,
  COUPON_BOX_LAYER,
  MEMO_BOX_LAYER,
  ErrorState,
  formatCount,
  hanpanStore,
  Link,
  MemberAvatar,
  MoneyText,
  NewWindowButton,
  PUBLISHER_PARTNER,
  useHanpanStore,
  useOngoingEventStatus,
  usePersonalZone,
  useReloadableState,
} from '@hanpan/platform';
import { openPopupOrGo } from '@hanpan/platform/member-action';
import { SHOP_INVENTORY_ADDRESS } from '@hanpan/contracts/constants';
import { Badge, Card, Dl, NewDot } from '../common/ui';
import { LogoutForm } from '../account/LogoutForm';
import { RankBadgeLink } from '../rankings/RankBadgeLink';
import { ZoneSkeleton } from './ZoneSkeleton';

// the unread count is drawn by CSS: the button's name says it in words, and its visible text
// (쪽지 4) stays the start of that name for voice control (WCAG 2.5.3)
const UnreadDot = styled(NewDot)`
  &::after {
    content: attr(data-count);
  }
`;
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
const Counts = styled.ul<{ $columns: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $columns }) => $columns}, 1fr);
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
  button,
  a {
    display: block;
    width: 100%;
    border: 0;
    border-radius: 8px;
    background: transparent;
    padding: 4px 0;
    font: inherit;
    color: inherit;
    cursor: pointer;
    text-decoration: none;
  }
  button:hover,
  a:hover {
    background: #f9fafb;
  }
`;

const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v : null);

export function MemberBox() {
  const member = useHanpanStore((s) => s.member);
  // the partner channel cannot use Plus (SPEC §6): no '플러스 미가입', no membership items
  const partner = useHanpanStore((s) => s.global.publisher === PUBLISHER_PARTNER);
  const zone = usePersonalZone();
  const reloadable = useReloadableState();
  const events = useOngoingEventStatus();
  // said when both are read again (a player sees no change when nothing changed; a screen reader hears this)
  const refresh = useCallback(async () => {
    const answers = await Promise.all([zone.refetch(), reloadable.refetch()]);
    if (answers.every((a) => !a.isError)) hanpanStore.getState().showTooltip('내 정보를 새로 불러왔습니다.');
  }, [zone, reloadable]);

  const zoneError = zone.isError && <ErrorState error={zone.error} onRetry={() => void zone.refetch()} />;
  if (!zone.data) return zoneError ? <Card>{zoneError}</Card> : <ZoneSkeleton />;
  const { userRat, mileage, inventory, currency } = zone.data;
  const membership = reloadable.data?.membershipUser ?? null;
  const vipUser = reloadable.data?.vipUser ?? null;
  // no Plus: said as such — '일반 회원' also reads as 'not VIP', beside a VIP grade (QA: 프리미엄 VIP)
  const membershipName = str(membership?.name) ?? '플러스 미가입';
  const vipGrade = reloadable.data?.isOpenedVip && vipUser?.vip === true ? str(vipUser.gradeName) ?? 'VIP' : null;
  const newTransfer = events.data?.money_transfer.isActiveNewIcon === true;
  // a mileage event the member has not looked at yet (opening the mileage popup marks it SEEN)
  const newMileageEvent = events.data?.mileage.status === 'ONGOING';

  return (
    <Card aria-label="내 정보" data-testid="personal-zone">
      <Head>
        <MemberAvatar nickname={member.nickname} markCode={str(vipUser?.avatarMarkCode)} size={56} testId="pz-avatar" />
        <div style={{ minWidth: 0 }}>
          <strong data-testid="pz-nickname" style={{ fontSize: 17 }}>{member.nickname}</strong>님
          <div style={{ display: 'flex', gap: 4, flexWrap: 'wrap', marginTop: 4 }}>
            <Badge $tone="gray">Lv.{userRat.level}</Badge>
            <RankBadgeLink money={userRat.money} />
            {/* not read yet (or refused): no badge — '플러스 미가입' would tell a Plus member otherwise */}
            {!partner && reloadable.data && <Badge $tone={membership ? 'red' : 'gray'} data-testid="pz-membership">{membershipName}</Badge>}
            {vipGrade && <Badge $tone="gold" data-testid="pz-vip">{vipGrade}</Badge>}
            {userRat.isBeginner && <Badge $tone="green">초보</Badge>}
          </div>
        </div>
      </Head>
      {/* a 새로고침 that failed keeps the figures read before (QA: the whole box gave way to the error) */}
      {zoneError}
      {reloadable.isError && !reloadable.data && <ErrorState error={reloadable.error} onRetry={() => void reloadable.refetch()} />}
      <Dl>
        <dt>보유 머니</dt>
        <dd data-testid="pz-money"><MoneyText value={userRat.money} emphasis /></dd>
        <dt>마일리지</dt>
        <dd data-testid="pz-mileage"><MoneyText value={mileage.currentMileage} format="comma" /></dd>
        <dt>소멸 예정</dt>
        <dd><MoneyText value={mileage.soonToExpireMileage} format="comma" /></dd>
        <dt>한코인</dt>
        <dd data-testid="pz-hancoin"><MoneyText value={currency.hancoin} format="comma" suffix="개" /></dd>
        <dt>엔돌핀</dt>
        <dd><MoneyText value={currency.endorphin} format="comma" /></dd>
        {/* what can be paid today: the month's rest, or the day's when a daily limit is smaller */}
        <dt>오늘 구매 가능 금액</dt>
        <dd data-testid="pz-limit"><MoneyText value={currency.limitAmount} format="comma" suffix="원" /></dd>
        <dt>전적</dt>
        <dd>{formatCount(userRat.winCount)}승 {formatCount(userRat.defeatCount)}패</dd>
        <dt>레이팅</dt>
        <dd data-testid="pz-rating">{formatCount(userRat.rating)}</dd>
      </Dl>
      <Counts aria-label="보관함" $columns={partner ? 3 : 4}>
        <li>
          <Link to={SHOP_INVENTORY_ADDRESS} data-testid="pz-items">
            아이템<strong>{inventory.itemCount}</strong>
          </Link>
        </li>
        {!partner && <li>멤버십<strong>{inventory.membershipItemCount}</strong></li>}
        <li>
          <button type="button" data-testid="pz-coupons" aria-label={`쿠폰 ${inventory.couponCount}, 쿠폰함 열기`} onClick={() => void hanpanStore.getState().openLayer(COUPON_BOX_LAYER)}>
            쿠폰 <strong>{inventory.couponCount}</strong>
          </button>
        </li>
        <li>
          <button
            type="button"
            data-testid="pz-memos"
            aria-label={`쪽지 ${inventory.memoCount}, 안 읽은 쪽지 ${inventory.nonReadMemoCount}개, 쪽지함 열기`}
            onClick={() => void hanpanStore.getState().openLayer(MEMO_BOX_LAYER)}
          >
            쪽지{' '}
            <strong>
              {inventory.memoCount}
              {inventory.nonReadMemoCount > 0 && <UnreadDot data-testid="pz-unread-memos" data-count={inventory.nonReadMemoCount} />}
            </strong>
          </button>
        </li>
      </Counts>
      <Actions>
        {/* a blocked popup: this window goes there (QA: nothing happened) */}
        <NewWindowButton variant="secondary" size="s" onClick={() => openPopupOrGo('/popup/mileage', 'mileage', 'hanpan_mileage')}>
          마일리지 전환{newMileageEvent && <NewDot role="img" aria-label={`새 이벤트: ${events.data?.mileage.event?.title ?? '마일리지 이벤트'}`}>N</NewDot>}
        </NewWindowButton>
        <NewWindowButton variant="secondary" size="s" onClick={() => openPopupOrGo('/popup/transfer', 'mileage', 'hanpan_transfer')}>
          머니 전송{newTransfer && <NewDot role="img" aria-label="새 소식">N</NewDot>}
        </NewWindowButton>
        <Button variant="text" size="s" onClick={() => void refresh()} aria-label="내 정보 새로고침">
          새로고침
        </Button>
        <LogoutForm nextUrl="/" className="pz-logout" />
      </Actions>
    </Card>
  );
}
