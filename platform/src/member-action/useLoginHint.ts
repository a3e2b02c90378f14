// What a guest is told a page gives after logging in ('로그인하면 …'). A partner member whose login
// needs a step first (SPEC §3 NEED_ACTION) is logged in: told that step instead of to log in.
import { loginActionText, needsLoginAction, useHanpanStore } from '@hanpan/platform';

export function useLoginHint(gives: string): string {
  const needsAction = useHanpanStore(needsLoginAction);
  const step = loginActionText(useHanpanStore((s) => s.member.loginStatus));
  return needsAction ? `${step.message} 그다음 ${gives}`.trim() : `로그인하면 ${gives}`;
}
