// Accessibility of a page a journey opens: axe-core (WCAG 2.x A/AA rules) finds no serious or
// critical violation. The message lists each violation with the first nodes, so a failure says what.
import axe from 'axe-core';
import { expect, type Page } from '@playwright/test';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const AXE_URL = '/api/e2e/axe.min.js';

export async function expectNoSeriousA11yViolations(page: Page, label = page.url()): Promise<void> {
  // what the page fetched is on screen (countdowns poll nothing; a busy page still settles)
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  // axe runs in the page itself and only the summary comes back (@axe-core/playwright injected it
  // twice per check and returned every result). The suite's own server serves it from a cached URL;
  // a portal without it (E2E_BASE_URL) gets it sent in. Frames are left out: the one iframe, the
  // HPC media player, is a partner's cross-origin video.
  await page.addScriptTag({ url: AXE_URL }).catch(() => page.evaluate(axe.source));
  const summary = await page.evaluate(async (tags) => {
    const { violations } = await window.axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'], iframes: false });
    return violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.impact} ${v.id} (${v.nodes.length}): ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
  }, TAGS);
  expect(summary, `axe: serious/critical violations on ${label}`).toEqual([]);
}

declare global {
  interface Window {
    axe: typeof axe;
  }
}
