// The shop's add-to-home layer, offered once per visit of the mobile shop; `auto` keeps it closed
// while the member's 3-day dismissal lasts (the layer's own `dismissal`, owned by mfe-shop). The
// dismissal is per member (SPEC §4), the key the PC shop and the add-to-home guide use too.
import { useEffect } from 'react';
import { hanpanStore, useHanpanStore } from '@hanpan/platform';

export const SHOP_ADD_TO_HOME_LAYER = 'shop-add-to-home';

export function useAddToHomeOffer(): void {
  const memberNo = useHanpanStore((s) => s.member.memberNo);
  useEffect(() => {
    void hanpanStore.getState().openLayer(SHOP_ADD_TO_HOME_LAYER, {}, { auto: true, dismissKey: memberNo ?? 'guest' });
  }, [memberNo]);
}
