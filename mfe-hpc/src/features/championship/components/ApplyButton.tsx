// Apply to a championship: guests go through the login gate; members confirm first (an application
// cannot be taken back); the server's rule refusals (ERROR_RECRUIT_NOT_STARTED, ERROR_RECRUIT_ENDED,
// already applied) are shown as they are.
import type { HpcChampionship } from '@hanpan/contracts';
import { ApiError, browserGateDeps, ensureLogin, errorMessage, formatCount, hanpanStore, useHanpanStore } from '@hanpan/platform';
import { confirmApplication } from '../../../ui/confirmApplication';
import { GoldButton } from '../../../ui/hpcUi';
import { useHpcApply } from '../hooks/useHpcApply';

const RECRUIT_OVER = new Set(['ENTRY', 'IN_GAME', 'REBUY', 'ENDED']);

export function ApplyButton({ championship }: { championship: HpcChampionship }) {
  const apply = useHpcApply();
  // until the page knows who is logged in, a click would take a member for a guest
  const memberKnown = useHanpanStore((s) => s.global.memberResolved);
  const closed = RECRUIT_OVER.has(championship.phase);
  // before its window the server would only refuse (the card refetches the phase when it opens)
  const upcoming = championship.phase === 'UPCOMING';
  const label = championship.applied ? '참가 신청 완료' : closed ? '참가 신청 마감' : upcoming ? '신청 예정' : apply.isPending ? '신청 중…' : '참가 신청';

  const unavailable = championship.applied || closed || upcoming || apply.isPending || !memberKnown;

  const onClick = async () => {
    if (unavailable) return;
    const store = hanpanStore;
    if (!(await ensureLogin(browserGateDeps(store)))) return;
    await store.getState().runAction(`hpc-apply-${championship.id}`, async () => {
      if (!(await confirmApplication('참가 신청', `${championship.name}에 참가`))) return;
      try {
        const r = await apply.mutateAsync({ id: championship.id });
        await store.getState().alert({ header: '참가 신청 완료', body: `${championship.name} 참가 신청이 완료되었습니다. (현재 신청자 ${formatCount(r.applyCount)}명)` });
      } catch (e) {
        const header = e instanceof ApiError && e.kind === 'rule' ? '참가 신청 안내' : '참가 신청 실패';
        await store.getState().alert({ header, body: errorMessage(e) });
      }
    });
  };

  return (
    // aria-disabled, not disabled: the button keeps the focus when it turns into 참가 신청 완료 (a
    // disabled one drops it to the page's start once the completion alert gives it back)
    <GoldButton type="button" onClick={() => void onClick()} aria-disabled={unavailable} aria-describedby={`hpc-apply-count-${championship.id}`}>
      {label}
    </GoldButton>
  );
}
