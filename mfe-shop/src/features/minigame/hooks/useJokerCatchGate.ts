// Opens Joker-catch (C703) for X/Z-Plus members, the refusal popup for everyone else.
import { browserGateDeps, hanpanStore, openPopupWindow, useNavigate } from '@hanpan/platform';
import { SHOP_POPUPS } from '../../purchase/lib/shopUrls';
import { openJokerCatchGate } from '../lib/jokerCatch';
import { useMainMembershipCode } from './useMainMembershipCode';

export function useJokerCatchGate() {
  const mainCode = useMainMembershipCode();
  const navigate = useNavigate();
  return () =>
    openJokerCatchGate({
      ...browserGateDeps(hanpanStore),
      mainCode,
      navigate: (path) => navigate(path),
      openJokerCatch: () => {
        if (!openPopupWindow(SHOP_POPUPS.jokerCatch.url, SHOP_POPUPS.jokerCatch.size, { name: 'hanpan_joker_catch', scrollbars: false })) {
          window.location.assign(SHOP_POPUPS.jokerCatch.url);
        }
      },
    });
}
