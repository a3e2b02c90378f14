// Layer popups the shell can show, by key (store.openLayer(key, props)).
import type { ComponentType } from 'react';

export interface LayerContentProps {
  props: Record<string, unknown>;
  /** Ends the layer: true = accepted, false = dismissed. */
  resolve(value: boolean): void;
}

export type LayerRegistry = Readonly<Record<string, ComponentType<LayerContentProps>>>;
