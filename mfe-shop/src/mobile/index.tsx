// Exposed as `mfe_shop/mobile`: what the mobile site (m.localhost/mobile/shop, another remote) shows
// of the shop, through `loadRemoteModule('mfe_shop', 'mobile')`. Plain props only; the components
// use the page's platform singletons (store, QueryClient, popup host), so they need the area
// providers the mobile remote already renders.
export { MobileShopCatalogue, type MobileShopCatalogueProps } from './MobileShopCatalogue';
export { MobileHancoinChargeButton, type MobileHancoinChargeButtonProps } from './MobileHancoinChargeButton';
export { offerAddToHome } from '../features/purchase/lib/offerLayer';
