/// <reference path="./assets.d.ts" />
// Global reset. The self-hosted Korean web font (Pretendard dynamic-subset stylesheet: ~92
// unicode-range files, a page downloads only the glyph sets it uses) is NOT imported here: the
// shell build copies it and its index.html links it as a plain stylesheet (zero JavaScript,
// loaded once per page; remotes never pull it).
import { createGlobalStyle } from 'styled-components';

// Tabular figures: money, times and counts line up and take the same room in every font of the
// stack (the fallback's digits are scaled to them, shell/ui-font.cjs), so a number never rewraps a
// line when the web font arrives. Korean words are kept whole (keep-all), but one longer than its
// box — a member's text typed without spaces — breaks rather than widening the page (QA: a VIP
// voice of 1,000 letters made it 12,000 px wide). (Comments stay out of the CSS: that text ships
// in the bundle.)
export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.base};
    font-size: ${({ theme }) => theme.fontSizes.m};
    line-height: 1.5;
    font-variant-numeric: tabular-nums;
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.background};
    word-break: keep-all;
    overflow-wrap: break-word;
  }
  button, input, select, textarea { font: inherit; color: inherit; }
  a { color: ${({ theme }) => theme.colors.link}; }
  :focus-visible { outline: 3px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
  img { max-width: 100%; }
  [data-stale] { opacity: 0.5; }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; }
  }
`;
