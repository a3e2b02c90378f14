// /mobile/shop and /mobile/shop/money-avatar: the shop's mobile catalogue and hancoin charge
// (mfe_shop/mobile), each product opening its detail page; the add-to-home layer (3-day dismissal).
import { Link, type PortalRoute } from '@hanpan/platform';
import { useAddToHomeOffer } from '../features/shop/hooks/useAddToHomeOffer';
import { RemoteView } from '../features/remote/components/RemoteView';
import type { ShopCatalogueProps, ShopMobileModule } from '../lib/remoteModules';
import { Card, Chips, MobilePage, Stack } from '../ui/mobile';

const SECTIONS = [
  { key: 'BEST', title: 'BEST 상품' },
  { key: 'MONEY', title: '게임머니' },
  { key: 'AVATAR', title: '아바타' },
  { key: 'ITEM', title: '기능성 아이템' },
  { key: 'MINIGAME', title: '미니게임' },
  { key: 'ENDORPHIN', title: '엔돌핀 아바타' },
] as const;
const productHref = (p: { code: string }) => `/product/${encodeURIComponent(p.code)}`;

function Catalogue({ category }: { category: string }) {
  return <RemoteView<ShopMobileModule, ShopCatalogueProps> remote="mfe_shop" pick={(m) => m.MobileShopCatalogue} props={{ category, productHref }} loadingLabel="상품을 불러오는 중" />;
}

/**
 * A category chip takes the player to its section: the view and the focus (its heading), so a screen
 * reader reads where they are and the next Tab goes on inside it (QA: the focus stayed on the chip,
 * and Tab to the next chip scrolled back to the top).
 */
function goToSection(key: string): void {
  document.getElementById(`shop-${key}`)?.scrollIntoView({ behavior: 'smooth' });
  document.getElementById(`shop-${key}-title`)?.focus({ preventScroll: true });
}

export function ShopPage({ route }: { route: PortalRoute }) {
  useAddToHomeOffer();
  return (
    <MobilePage route={route} testId="mobile-shop">
      <Stack>
        <Card aria-labelledby="charge-title">
          <h2 id="charge-title">한코인 충전</h2>
          <RemoteView<ShopMobileModule, object> remote="mfe_shop" pick={(m) => m.MobileHancoinChargeButton} props={{}} loadingShape={{ lines: 1, lineHeight: '44px' }} />
        </Card>
        <Chips aria-label="상점 분류">
          {SECTIONS.map((s) => (
            <button key={s.key} type="button" onClick={() => goToSection(s.key)}>
              {s.title}
            </button>
          ))}
          <Link to="/mobile/shop/money-avatar">머니 아바타</Link>
        </Chips>
        {SECTIONS.map((s) => (
          <Card key={s.key} id={`shop-${s.key}`} aria-labelledby={`shop-${s.key}-title`}>
            <h2 id={`shop-${s.key}-title`} tabIndex={-1}>
              {s.title}
            </h2>
            <Catalogue category={s.key} />
          </Card>
        ))}
      </Stack>
    </MobilePage>
  );
}

export function MoneyAvatarPage({ route }: { route: PortalRoute }) {
  return (
    <MobilePage route={route}>
      <Card aria-label="머니 아바타">
        <p>아바타를 사면 게임머니가 함께 지급됩니다.</p>
        <Catalogue category="AVATAR" />
      </Card>
    </MobilePage>
  );
}
