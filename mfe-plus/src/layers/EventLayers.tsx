// Layers a Plus page opens by itself (auto, 'do not show again' for one day — SPEC §9): the
// weekly-gold offer and today's dealer discount.
import type { LayerContentProps } from '@hanpan/platform';
import { NewWindowButton } from '@hanpan/platform';
import { Stack } from '../ui/layout';
import { openFromLayer } from '@hanpan/platform/member-action';
import { plusPopups } from '../features/benefits/lib/plusPopups';
import { DealerDiscountToday } from '../features/dealer-discount/components/DealerDiscountToday';
import { useWeeklyGold } from '../features/weekly-gold/hooks/useWeeklyGold';

export function WeeklyGoldLayer({ resolve }: LayerContentProps) {
  const wg = useWeeklyGold();
  const joined = wg.data?.membership.isJoined ?? false;
  return (
    <Stack $gap="m" data-layer="plus-weekly-gold">
      <p style={{ margin: 0, lineHeight: 1.6 }}>
        {joined ? '주간 골드 이용 중입니다. 이번 회차에 쌓인 골드를 확인해 보세요.' : '4주 동안 매주 골드가 쌓이는 주간 골드 멤버십을 만나 보세요. 골드 아이템으로 회차 골드를 더할 수도 있습니다.'}
      </p>
      <NewWindowButton onClick={openFromLayer(plusPopups.weeklyGold, resolve)}>{joined ? '주간 골드 보기' : '주간 골드 알아보기'}</NewWindowButton>
    </Stack>
  );
}

export function DealerLayer(_props: LayerContentProps) {
  return (
    <div data-layer="plus-dealer">
      <DealerDiscountToday />
    </div>
  );
}
