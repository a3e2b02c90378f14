// /popup/goldbox: the goldbox event for targets: status and taking part (once per member).
import { Button, ErrorState, formatDateTime, hanpanStore, Skeleton, type PortalRoute } from '@hanpan/platform';
import { useEventProcessor } from '../features/events/hooks/useEventProcessor';
import { useEventProcessorRun } from '../features/events/hooks/useEventProcessorRun';
import { actionErrorMessage } from '../features/common/errors';
import { Card } from '../features/common/ui';

const EVENT = 'goldbox';

export function GoldboxPopup({ route }: { route: PortalRoute }) {
  const status = useEventProcessor(EVENT, 'status');
  const run = useEventProcessorRun();
  const r = status.data?.result;
  const participate = async () => {
    try {
      await run.mutateAsync({ name: EVENT, processorName: 'participate' });
      await hanpanStore.getState().alert({ header: '골드박스', body: '골드박스를 열었습니다! 선물은 보관함에서 확인하세요.' });
    } catch (error) {
      const { title, message } = actionErrorMessage(error);
      await hanpanStore.getState().alert({ header: title ?? '골드박스', body: message });
    }
  };
  return (
    <div data-page={route.pageInfo.name} style={{ paddingTop: 14 }}>
      <Card>
        <h2>골드박스 이벤트</h2>
        {status.isError ? (
          <ErrorState error={status.error} onRetry={() => void status.refetch()} />
        ) : !r ? (
          <Skeleton lines={3} />
        ) : (
          <>
            <p style={{ fontSize: 14 }}>
              기간: {formatDateTime(String(r.startDateTime))} ~ {formatDateTime(String(r.endDateTime))}
            </p>
            {!r.isTarget ? (
              <p role="status">이번 골드박스 이벤트 대상이 아닙니다. 다음 이벤트를 기대해 주세요.</p>
            ) : r.participated ? (
              <p role="status" data-testid="goldbox-done">이미 골드박스를 열었습니다. 참여해 주셔서 감사합니다.</p>
            ) : !r.ongoing ? (
              <p role="status">진행 중인 이벤트가 아닙니다.</p>
            ) : (
              <Button block onClick={() => void participate()} disabled={run.isPending}>
                골드박스 열기
              </Button>
            )}
          </>
        )}
      </Card>
    </div>
  );
}
