// /plus/shop: buy Plus — join or change a tier, add options and gold items, weekly gold, vouchers.
// Options need a main membership: a member without one is told so above them, with the join.
import { OPTIONS_AT_JOIN, OPTIONS_NEED_MAIN, weeklyGoldRunning } from '@hanpan/contracts/option-groups';
import { isMainMembershipJoined, Link, MoneyText, PageInfoView, Skeleton, useGlobalMembership, useReloadableState, NewWindowButton, PRODUCT_CODES, type PortalRoute } from '@hanpan/platform';
import { plusPopups } from '../features/benefits/lib/plusPopups';
import { HeldBadge } from '../features/guide/components/HeldBadge';
import { OptionList } from '../features/guide/components/OptionList';
import { TierComparison } from '../features/guide/components/TierComparison';
import { useMembershipMe } from '../features/membership/hooks/useMembershipMe';
import { Card, Columns, Muted, Note, Stack } from '../ui/layout';

/** A member without a main membership learns here, before the options popup, that options need one. */
function OptionsNeedMain() {
  const me = useMembershipMe().data;
  // a guest (not asked) or a member holding a main membership: nothing to say
  if (!me || isMainMembershipJoined(me)) return null;
  return (
    <Note $tone="warn" data-testid="plus-shop-options-need-main">
      {OPTIONS_NEED_MAIN} {OPTIONS_AT_JOIN}{' '}
      <NewWindowButton size="s" variant="text" onClick={() => plusPopups.join()}>
        플러스 가입하기
      </NewWindowButton>
    </Note>
  );
}

function Items() {
  const catalogue = useGlobalMembership();
  // a running weekly gold is 이용 중, as the tiers and options held are (the member state the shell
  // already holds, fresh after a payment: no request of its own)
  const weeklyGoldJoined = weeklyGoldRunning(useReloadableState().data?.weeklyGoldMembership);
  if (catalogue.isPending) return <Skeleton lines={3} />;
  const items = catalogue.data?.item ?? [];
  return (
    <Columns $min="220px">
      {items.map((p) => (
        <Card key={p.code} data-item={p.code}>
          <h3>
            {p.name} {p.code === PRODUCT_CODES.weeklyGold && weeklyGoldJoined && <HeldBadge />}
          </h3>
          <Muted>{p.description}</Muted>
          <p><MoneyText value={p.price} format="comma" suffix="원" /></p>
          {p.code === PRODUCT_CODES.weeklyGold ? (
            <NewWindowButton size="s" onClick={plusPopups.weeklyGold}>주간 골드 보기</NewWindowButton>
          ) : (
            <NewWindowButton size="s" onClick={() => plusPopups.options(p.code)}>구매하기</NewWindowButton>
          )}
        </Card>
      ))}
    </Columns>
  );
}

export function PlusShopPage({ route }: { route: PortalRoute }) {
  return (
    <PageInfoView route={route}>
      <Stack>
        <h2 style={{ margin: 0 }}>메인 멤버십</h2>
        <TierComparison />
        <h2 style={{ margin: 0 }}>옵션 멤버십</h2>
        <OptionsNeedMain />
        <OptionList />
        <NewWindowButton variant="secondary" onClick={() => plusPopups.options()}>옵션·아이템 결제하기</NewWindowButton>
        <h2 style={{ margin: 0 }}>아이템</h2>
        <Items />
        <p><Link to="/plus/guide/voucher/purchase">이용권 구매하러 가기</Link></p>
      </Stack>
    </PageInfoView>
  );
}
