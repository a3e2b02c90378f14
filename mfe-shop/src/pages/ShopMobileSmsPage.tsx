// /popup/shop/shop-mobile-sms (PC popup) and /mobile/popup/shop-mobile-sms (mobile popup layout):
// get the mobile shop's address or the classic app link by SMS.
import { type PortalRoute } from '@hanpan/platform';
import { MobileSmsForm } from '../features/mobile-sms/components/MobileSmsForm';
import { PopupPage } from './RestrictPopup';

export function ShopMobileSmsPage({ route }: { route: PortalRoute }) {
  return (
    <PopupPage data-page={route.pageInfo.name} data-owner={route.owner}>
      <h1>{route.pageInfo.title}</h1>
      <p style={{ margin: 0 }}>휴대폰으로 한판 모바일 상점 주소를 받아 어디서나 아바타와 머니를 구매하세요.</p>
      <MobileSmsForm />
    </PopupPage>
  );
}
