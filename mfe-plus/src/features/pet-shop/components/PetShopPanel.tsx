// The Plus pet shop (/popup/plus/pet and the pet-shop layer): the pet with its items (dress and
// undress, at most 2), the reward per use and its bonus, the period's rewards and the option's
// total bonus. Every refusal shows its Korean title and text. One click = one request: while an
// item is being dressed or undressed every item button waits (disabled, the clicked one busy).
import { useId, useState } from 'react';
import type { PetShopState } from '@hanpan/contracts';
import { ActionButton, Button, EmptyState, ErrorState, formatDate, hanpanStore, isRuleError, MoneyText, parseMoney, Skeleton } from '@hanpan/platform';
import { ruleErrorText } from '../../../lib/ruleAlert';
import { Badge, Card, Fields, Muted, Row, Stack } from '../../../ui/layout';
import { DRESS_FAILED, MAX_DRESSED_PET_ITEMS, PET_SHOP_ERRORS, UNDRESS_FAILED } from '../petShopErrorTexts';
import { usePetShop } from '../hooks/usePetShop';
import { usePetShopDress } from '../hooks/usePetShopDress';
import { usePetShopRewardFlow } from '../hooks/usePetShopRewardFlow';
import { usePetShopTotalBonus } from '../hooks/usePetShopTotalBonus';
import { usePetShopUndress } from '../hooks/usePetShopUndress';

/** runAction name of dressing or undressing one item. */
export const petItemAction = (itemCode: string) => `plus.petShop.item.${itemCode}`;

export interface PetShopPanelProps {
  /** without the option: where to learn about it */
  onOpenGuide?: () => void;
}

export function PetShopPanel({ onOpenGuide }: PetShopPanelProps) {
  const pet = usePetShop();
  if (pet.isPending) return <Skeleton lines={8} />;
  if (pet.isError) {
    // no pet option (ERROR_INIT_FAIL) is a state to explain, not a failure to retry
    if (isRuleError(pet.error, 'ERROR_INIT_FAIL')) {
      return (
        <EmptyState message="플러스 펫샵 옵션에 가입하면 펫을 키우고 매달 펫샵 보너스 머니를 받을 수 있습니다.">
          {onOpenGuide && <Button style={{ marginTop: 12 }} onClick={onOpenGuide}>펫샵 알아보기</Button>}
        </EmptyState>
      );
    }
    return <ErrorState error={pet.error} onRetry={() => void pet.refetch()} />;
  }
  return <PetShopView state={pet.data} />;
}

function PetShopView({ state }: { state: PetShopState }) {
  const dress = usePetShopDress();
  const undress = usePetShopUndress();
  const reward = usePetShopRewardFlow();
  const total = usePetShopTotalBonus(state.optionMembershipId);
  const [count, setCount] = useState(1);
  const usedId = useId();
  const itemActions = state.items.map((i) => petItemAction(i.itemCode));
  const dressedCount = state.items.filter((i) => i.dressed).length;
  // two worn: 입히기 waits for one to come off, saying so (the server refuses a third anyway)
  const full = dressedCount >= MAX_DRESSED_PET_ITEMS;
  const fullNoteId = useId();
  const bonusPercent = state.items.filter((i) => i.dressed).reduce((s, i) => s + i.bonusPercent, 0);

  const toggle = async (itemCode: string, dressed: boolean) => {
    try {
      await (dressed ? undress : dress).mutateAsync({ itemCode });
    } catch (e) {
      // the title names what was asked (착용 / 해제), whatever the code; the text is the code's
      const header = dressed ? UNDRESS_FAILED : DRESS_FAILED;
      await hanpanStore.getState().alert({ header, body: ruleErrorText(e, PET_SHOP_ERRORS, header).message });
    }
  };
  // what can be taken now comes from the state (refreshed from the reward's answer): none left, nothing to choose
  const remain = Math.max(0, state.remainCount);
  const useCount = Math.min(count, remain);

  return (
    <Stack $gap="m" data-testid="pet-shop">
      <Row style={{ justifyContent: 'space-between' }}>
        <h2 style={{ margin: 0, fontSize: 18 }}>
          <span data-testid="pet-name">{state.petName}</span>
        </h2>
        <Badge $tone="primary">{state.optionName}</Badge>
      </Row>
      <Card aria-label="펫 아이템">
        <h3>
          펫 아이템 <Muted>({dressedCount}/{MAX_DRESSED_PET_ITEMS} 착용)</Muted>
        </h3>
        <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 6 }}>
          {state.items.map((i) => (
            <li key={i.itemCode} data-item={i.itemCode} style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 8 }}>
              <span>
                {i.name} <Muted>+{i.bonusPercent}%</Muted> {i.dressed && <Badge $tone="success">착용 중</Badge>}
              </span>
              <ActionButton
                size="s"
                variant={i.dressed ? 'secondary' : 'primary'}
                action={petItemAction(i.itemCode)}
                waitFor={itemActions}
                onAction={() => toggle(i.itemCode, i.dressed)}
                disabled={full && !i.dressed}
                aria-describedby={full && !i.dressed ? fullNoteId : undefined}
                aria-label={`${i.name} ${i.dressed ? '벗기기' : '입히기'}`}
              >
                {i.dressed ? '벗기기' : '입히기'}
              </ActionButton>
            </li>
          ))}
        </ul>
        {full && (
          <Muted id={fullNoteId} data-testid="pet-items-full">
            펫 아이템은 {MAX_DRESSED_PET_ITEMS}개까지 착용할 수 있습니다. 다른 아이템을 입히려면 먼저 하나를 벗겨 주세요.
          </Muted>
        )}
      </Card>
      <Fields>
        <dt>1회 보너스</dt>
        <dd data-testid="pet-reward-money"><MoneyText value={state.rewardMoneyPerUse} emphasis /> {bonusPercent > 0 && <Muted>(아이템 +{bonusPercent}%)</Muted>}</dd>
        <dt>이번 기간 보너스</dt>
        <dd data-testid="pet-reward-remain">{remain}회 남음 / {state.totalCount}회</dd>
        <dt>다음 혜택일</dt>
        <dd>{state.nextBenefitSchedule ? formatDate(state.nextBenefitSchedule) : '-'}</dd>
        <dt>옵션 누적 보너스</dt>
        <dd data-testid="pet-total-bonus"><TotalBonus value={total.data?.totalBonusMoney} /></dd>
      </Fields>
      {remain === 0 ? (
        // nothing to choose: the state in words, not a '0회' to pick
        <>
          <Muted id={usedId} data-testid="pet-reward-used">이번 혜택 기간의 펫샵 보너스를 모두 받았습니다. 다음 혜택일에 다시 받을 수 있습니다.</Muted>
          <Button block disabled aria-describedby={usedId}>펫샵 보너스 받기</Button>
        </>
      ) : (
        <Row>
          <label>
            받을 횟수{' '}
            <select value={useCount} onChange={(e) => setCount(Number(e.target.value))} disabled={remain <= 1}>
              {Array.from({ length: remain }, (_, i) => i + 1).map((n) => <option key={n} value={n}>{n}회</option>)}
            </select>
          </label>
          <Button style={{ flex: 1 }} busy={reward.isPending} onClick={() => void reward.take(useCount)}>펫샵 보너스 받기</Button>
        </Row>
      )}
    </Stack>
  );
}

/** The option's bonus so far: money in 억 units like the rest, and words (not a bare 0) before the first. */
function TotalBonus({ value }: { value: string | undefined }) {
  const amount = value === undefined ? null : parseMoney(value);
  if (amount === null) return <>-</>;
  if (amount <= 0n) return <Muted>아직 받은 보너스 없음</Muted>;
  return <MoneyText value={amount} />;
}
