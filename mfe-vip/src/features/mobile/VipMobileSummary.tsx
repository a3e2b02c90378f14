// The VIP state for the mobile site: the same gate (guest, VIP closed, loading, failure) and summary
// as the PC pages, without the PC window-popup buttons.
import { VipGate } from '../access/components/VipGate';
import { VipSummary } from '../grade/components/VipSummary';

export function VipMobileSummary() {
  return <VipGate>{(b) => <VipSummary benefits={b} variant="mobile" />}</VipGate>;
}
