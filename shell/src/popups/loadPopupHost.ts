// The popup host and its dialog frames, a chunk of their own: most pages never open a popup, so it
// loads with the first one (ShellOverlays) — or ahead, when a popup window is idle (PopupLayout).
export const loadPopupHost = () => import(/* webpackChunkName: "popup-host" */ './PopupHost').then((m) => m.PopupHost);
