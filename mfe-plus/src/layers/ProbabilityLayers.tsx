// The published random-draw probability tables (dealer discount, lucky flip): public, no login.
import { ProbabilityTableView } from '../features/lucky-flip/components/ProbabilityTableView';
import { LayerBody } from './LayerBody';

export function DealerProbabilityLayer() {
  return (
    <LayerBody layerKey="plus-dealer-discount-probability">
      <ProbabilityTableView kind="dealer-discount" />
    </LayerBody>
  );
}

export function LuckyFlipProbabilityLayer() {
  return (
    <LayerBody layerKey="plus-lucky-flip-probability">
      <ProbabilityTableView kind="lucky-flip" />
    </LayerBody>
  );
}
