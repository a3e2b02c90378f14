// Opens a window popup centred on the screen with the SPEC §9 sizes.
import { POPUP_SIZES, type PopupSize, type PopupSizeKey } from '../constants/business';

export interface PopupWindowOptions {
  name?: string;
  scrollbars?: boolean;
}

export function popupFeatures(size: PopupSize, scrollbars = true): string {
  const hasScreen = typeof window !== 'undefined' && typeof window.screen !== 'undefined';
  const left = hasScreen ? Math.max(0, Math.round((window.screen.width - size.width) / 2)) : 0;
  const top = hasScreen ? Math.max(0, Math.round((window.screen.height - size.height) / 2)) : 0;
  return `width=${size.width},height=${size.height},left=${left},top=${top},scrollbars=${scrollbars ? 'yes' : 'no'},resizable=yes`;
}

export function openPopupWindow(
  url: string,
  size: PopupSizeKey | PopupSize = 'banner',
  options: PopupWindowOptions = {},
): Window | null {
  if (typeof window === 'undefined') return null;
  const resolved = typeof size === 'string' ? POPUP_SIZES[size] : size;
  const popup = window.open(url, options.name ?? '_blank', popupFeatures(resolved, options.scrollbars ?? true));
  popup?.focus();
  return popup;
}

/** True when this page runs in a window opened by another page of ours. */
export function isPopupWindow(): boolean {
  if (typeof window === 'undefined') return false;
  try {
    return !!window.opener && window.opener !== window && !window.opener.closed;
  } catch {
    return false;
  }
}
