// The key an open dialog's history entry carries in history.state (useBackClosesPopup). Start-up
// reads it too: a page reloaded while a layer was open is on that entry still, the layer gone.
export const LAYER_ENTRY_MARK = 'hanpanLayer';

export const layerEntryMarkOf = (state: unknown): unknown => (state && typeof state === 'object' ? (state as Record<string, unknown>)[LAYER_ENTRY_MARK] : undefined);
