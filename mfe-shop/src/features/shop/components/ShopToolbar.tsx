// The shop's tools for a member: what is left of this month's limit, charging, limits, the mobile
// shop by SMS, the guide and the collection book.
import styled from 'styled-components';
import { isLoggedIn, Link, MoneyText, useHanpanStore, usePersonalZone, NewWindowButton } from '@hanpan/platform';
import { openPopupOrGo } from '@hanpan/platform/member-action';
import { RemainingLimitLine } from '../../restriction/components/RemainingLimitLine';
import { SHOP_POPUPS } from '../../purchase/lib/shopUrls';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.s};
  font-size: ${({ theme }) => theme.fontSizes.s};
`;
const Limit = styled.span`
  padding: 6px 12px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

export function openShopPopup(key: keyof typeof SHOP_POPUPS, query = ''): void {
  const { url, size } = SHOP_POPUPS[key];
  openPopupOrGo(`${url}${query}`, size, `hanpan_${key}`);
}

/** The member's money as the personal zone has it (refreshed with the member's queries after a payment). */
function Money() {
  const { data } = usePersonalZone();
  if (!data) return null;
  return (
    <Limit>
      보유 머니{' '}
      <span data-testid="shop-money">
        <MoneyText value={data.userRat.money} emphasis />
      </span>
    </Limit>
  );
}

/** `tools`: the buttons opening the shop's PC windows (charge, limits, SMS, guide) and the collection book. */
export function ShopToolbar({ tools = true }: { tools?: boolean }) {
  const loggedIn = useHanpanStore((s) => isLoggedIn(s));
  // the mobile shop is not the partner channel's (SPEC §6: /mobile is blocked for it)
  const partner = useHanpanStore((s) => s.global.publisher === 'partner');
  return (
    <Bar>
      {loggedIn && <Money />}
      {loggedIn && <Limit as={RemainingLimitLine} data-testid="shop-remaining-limit" />}
      {loggedIn && tools && (
        <>
          <NewWindowButton size="s" variant="secondary" onClick={() => openShopPopup('charge')}>
            충전
          </NewWindowButton>
          <NewWindowButton size="s" variant="secondary" onClick={() => openShopPopup('restrict')}>
            구매 한도
          </NewWindowButton>
          {!partner && (
            <NewWindowButton size="s" variant="secondary" onClick={() => openShopPopup('sms')}>
              모바일 상점 문자
            </NewWindowButton>
          )}
        </>
      )}
      {tools && (
        <>
          <NewWindowButton size="s" variant="text" onClick={() => openShopPopup('guide')}>
            이용 안내
          </NewWindowButton>
          <Link to="/collectionBook">컬렉션북</Link>
        </>
      )}
    </Bar>
  );
}
