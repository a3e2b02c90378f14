// Coupon box (layer 'couponBox', opened from the personal zone's coupon count): coupons by game
// category, COUPON_PAGE_SIZE (SPEC §9: 3) per page, the VIP and the membership (Plus) coupons — not on
// the partner channel, which cannot use VIP or Plus (SPEC §6). Each usable coupon is used from here:
// 사용하기 (a game coupon, a VIP 등급 상향권) or a button to the window that takes it.
import { useState } from 'react';
import styled from 'styled-components';
import {
  ActionButton,
  Button,
  COUPON_BOX_VIP_TAB,
  COUPON_CATEGORIES,
  COUPON_PAGE_SIZE,
  EmptyState,
  ErrorState,
  formatDate,
  formatDateTime,
  hanpanStore,
  isApiError,
  MEMBERSHIP_COUPON_CATEGORY,
  NewWindowButton,
  Paging,
  PUBLISHER_PARTNER,
  serverNow,
  Skeleton,
  staleMarks,
  Tabs,
  upTo,
  useHanpanStore,
  type LayerContentProps,
  type PopupSizeKey,
} from '@hanpan/platform';
import { alertActionDone, alertAnswerLost, goInstead, openPaymentWindowOrGo, openPopupOrGo } from '@hanpan/platform/member-action';
import { withParticle } from '@hanpan/contracts/korean';
import type { Coupon, CouponUsePlace } from '@hanpan/contracts';
import { useCoupons } from '../hooks/useCoupons';
import { useMembershipCoupons } from '../hooks/useMembershipCoupons';
import { useCouponUse } from '../hooks/useCouponUse';
import { Badge } from '../../common/ui';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 8px;
  li {
    border: 1px solid #e5e7eb;
    border-radius: 10px;
    padding: 10px 12px;
    display: grid;
    gap: 4px;
  }
  .row {
    display: flex;
    justify-content: space-between;
    align-items: center;
    gap: 8px;
  }
  li[data-usable='false'] {
    background: #f9fafb;
    color: #6b7280;
  }
  strong {
    font-size: 15px;
  }
  p {
    margin: 0;
    font-size: 13px;
    color: #4b5563;
  }
  small {
    font-size: 12px;
    color: #6b7280;
  }
`;

/** Five tabs fit a phone's layer (QA: '멤버십' was cut at 375 px with no sign the row scrolls), each still
 *  finger-wide (QA: 포커 40 px, VIP 37 px at 360 px). */
const Box = styled.div`
  /* a page of three coupons and its pager: the layer keeps its height (and its tabs their place) from
     tab to tab and page to page (QA: the centred layer jumped 146 px) */
  [role='tabpanel'] {
    min-height: 412px;
  }
  ${upTo.smallPhone} {
    /* (three coupons wrap taller on a phone) */
    [role='tabpanel'] {
      min-height: 436px;
    }
    [role='tab'] {
      padding-inline: ${({ theme }) => theme.space.s};
      min-width: 44px;
    }
  }
`;

type TabKey = (typeof COUPON_CATEGORIES)[number]['key'] | typeof COUPON_BOX_VIP_TAB | 'membership';

const inEffect = (c: Coupon) => c.effectUntil !== null && new Date(c.effectUntil).getTime() > serverNow();

function CouponState({ coupon: c }: { coupon: Coupon }) {
  if (c.usable && c.notUsableNow) return <Badge>지금은 사용 불가</Badge>;
  if (c.usable) return <Badge $tone="green">사용 가능</Badge>;
  if (inEffect(c)) return <Badge $tone="green">적용 중</Badge>;
  return <Badge>{c.usedAt ? '사용 완료' : '기간 만료'}</Badge>;
}

function couponDateText(c: Coupon): string {
  if (c.effectUntil && inEffect(c)) return `${formatDateTime(c.effectUntil)}까지 적용`;
  return c.usedAt ? `${formatDate(c.usedAt)} 사용` : `${formatDate(c.expiresAt)}까지`;
}

const couponUseQuestion = (c: Coupon) =>
  c.usePlace === 'VIP'
    ? `${withParticle(c.name, '을')} 사용할까요?\n이번 달 VIP 혜택(딜러비 할인 쿠폰, 한코인) 가운데 아직 받지 않은 것을 한 등급 위의 혜택으로 받습니다. 이미 받은 혜택은 바뀌지 않습니다.`
    : `${withParticle(c.name, '을')} 지금 사용할까요?\n${c.description}\n사용한 쿠폰은 되돌릴 수 없습니다.`;

/** 사용하기 of a coupon the box turns on itself (a game coupon, a VIP 등급 상향권): asked, then done.
 *  The question starts on 취소: its yes is final (a purchase's or an item's goes on to the payment page). */
function CouponUseButton({ coupon: c }: { coupon: Coupon }) {
  const use = useCouponUse();
  const run = async () => {
    const { confirm, alert } = hanpanStore.getState();
    if (!(await confirm({ header: '쿠폰 사용', body: couponUseQuestion(c), submitText: '사용하기', defaultFocus: 'cancel' }))) return;
    try {
      const r = await use.mutateAsync(c.id);
      await alertActionDone(r, { header: '쿠폰 사용 완료', body: r.message, earlier: `${c.name} 사용` });
    } catch (e) {
      if (await alertAnswerLost(e, { unsure: '쿠폰을 사용했는지', check: '쿠폰함을' })) return;
      await alert({ header: '쿠폰 사용', body: isApiError(e) ? e.message : '쿠폰을 사용하지 못했습니다. 잠시 후 다시 시도해 주세요.' });
    }
  };
  return (
    <ActionButton action={`coupon.use.${c.id}`} size="s" onAction={run} aria-label={`${c.name} 사용하기`}>
      사용하기
    </ActionButton>
  );
}

/** The window each place's coupons are used in (its address comes with the coupon: the shell knows no area's pages). */
const PLACE_WINDOWS: Readonly<Partial<Record<CouponUsePlace, { size: PopupSizeKey; name: string; label: string; payment: boolean }>>> = {
  FREE_CHARGE: { size: 'freeRecharge', name: 'hanpan_charge', label: '무료 충전에서 사용', payment: false },
  PLUS_JOIN: { size: 'payment', name: 'hanpan_plus_join', label: '플러스 가입에서 사용', payment: true },
};

/** Where the other coupons are used: the free recharge, the Plus join (their windows take the coupon). */
function CouponPlaceButton({ coupon: c }: { coupon: Coupon }) {
  const mobileSite = useHanpanStore((s) => s.global.site === 'mobile');
  const place = PLACE_WINDOWS[c.usePlace];
  const url = c.useUrl;
  if (!place || !url) return null;
  // a payment window: the page reads the member's figures again when it closes. On the phone a window
  // is a second tab, easy to lose (QA): the page comes in this tab and its 닫기 comes back here.
  const open = () => (mobileSite ? goInstead(url) : void (place.payment ? openPaymentWindowOrGo : openPopupOrGo)(url, place.size, place.name));
  // (not told as a new window where it is none)
  const Control = mobileSite ? Button : NewWindowButton;
  return (
    <Control size="s" variant="secondary" onClick={open} aria-label={`${c.name} ${place.label}`}>
      {place.label}
    </Control>
  );
}

/** `stale`: the page before's coupons while the next page loads (`staleMarks`). */
export function CouponItems({ coupons, stale }: { coupons: readonly Coupon[]; stale?: boolean }) {
  return (
    <List {...staleMarks(stale)}>
      {coupons.map((c) => (
        <li key={c.id} data-usable={c.usable} data-testid="coupon-item">
          <div className="row">
            <strong>{c.name}</strong>
            <CouponState coupon={c} />
          </div>
          <p>{c.description}</p>
          {/* why its 사용하기 would be refused now, instead of offering it (the server's words) */}
          {c.usable && c.notUsableNow && <p data-testid="coupon-not-usable-now">{c.notUsableNow}</p>}
          <div className="row">
            <small>{couponDateText(c)}</small>
            {c.usable && !c.notUsableNow && (c.usePlace === 'GAME' || c.usePlace === 'VIP' ? <CouponUseButton coupon={c} /> : <CouponPlaceButton coupon={c} />)}
          </div>
        </li>
      ))}
    </List>
  );
}

function CategoryCoupons({ category }: { category: string }) {
  const [page, setPage] = useState(0);
  const coupons = useCoupons({ category, page, size: COUPON_PAGE_SIZE });
  if (coupons.isError) return <ErrorState error={coupons.error} onRetry={() => void coupons.refetch()} />;
  if (!coupons.data) return <Skeleton lines={COUPON_PAGE_SIZE} />;
  if (coupons.data.totalElements === 0) {
    return <EmptyState message={category === COUPON_BOX_VIP_TAB ? 'VIP 쿠폰이 없습니다. VIP 회원은 매달 VIP 혜택에서 쿠폰을 받을 수 있습니다.' : '이 게임의 쿠폰이 없습니다. 이벤트와 상점에서 쿠폰을 받아 보세요.'} />;
  }
  return (
    <>
      <CouponItems coupons={coupons.data.content} stale={coupons.isPlaceholderData} />
      {coupons.data.totalPages > 1 && <Paging page={page} totalPages={coupons.data.totalPages} onChange={setPage} aria-label="쿠폰 페이지" />}
    </>
  );
}

function MembershipCoupons() {
  const coupons = useMembershipCoupons({ category: MEMBERSHIP_COUPON_CATEGORY, usable: true });
  if (coupons.isError) return <ErrorState error={coupons.error} onRetry={() => void coupons.refetch()} />;
  if (!coupons.data) return <Skeleton lines={2} />;
  if (coupons.data.length === 0) return <EmptyState message="사용할 수 있는 멤버십 쿠폰이 없습니다." />;
  return <CouponItems coupons={coupons.data} />;
}

/** `props.tab`: the tab to open on (a VIP benefit's result opens the VIP coupons); else the first. */
export function CouponBoxLayer({ props }: LayerContentProps) {
  const partner = useHanpanStore((s) => s.global.publisher === PUBLISHER_PARTNER);
  const tabs: { key: TabKey; label: string }[] = COUPON_CATEGORIES.map((c) => ({ key: c.key, label: c.label }));
  // the partner channel can use neither VIP nor Plus (SPEC §6)
  if (!partner) tabs.push({ key: COUPON_BOX_VIP_TAB, label: 'VIP' }, { key: 'membership', label: '멤버십' });
  const [tab, setTab] = useState<TabKey>(() => tabs.find((t) => t.key === props.tab)?.key ?? COUPON_CATEGORIES[0].key);
  return (
    <Box data-testid="coupon-box">
      <Tabs
        aria-label="쿠폰 분류"
        items={tabs}
        value={tab}
        onChange={(k) => setTab(k as TabKey)}
      >
        {tab === 'membership' ? <MembershipCoupons /> : <CategoryCoupons key={tab} category={tab} />}
      </Tabs>
    </Box>
  );
}
