// '이번 회차에 사용' of a gold membership item (SPEC §5): asks '아이템을 사용하시겠습니까?' as the shop's
// inventory does, and only a yes opens the sandbox use page; one run per item at a time.
import { useCallback } from 'react';
import { hanpanStore, MESSAGES } from '@hanpan/platform';
import { paymentUrls } from '../../payment/lib/paymentUrls';
import { openPaymentWindow } from '../../payment/lib/paymentWindow';

export function useGoldItemUse(): (item: { id: number; name: string }) => Promise<void> {
  return useCallback(
    (item) =>
      hanpanStore.getState().runAction(`plus.weeklyGold.use.${item.id}`, async () => {
        const yes = await hanpanStore.getState().confirm({ header: item.name, body: MESSAGES.confirmItemUse, submitText: '사용하기' });
        if (yes) openPaymentWindow(paymentUrls.useGoldItem(item.id, null), 'membershipItemUse');
      }),
    [],
  );
}
