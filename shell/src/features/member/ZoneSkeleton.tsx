// The personal zone while it loads: about the login box's height (the answer for most first
// visits), so the cards below stay put.
import { Skeleton } from '@hanpan/platform';
import { Card } from '../common/ui';

export function ZoneSkeleton() {
  return (
    <Card aria-busy="true">
      <Skeleton lines={6} />
    </Card>
  );
}
