// Benefit popups: bankbook (390×600) and the pet shop.
import { useNavigate, type PortalRoute } from '@hanpan/platform';
import { BankbookPanel } from '../../features/bankbook/components/BankbookPanel';
import { PetShopPanel } from '../../features/pet-shop/components/PetShopPanel';
import { PopupBody } from '../../ui/layout';
import { openInPortal } from '@hanpan/platform/address';

export function BankbookPopup(_props: { route: PortalRoute }) {
  const navigate = useNavigate();
  return <BankbookPanel onOpenPage={(href) => openInPortal(href, navigate)} onOpenPopup={(href) => navigate(href)} />;
}

export function PetPopup(_props: { route: PortalRoute }) {
  const navigate = useNavigate();
  return (
    <PopupBody>
      <PetShopPanel onOpenGuide={() => openInPortal('/plus/guide/option/pet', navigate)} />
    </PopupBody>
  );
}
