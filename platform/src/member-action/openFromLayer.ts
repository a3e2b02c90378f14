/**
 * A layer's button that opens a portal window (openPopupOrGo): the layer closes over the popup. A
 * blocked popup takes this window there instead, and the layer is left open: closing it goes Back,
 * which cancelled that navigation (QA: '무료 충전 받기', '골드박스 열기' only closed the layer).
 */
export const openFromLayer = (openWindow: () => Window | null, resolve: (value: boolean) => void) => () => {
  if (openWindow()) resolve(true);
};
