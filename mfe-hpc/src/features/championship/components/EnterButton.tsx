// 대회 입장: an applicant's way into the championship room while entry is open (입장 시작 – 입장 마감),
// in the game's window as the home page's game launch opens it; a refusal in the server's words.
import type { HpcChampionship } from '@hanpan/contracts';
import { ApiError, errorMessage, hanpanStore } from '@hanpan/platform';
import { GoldButton } from '../../../ui/hpcUi';
import { useHpcEntry } from '../hooks/useHpcEntry';

/** Whether an applicant may enter at `now` (the server decides again). */
export const entryOpen = (c: Pick<HpcChampionship, 'applied' | 'entryStartTime' | 'entryEndTime'>, now: number): boolean =>
  c.applied === true && Date.parse(c.entryStartTime) <= now && now < Date.parse(c.entryEndTime);

export function EnterButton({ championship }: { championship: HpcChampionship }) {
  const entry = useHpcEntry();
  const onClick = () =>
    hanpanStore.getState().runAction(`hpc-entry-${championship.id}`, async () => {
      try {
        const launch = await entry.mutateAsync({ id: championship.id });
        const win = window.open(launch.url, `hanpan_game_${launch.gameId}`);
        if (!win) window.location.assign(launch.url);
      } catch (e) {
        // (a page showing another member than the one logged in says so itself)
        if (e instanceof ApiError && e.kind === 'otherMember') return;
        await hanpanStore.getState().alert({ header: '대회 입장', body: errorMessage(e) });
      }
    });
  return (
    <GoldButton type="button" onClick={() => void onClick()} aria-disabled={entry.isPending} aria-describedby={`hpc-apply-count-${championship.id}`}>
      {entry.isPending ? '입장 중…' : '대회 입장'}
    </GoldButton>
  );
}
