// 가입하기 / 변경하기 from the mobile catalogue: a guest logs in first; a member gets the Plus join
// page, or, holding a main membership already (the catalogue's 변경하기), the change page at once
// (the join page would only send them on), in a window of its own (openPlusPaymentPage).
import { useCallback } from 'react';
import { browserGateDeps, ensureLogin, hanpanStore, isLoggedIn, useMobilePersonalState } from '@hanpan/platform';
import { openPlusPaymentPage } from '../lib/openPlusPaymentPage';

export const plusJoinHref = (code: string) => `/popup/plus/join?code=${encodeURIComponent(code)}`;
export const plusChangeHref = (code: string) => `/popup/plus/change?code=${encodeURIComponent(code)}`;

export function usePlusJoin(): (code: string) => Promise<void> {
  const holdsMain = !!useMobilePersonalState().data?.mainMembershipId;
  return useCallback(
    async (code: string) => {
      if (!isLoggedIn(hanpanStore.getState())) {
        await ensureLogin(browserGateDeps(hanpanStore));
        return;
      }
      // (still inside the tap: a popup blocker lets the window through)
      if (holdsMain) openPlusPaymentPage(plusChangeHref(code), 'changePayment');
      else openPlusPaymentPage(plusJoinHref(code));
    },
    [holdsMain],
  );
}
