// The layers the shop area owns: anyone opens them by key (`openLayer('restrict')`); the shell's
// popup host loads this remote's `./layers` on demand. The build publishes these declarations.
import { defineLayers } from '@hanpan/platform/routing';

export const SHOP_LAYERS = defineLayers('mfe_shop', [
  { key: 'restrict', header: '구매 한도 안내', size: 'm', dismissal: 'restrict' },
  { key: 'shop-add-to-home', header: '한판 바로가기', size: 's', dismissal: 'shopAddToHome' },
]);
