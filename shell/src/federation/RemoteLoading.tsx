// While a remote's page is on its way — the shell's parcel code (the first move to an area: chunks
// of ours), then the remote's own code: an empty frame at first (a fast load shows no flash), then
// the Korean line saying what is loading over skeleton bars, so a slow network never looks like a
// blank page. Both waits are one: the second frame keeps the first one's clock (QA: 2–3.5 s of
// nothing while the shell's chunks came, the 400 ms counted only after them). The delay and the
// bars are CSS in the shell's page (index.html: .remote-waiting): in the first load's code, as the
// frame before the parcel's code is, they cost no script.
import { useEffect, useState, type CSSProperties } from 'react';
import { OWNER_LABELS, type RemoteName } from '@hanpan/platform';

/** How long a load may take before the skeleton shows. */
export const REMOTE_SKELETON_DELAY_MS = 400;

/** When the frame now on screen for a remote started waiting (the next one, mounted as it goes, reads it). */
const waitingSince = new Map<RemoteName, number>();

export function RemoteLoading({ remote }: { remote: RemoteName }) {
  const [{ since, late }] = useState(() => {
    const start = waitingSince.get(remote) ?? Date.now();
    return { since: start, late: Math.max(0, REMOTE_SKELETON_DELAY_MS - (Date.now() - start)) };
  });
  useEffect(() => {
    waitingSince.set(remote, since);
    return () => void waitingSince.delete(remote);
  }, [remote, since]);
  return (
    <div data-testid="remote-loading" data-remote={remote} aria-busy="true" className="remote-waiting" style={{ minHeight: 240, '--late': `${late}ms` } as CSSProperties}>
      <p role="status">{OWNER_LABELS[remote]} 화면을 불러오는 중입니다.</p>
    </div>
  );
}
