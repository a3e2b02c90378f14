// The goldbox layer's opener, mounted on the home page for members only: in a chunk of its own,
// so guests never download the event's queries and rules.
import { useGoldboxLayer } from './useGoldboxLayer';

export function GoldboxLayerOpener(): null {
  useGoldboxLayer();
  return null;
}
