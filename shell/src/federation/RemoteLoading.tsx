// While a remote's code is on its way: an empty frame at first (a fast load shows no flash), then a
// skeleton saying what is loading, so a slow network never looks like a blank page.
import { OWNER_LABELS, Skeleton, type RemoteName } from '@hanpan/platform';
import { useTimePassed } from '../features/common/useTimePassed';

/** How long a load may take before the skeleton shows. */
export const REMOTE_SKELETON_DELAY_MS = 400;

export function RemoteLoading({ remote }: { remote: RemoteName }) {
  const slow = useTimePassed(REMOTE_SKELETON_DELAY_MS);
  return (
    <div data-testid="remote-loading" data-remote={remote} aria-busy="true" style={{ minHeight: 240 }}>
      {slow && (
        <div style={{ paddingTop: 24 }}>
          <Skeleton lines={6} lineHeight="20px" label={`${OWNER_LABELS[remote]} 화면을 불러오는 중입니다.`} />
        </div>
      )}
    </div>
  );
}
