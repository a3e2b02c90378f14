// The one popup host of the page: renders the store's current alert / confirm / layer with the
// shared frames. Remotes never draw dialogs themselves; they call the store actions.
import { Suspense, useEffect } from 'react';
import { hanpanStore, selectCurrentPopup, useHanpanStore } from '@hanpan/platform';
import { AlertFrame, ConfirmFrame, LayerFrame } from '@hanpan/platform/dialogs';
import type { LayerRegistry } from './layers';
import { SHELL_LAYERS } from './registry';

export function PopupHost({ layers = SHELL_LAYERS }: { layers?: LayerRegistry }) {
  const current = useHanpanStore(selectCurrentPopup);
  const Layer = current?.type === 'layer' && current.key ? layers[current.key] : undefined;
  const unknownLayer = current?.type === 'layer' && !Layer;

  useEffect(() => {
    if (!unknownLayer || !current) return;
    // An unknown key only logs a warning and shows nothing (SPEC §2).
    console.warn(`[popup] 알 수 없는 레이어: ${current.key ?? ''}`);
    hanpanStore.getState().resolvePopup(false);
  }, [unknownLayer, current]);

  if (!current) return null;
  const resolve = (value: boolean) => hanpanStore.getState().resolvePopup(value);
  if (current.type === 'alert') {
    return (
      <AlertFrame
        key={current.id}
        header={current.header || undefined}
        body={current.body}
        submitText={current.submitText}
        footerButtons={current.footerButtons}
        size={current.size}
        onSubmit={() => resolve(true)}
      />
    );
  }
  if (current.type === 'confirm') {
    return (
      <ConfirmFrame
        key={current.id}
        header={current.header || undefined}
        body={current.body}
        submitText={current.submitText}
        cancelText={current.cancelText}
        footerButtons={current.footerButtons}
        size={current.size}
        onSubmit={() => resolve(true)}
        onCancel={() => resolve(false)}
      />
    );
  }
  if (!Layer) return null;
  return (
    <LayerFrame
      key={current.id}
      header={current.header || undefined}
      size={current.size}
      footerButtons={current.footerButtons}
      onClose={() => resolve(false)}
      ariaLabel={current.key ?? undefined}
    >
      {current.body}
      <Suspense fallback={null}>
        <Layer props={current.props} resolve={resolve} />
      </Suspense>
    </LayerFrame>
  );
}
