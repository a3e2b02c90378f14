// Coupon box (layer 'couponBox', opened from the personal zone's coupon count): coupons by game
// category, COUPON_PAGE_SIZE (SPEC §9: 3) per page, and the membership (Plus) coupons — not on the
// partner channel, which cannot use Plus (SPEC §6).
import { useState } from 'react';
import styled from 'styled-components';
import {
  COUPON_CATEGORIES,
  COUPON_PAGE_SIZE,
  EmptyState,
  ErrorState,
  formatDate,
  MEMBERSHIP_COUPON_CATEGORY,
  Paging,
  PUBLISHER_PARTNER,
  Skeleton,
  staleMarks,
  Tabs,
  useHanpanStore,
  type LayerContentProps,
} from '@hanpan/platform';
import type { Coupon } from '@hanpan/contracts';
import { useCoupons } from '../hooks/useCoupons';
import { useMembershipCoupons } from '../hooks/useMembershipCoupons';
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

type TabKey = (typeof COUPON_CATEGORIES)[number]['key'] | 'membership';

/** `stale`: the page before's coupons while the next page loads (`staleMarks`). */
export function CouponItems({ coupons, stale }: { coupons: readonly Coupon[]; stale?: boolean }) {
  return (
    <List {...staleMarks(stale)}>
      {coupons.map((c) => (
        <li key={c.id} data-usable={c.usable} data-testid="coupon-item">
          <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
            <strong>{c.name}</strong>
            {c.usable ? <Badge $tone="green">사용 가능</Badge> : <Badge>{c.usedAt ? '사용 완료' : '기간 만료'}</Badge>}
          </div>
          <p>{c.description}</p>
          <small>{c.usedAt ? `${formatDate(c.usedAt)} 사용` : `${formatDate(c.expiresAt)}까지`}</small>
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
  if (coupons.data.totalElements === 0) return <EmptyState message="이 게임의 쿠폰이 없습니다. 이벤트와 상점에서 쿠폰을 받아 보세요." />;
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

export function CouponBoxLayer(_props: LayerContentProps) {
  const [tab, setTab] = useState<TabKey>(COUPON_CATEGORIES[0].key);
  const partner = useHanpanStore((s) => s.global.publisher === PUBLISHER_PARTNER);
  const tabs: { key: TabKey; label: string }[] = COUPON_CATEGORIES.map((c) => ({ key: c.key, label: c.label }));
  if (!partner) tabs.push({ key: 'membership', label: '멤버십' });
  return (
    <div data-testid="coupon-box">
      <Tabs
        aria-label="쿠폰 분류"
        items={tabs}
        value={tab}
        onChange={(k) => setTab(k as TabKey)}
      >
        {tab === 'membership' ? <MembershipCoupons /> : <CategoryCoupons key={tab} category={tab} />}
      </Tabs>
    </div>
  );
}
