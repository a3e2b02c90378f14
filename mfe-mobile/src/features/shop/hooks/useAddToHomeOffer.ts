// The shop's add-to-home layer, offered once per visit of the mobile shop; `auto` keeps it closed
// while the member's 3-day dismissal lasts (the layer's own `dismissal`, owned by mfe-shop).
import { useEffect } from 'react';
import { hanpanStore } from '@hanpan/platform';

export const SHOP_ADD_TO_HOME_LAYER = 'shop-add-to-home';

export function useAddToHomeOffer(): void {
  useEffect(() => {
    void hanpanStore.getState().openLayer(SHOP_ADD_TO_HOME_LAYER, {}, { auto: true });
  }, []);
}
