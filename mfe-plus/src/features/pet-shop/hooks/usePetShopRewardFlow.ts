// '펫샵 보너스 받기': the reward, then its result or its refusal in a dialog. One flow at a time
// (useSingleAction, the store's runAction): a double click is one reward, and the button stays
// disabled from the first click until the flow's dialog closes.
import { useCallback } from 'react';
import { withParticle } from '@hanpan/contracts/korean';
import { formatKoreanMoney, useSingleAction } from '@hanpan/platform';
import { alertActionDone } from '@hanpan/platform/member-action';
import { alertMoneyActionError } from '../../../lib/ruleAlert';
import { PET_SHOP_ERRORS } from '../petShopErrorTexts';
import { usePetShopReward } from './usePetShopReward';

/** runAction name of the reward flow. */
export const PET_SHOP_REWARD_ACTION = 'plus.petShop.reward';

export function usePetShopRewardFlow() {
  const reward = usePetShopReward();
  const { mutateAsync } = reward;
  const { run, running } = useSingleAction(PET_SHOP_REWARD_ACTION);
  const take = useCallback(
    (useCount: number) =>
      run(async () => {
        try {
          const r = await mutateAsync({ useCount });
          const paid = formatKoreanMoney(r.paidMoney);
          await alertActionDone(r, { header: '펫샵 보너스', body: `보너스 머니 ${withParticle(paid, '을')} 받았습니다.\n남은 횟수 ${r.remainCount}회`, earlier: `펫샵 보너스 ${paid} 받기` });
          return r;
        } catch (e) {
          await alertMoneyActionError(e, PET_SHOP_ERRORS, '펫샵 보너스 받기 실패', { unsure: '펫샵 보너스를 받았는지', check: '남은 횟수와 보유 머니를' });
          return null;
        }
      }),
    [mutateAsync, run],
  );
  return { take, isPending: running || reward.isPending };
}
