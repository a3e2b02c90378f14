// 가입하기 / 변경하기 from the mobile catalogue: a guest logs in first; a member goes to the Plus join
// page, or, holding a main membership already (the catalogue's 변경하기), straight to the change page
// (the join page would only send them on).
import { useCallback } from 'react';
import { browserGateDeps, ensureLogin, hanpanStore, isLoggedIn, useMobilePersonalState, useNavigate } from '@hanpan/platform';

export const plusJoinHref = (code: string) => `/popup/plus/join?code=${encodeURIComponent(code)}`;
export const plusChangeHref = (code: string) => `/popup/plus/change?code=${encodeURIComponent(code)}`;

export function usePlusJoin(): (code: string) => Promise<void> {
  const navigate = useNavigate();
  const holdsMain = !!useMobilePersonalState().data?.mainMembershipId;
  return useCallback(
    async (code: string) => {
      if (!isLoggedIn(hanpanStore.getState())) {
        await ensureLogin(browserGateDeps(hanpanStore));
        return;
      }
      navigate(holdsMain ? plusChangeHref(code) : plusJoinHref(code));
    },
    [navigate, holdsMain],
  );
}
