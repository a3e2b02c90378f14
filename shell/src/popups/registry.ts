import { GoldboxLayer } from '../features/events/GoldboxLayer';
import { SHORTCUT_GUIDE_LAYER } from '../features/shortcut/shortcutApp';
import { ShortcutGuideLayer } from '../features/shortcut/ShortcutGuideLayer';
import type { LayerRegistry } from './layers';

export const SHELL_LAYERS: LayerRegistry = {
  goldbox: GoldboxLayer,
  [SHORTCUT_GUIDE_LAYER]: ShortcutGuideLayer,
};
