// '가입하기' anywhere: a guest is asked to log in first (then comes back to this page); a member who
// already has a main membership is led to the change popup instead of a second join.
import { useCallback } from 'react';
import { browserGateDeps, ensureLogin, hanpanStore, isLoggedIn, isMainMembershipJoined } from '@hanpan/platform';
import { plusPopups } from '../../benefits/lib/plusPopups';
import { useMembershipMe } from '../../membership/hooks/useMembershipMe';

export function useJoinEntry(): (code?: string | null) => Promise<void> {
  const me = useMembershipMe();
  const mainCode = me.data?.mainCode;
  return useCallback(
    async (code?: string | null) => {
      if (!isLoggedIn(hanpanStore.getState())) {
        await ensureLogin(browserGateDeps(hanpanStore));
        return;
      }
      if (isMainMembershipJoined({ mainCode })) {
        const go = await hanpanStore.getState().confirm({
          header: '멤버십 변경',
          body: '이미 이용 중인 플러스 멤버십이 있습니다.\n다른 멤버십은 멤버십 변경으로 이용할 수 있습니다. 변경 화면으로 이동할까요?',
          submitText: '변경하기',
        });
        if (go) plusPopups.change(code);
        return;
      }
      plusPopups.join(code);
    },
    [mainCode],
  );
}
