// Dialog frames of the shell's popup host, a separate singleton entry ('@hanpan/platform/dialogs'):
// loaded when the first popup opens, not on every page. Remotes open popups through the store.
export * from './useFocusTrap';
export * from './DialogFrame';
export * from './AlertFrame';
export * from './ConfirmFrame';
export * from './LayerFrame';
