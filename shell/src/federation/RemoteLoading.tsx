// While a remote's page is on its way — the shell's parcel code (the first move to an area: chunks
// of ours), then the remote's own code — the loading frame names the page (its title; the area's
// name while the area's routes are unknown: QA, 컬렉션북 said '상점 화면'). Both waits are one: the
// second frame keeps the first one's clock (QA: 2–3.5 s of nothing while the shell's chunks came,
// the 400 ms counted only after them).
import { useEffect, useState } from 'react';
import { OWNER_LABELS, type RemoteName } from '@hanpan/platform';
import { LOADING_LINE_DELAY_MS, LoadingFrame } from '../features/common/LoadingFrame';

/** When the frame now on screen for a remote started waiting (the next one, mounted as it goes, reads it). */
const waitingSince = new Map<RemoteName, number>();

export function RemoteLoading({ remote, title }: { remote: RemoteName; title?: string }) {
  const [{ since, late }] = useState(() => {
    // one reading of the clock (two could straddle a millisecond: a first frame's delay 399 ms)
    const now = Date.now();
    const start = waitingSince.get(remote) ?? now;
    return { since: start, late: Math.max(0, LOADING_LINE_DELAY_MS - (now - start)) };
  });
  useEffect(() => {
    waitingSince.set(remote, since);
    return () => void waitingSince.delete(remote);
  }, [remote, since]);
  return <LoadingFrame what={`${title ?? OWNER_LABELS[remote]} 화면을`} late={late} testId="remote-loading" remote={remote} />;
}
