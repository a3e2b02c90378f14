// /popup/goldbox: the goldbox event for targets: status and opening it (once per member), which
// gives one prize (game money, mileage or an item into 보관함) named in the result.
import { Button, ErrorState, formatDateTime, hanpanStore, Skeleton, useSingleAction, VisuallyHidden, type PortalRoute } from '@hanpan/platform';
import { useState } from 'react';
import type { GoldboxPrize } from '@hanpan/contracts';
import { useEventProcessor } from '../features/events/hooks/useEventProcessor';
import { useEventProcessorRun } from '../features/events/hooks/useEventProcessorRun';
import { goldboxOpenedMessage, goldboxReceivedMessage } from '../features/events/goldboxPrize';
import { alertMoveFailure } from '../features/common/errors';
import { Card } from '../features/common/ui';

const EVENT = 'goldbox';

export function GoldboxPopup({ route }: { route: PortalRoute }) {
  const status = useEventProcessor(EVENT, 'status');
  const run = useEventProcessorRun();
  const once = useSingleAction('goldbox.open');
  const r = status.data?.result;
  const [openedHere, setOpenedHere] = useState(false);
  const participate = async () => {
    try {
      // the opener's personal zone (money, mileage, items) refetches without a reload: the action's hook
      const opened = await run.mutateAsync({ name: EVENT, processorName: 'participate' });
      setOpenedHere(true);
      await hanpanStore.getState().alert({
        header: '골드박스',
        body: opened.prize ? goldboxReceivedMessage(opened.prize) : '골드박스를 열었습니다.',
      });
    } catch (error) {
      // opened meanwhile in another window (422): the refusal names that prize; the status read again
      // shows the opened state
      await alertMoveFailure(error, { failed: '골드박스', unknown: { unsure: '골드박스가 열렸는지', check: '골드박스 결과를' } }, () => status.refetch());
    }
  };
  const prize: GoldboxPrize | undefined = status.data?.prize;
  return (
    <div data-page={route.pageInfo.name} style={{ paddingTop: 14 }}>
      {/* the popup bar shows the title (not a heading): the page's own h1 is for screen readers */}
      <VisuallyHidden as="h1">{route.pageInfo.title}</VisuallyHidden>
      <Card>
        <h2>골드박스 이벤트</h2>
        {status.isError ? (
          <ErrorState error={status.error} onRetry={() => void status.refetch()} />
        ) : status.data === null ? (
          <p role="status">지금 진행 중인 골드박스 이벤트가 없습니다. 다음 이벤트를 기대해 주세요.</p>
        ) : !r ? (
          <Skeleton lines={3} />
        ) : (
          <>
            <p style={{ fontSize: 14 }}>
              기간: {formatDateTime(String(r.startDateTime))} ~ {formatDateTime(String(r.endDateTime))}
            </p>
            {!r.isTarget ? (
              <p role="status">이번 골드박스 이벤트는 초대받은 회원만 참여할 수 있습니다. 초대받은 회원에게는 로그인하면 홈에서 골드박스 안내가 열립니다. 다음 이벤트를 기대해 주세요.</p>
            ) : r.participated ? (
              <p role="status" data-testid="goldbox-done">
                {goldboxOpenedMessage(prize, openedHere)}
              </p>
            ) : !r.ongoing ? (
              <p role="status">진행 중인 이벤트가 아닙니다.</p>
            ) : (
              <>
                <p style={{ fontSize: 14 }}>게임머니, 마일리지, 미니게임 이용권 중 하나가 들어 있습니다. 골드박스는 이벤트 기간에 한 번 열 수 있습니다.</p>
                <Button block onClick={() => void once.run(participate)} busy={run.isPending || once.running}>
                  골드박스 열기
                </Button>
              </>
            )}
          </>
        )}
      </Card>
    </div>
  );
}
