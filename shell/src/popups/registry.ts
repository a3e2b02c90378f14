// Layers load when first opened: most pages never show one, so they stay out of the first load.
import { lazy } from 'react';
import { SHORTCUT_GUIDE_LAYER } from '../features/shortcut/shortcutApp';
import type { LayerRegistry } from './layers';

export const SHELL_LAYERS: LayerRegistry = {
  goldbox: lazy(() => import('../features/events/GoldboxLayer').then((m) => ({ default: m.GoldboxLayer }))),
  [SHORTCUT_GUIDE_LAYER]: lazy(() => import('../features/shortcut/ShortcutGuideLayer').then((m) => ({ default: m.ShortcutGuideLayer }))),
};
