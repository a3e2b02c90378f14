// 가입하기 from the mobile catalogue: a guest logs in first; a member goes to the Plus join page,
// which itself leads a member with a main membership to the change instead.
import { useCallback } from 'react';
import { browserGateDeps, ensureLogin, hanpanStore, isLoggedIn, useNavigate } from '@hanpan/platform';

export const plusJoinHref = (code: string) => `/popup/plus/join?code=${encodeURIComponent(code)}`;

export function usePlusJoin(): (code: string) => Promise<void> {
  const navigate = useNavigate();
  return useCallback(
    async (code: string) => {
      if (!isLoggedIn(hanpanStore.getState())) {
        await ensureLogin(browserGateDeps(hanpanStore));
        return;
      }
      navigate(plusJoinHref(code));
    },
    [navigate],
  );
}
