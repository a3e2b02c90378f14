import type { LayoutProps } from './types';

/** No frame at all (mini-game popups that draw the whole window). */
export function NoneLayout({ children }: LayoutProps) {
  return <div data-layout="none">{children}</div>;
}
