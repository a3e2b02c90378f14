// Opens a keyed layer. From inside another layer (a '확률표 보기' link in the dealer layer) the open
// layer gives way first: the popup host shows one popup at a time and would otherwise queue it.
import { hanpanStore } from '@hanpan/platform';

export function openPlusLayer(key: string, props?: Record<string, unknown>): Promise<boolean> {
  const store = hanpanStore.getState();
  if (store.layer.current?.type === 'layer') store.closeLayer();
  return hanpanStore.getState().openLayer(key, props);
}
