// Opens a keyed layer. From inside another layer (a '확률표 보기' link in the dealer layer) it opens
// over it: closing it (×, Escape, Back) comes back to that layer, its button still at hand (QA: the
// layer gave way and had to be opened again).
import { hanpanStore } from '@hanpan/platform';

export const openPlusLayer = (key: string, props?: Record<string, unknown>): Promise<boolean> =>
  hanpanStore.getState().openLayer(key, props, { over: true });
