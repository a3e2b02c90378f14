// Today's dealer-fee discount (PO0030): the rate drawn for today, the discount so far and the cap.
import { openPlusLayer } from '../../../lib/openPlusLayer';
import { Button, ErrorState, MoneyText, Skeleton } from '@hanpan/platform';
import { Fields, Note, Stack } from '../../../ui/layout';
import { useDiscountDealerAmount } from '../hooks/useDiscountDealerAmount';

export function DealerDiscountToday({ onOpenGuide }: { onOpenGuide?: () => void }) {
  const q = useDiscountDealerAmount();
  if (q.isPending) return <Skeleton lines={3} />;
  if (q.isError) return <ErrorState error={q.error} onRetry={() => void q.refetch()} />;
  const d = q.data;
  return (
    <Stack $gap="m" data-testid="dealer-discount-today">
      {d.active && d.today ? (
        <Fields>
          <dt>오늘의 할인율</dt>
          <dd data-testid="dealer-rate"><strong>{d.today.discountRate}%</strong></dd>
          <dt>오늘 할인받은 딜러비</dt>
          <dd><MoneyText value={d.today.totalDiscountAmount} /></dd>
          <dt>하루 할인 한도</dt>
          <dd><MoneyText value={d.maxTotalDiscountAmount} /></dd>
        </Fields>
      ) : d.active ? (
        // (just after midnight, until the day's draw has run)
        <Note>오늘의 할인율을 정하고 있습니다. 잠시 뒤 이곳에 나타납니다.</Note>
      ) : (
        <Note>딜러비 할인 옵션에 가입하면 매일 0시(한국 시간)에 그날의 할인율(10~100%)이 정해집니다.</Note>
      )}
      <div>
        <Button variant="text" onClick={() => void openPlusLayer('plus-dealer-discount-probability')}>확률표 보기</Button>
        {onOpenGuide && <Button variant="text" onClick={onOpenGuide}>딜러비 할인 안내</Button>}
      </div>
    </Stack>
  );
}
