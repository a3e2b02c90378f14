// Before any payment: logged in (SPEC §5 login message and the login page) and, for the partner
// channel, not on macOS ('맥(Mac)OS 환경에서는 서비스를 지원하지 않습니다.').
import { useCallback } from 'react';
import { browserGateDeps, ensureLogin, ensurePaymentAllowed, hanpanStore } from '@hanpan/platform';

export function usePaymentGate(): () => Promise<boolean> {
  return useCallback(async () => {
    const deps = browserGateDeps(hanpanStore);
    if (!(await ensureLogin(deps))) return false;
    return ensurePaymentAllowed(deps);
  }, []);
}
