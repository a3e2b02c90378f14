// The buy button of one product: Joker-catch goes through its membership gate and popup, every
// other product through the purchase gate and the payment popup.
import type { ShopProduct } from '@hanpan/contracts';
import { useJokerCatchGate } from '../../minigame/hooks/useJokerCatchGate';
import { isAvatar, isJokerCatch } from '../../catalog/lib/productInfo';
import { currentUrl } from '../lib/shopUrls';
import { usePurchase } from './usePurchase';

export function useProductBuy() {
  const { buy, pending } = usePurchase();
  const openJokerCatch = useJokerCatchGate();
  const buyOne = (p: ShopProduct) => (isJokerCatch(p) ? openJokerCatch() : buy({ products: [p], itemType: isAvatar(p) ? 'A' : undefined, returnUrl: currentUrl() }));
  const buyAvatars = (products: readonly ShopProduct[]) => buy({ products, itemType: 'A', returnUrl: currentUrl() });
  return { buyOne, buyAvatars, pending };
}
