// Opens the goldbox layer for event targets unless they dismissed it (1 day, per member).
import { useEffect, useRef } from 'react';
import { hanpanStore, layerDismissal, useHanpanStore } from '@hanpan/platform';
import { useGoldbox } from './hooks/useGoldbox';
import { useGoldboxLayerOpen } from './hooks/useGoldboxLayerOpen';

export function shouldShowGoldbox(status: { isTarget: boolean; isOpenedLayer: boolean } | undefined, memberNo: string | null): boolean {
  if (!status || !memberNo) return false;
  return status.isTarget && !status.isOpenedLayer && !layerDismissal.isDismissed('goldbox', memberNo);
}

export function useGoldboxLayer(): void {
  const memberNo = useHanpanStore((s) => s.member.memberNo);
  const goldbox = useGoldbox();
  const markOpened = useGoldboxLayerOpen();
  const shownFor = useRef<string | null>(null);
  const show = shouldShowGoldbox(goldbox.data, memberNo);
  useEffect(() => {
    if (!show || !memberNo || shownFor.current === memberNo) return;
    shownFor.current = memberNo;
    void hanpanStore
      .getState()
      .openLayer('goldbox', {}, { auto: true, dismissKey: memberNo })
      .then((opened) => {
        if (opened) markOpened.mutate();
      });
  }, [show, memberNo, markOpened]);
}
