// What a guest is told a page gives after logging in ('로그인하면 …'). A partner member whose login
// needs a step first (SPEC §3 NEED_ACTION) is logged in: told that step instead, with its button —
// a page that names the step also starts it (QA: closed once, the step had no way back), with no
// notice first: the page already said it (QA: two clicks).
import { browserGateDeps, hanpanStore, loginActionText, needsLoginAction, runLoginAction, useHanpanStore } from '@hanpan/platform';

export interface LoginHint {
  text: string;
  /** the partner's step: its button's words and what it runs (null for a guest: the header logs in) */
  step: { button: string; run(): void } | null;
}

export function useLoginHint(gives: string): LoginHint {
  const needsAction = useHanpanStore(needsLoginAction);
  const words = loginActionText(useHanpanStore((s) => s.member.loginStatus));
  if (!needsAction) return { text: `로그인하면 ${gives}`, step: null };
  return {
    text: `${words.message} 마치고 나면 ${gives}`.trim(),
    step: { button: words.button, run: () => void runLoginAction(browserGateDeps(hanpanStore), { start: true }) },
  };
}
