// How an inventory item is used (one rule for the inventory list and the product page):
// mini-game items through /use/{id}, membership items through /use/{id}/membership.
import type { InventoryItem } from '@hanpan/contracts';
import { MINI_GAMES } from '../../sandbox/fulfilments.js';

export function useTypeOf(item: { productCode: string; isMembershipItem: boolean }): InventoryItem['useType'] {
  if (item.isMembershipItem) return 'MEMBERSHIP';
  return MINI_GAMES[item.productCode] ? 'ITEM' : null;
}

export function useUrlOf(item: { id: number; productCode: string; isMembershipItem: boolean }): string | null {
  const type = useTypeOf(item);
  const code = encodeURIComponent(item.productCode);
  if (type === 'MEMBERSHIP') return `/use/${item.id}/membership?clientType=W&code=${code}`;
  if (type === 'ITEM') return `/use/${item.id}?clientType=W&code=${code}`;
  return null;
}
