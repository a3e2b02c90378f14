// The shop's add-to-home layer on the mobile shop, offered by the shop itself (mfe_shop/mobile's
// `offerAddToHome`): one offer per page load across the mobile shop and its product pages (a layer
// closed with × stays closed), its 3-day dismissal per member (SPEC §4) owned by the shop too.
import { useEffect } from 'react';
import { useHanpanStore } from '@hanpan/platform';
import type { ShopMobileModule } from '../../../lib/remoteModules';
import { useRemoteModule } from '../../remote/hooks/useRemoteModule';

export function useAddToHomeOffer(): void {
  const memberNo = useHanpanStore((s) => s.member.memberNo);
  const shop = useRemoteModule<ShopMobileModule>('mfe_shop').data;
  useEffect(() => shop?.offerAddToHome(memberNo), [shop, memberNo]);
}
