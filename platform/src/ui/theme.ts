// Design tokens. Text/background pairs meet WCAG AA (>= 4.5:1), checked in kit.test.tsx
// (with `contrastRatio` of '@hanpan/platform/testing': tests only, not in the page's singleton).

/** The portal's layout widths (px): at or below each one, that class of screen's layout applies. */
const BREAKPOINTS = {
  /** WCAG's reflow width (a phone at 200 % zoom): frames give the text their padding back */
  reflow: 320,
  /** small phones: grids go to two or one per row */
  smallPhone: 480,
  /** phones and portrait tablets: one column, rows that wrap */
  mobile: 768,
  /** narrow windows and landscape tablets: side columns move under the main one */
  narrow: 900,
} as const;
type Breakpoint = keyof typeof BREAKPOINTS;

const mapBreakpoints = <T>(fn: (px: number) => T) =>
  Object.fromEntries(Object.entries(BREAKPOINTS).map(([name, px]) => [name, fn(px)])) as Record<Breakpoint, T>;

/**
 * `@media` conditions for the widths up to each breakpoint: `${upTo.mobile} { … }` inside a styled
 * template (a plain string, so the component's CSS stays static).
 */
export const upTo = mapBreakpoints((px) => `@media (max-width: ${px}px)`);

export const theme = {
  colors: {
    text: '#1b1d21',
    textSecondary: '#4f5561',
    textInverse: '#ffffff',
    background: '#ffffff',
    surface: '#ffffff',
    surfaceMuted: '#f3f4f6',
    border: '#d1d5db',
    borderStrong: '#6b7280',
    primary: '#1d4ed8',
    primaryHover: '#1e40af',
    onPrimary: '#ffffff',
    secondary: '#e5e7eb',
    secondaryHover: '#d1d5db',
    onSecondary: '#1b1d21',
    danger: '#b91c1c',
    onDanger: '#ffffff',
    success: '#15803d',
    money: '#a3470a',
    link: '#1d4ed8',
    focus: '#1d4ed8',
    overlay: 'rgba(17, 24, 39, 0.6)',
    skeleton: '#e5e7eb',
    skeletonHighlight: '#f3f4f6',
  },
  fonts: {
    base: "'Pretendard Variable', 'Pretendard Fallback', Pretendard, -apple-system, BlinkMacSystemFont, 'Apple SD Gothic Neo', 'Malgun Gothic', sans-serif",
  },
  fontSizes: { xs: '12px', s: '13px', m: '14px', l: '16px', xl: '20px', xxl: '24px' },
  fontWeights: { regular: 400, medium: 500, bold: 700 },
  space: { xxs: '2px', xs: '4px', s: '8px', m: '12px', l: '16px', xl: '24px', xxl: '32px' },
  radii: { s: '4px', m: '8px', l: '12px', pill: '999px' },
  layerWidths: { s: '320px', m: '440px', l: '560px' },
  zIndex: { layer: 1000, tooltip: 1100 },
  breakpoints: mapBreakpoints((px) => `${px}px`),
} as const;

export type HanpanTheme = typeof theme;

declare module 'styled-components' {
  export interface DefaultTheme extends HanpanTheme {}
}
