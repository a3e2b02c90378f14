// What a layer component gets from the shell's popup host. A remote exposes `./layers`: a map from
// each key it declared (src/layers) to its component; the host loads it when the key is opened.
import type { ComponentType } from 'react';

export interface LayerContentProps {
  props: Record<string, unknown>;
  /** Ends the layer: true = accepted, false = dismissed. */
  resolve(value: boolean): void;
}

export type LayerComponents = Readonly<Record<string, ComponentType<LayerContentProps>>>;

/** The shape of a remote's exposed `./layers` module. */
export interface RemoteLayersModule {
  layers: LayerComponents;
}
