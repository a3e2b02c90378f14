// Using an item from the inventory (SPEC §5): '아이템을 사용하시겠습니까?', then the sandbox use page
// (/use/{id} for mini-game items, /use/{id}/membership for membership items) in its popup.
import type { InventoryItem } from '@hanpan/contracts';
import { withParticle } from '@hanpan/contracts/korean';
import { hanpanStore, MESSAGES } from '@hanpan/platform';
import { shownMemberAddress } from '@hanpan/platform/member-action';
import { openPaymentPopup } from '../../purchase/lib/paymentPopup';

export type ItemUseOutcome = 'opened' | 'redirected' | 'cancelled' | 'not-usable';

export async function startItemUse(item: Pick<InventoryItem, 'name' | 'useUrl' | 'useType'>): Promise<ItemUseOutcome> {
  const state = hanpanStore.getState();
  if (!item.useUrl || !item.useType) {
    await state.alert(`${withParticle(item.name, '은')} 보관함에서 바로 사용하는 아이템이 아닙니다.`);
    return 'not-usable';
  }
  if (!(await state.confirm({ header: item.name, body: MESSAGES.confirmItemUse, submitText: '사용하기' }))) return 'cancelled';
  const size = item.useType === 'MEMBERSHIP' ? 'membershipItemUse' : 'payment';
  if (openPaymentPopup(item.useUrl, size, 'hanpan_item_use')) return 'opened';
  window.location.assign(shownMemberAddress(item.useUrl));
  return 'redirected';
}

/** The use action for buttons (the store's double-click guard around it). */
export function useItemUse() {
  return (item: Pick<InventoryItem, 'id' | 'name' | 'useUrl' | 'useType'>) => hanpanStore.getState().runAction(`shop.use.${item.id}`, () => startItemUse(item));
}
