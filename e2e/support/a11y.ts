// Accessibility of a page a journey opens: axe-core (WCAG 2.x A/AA rules) finds no serious or
// critical violation. The message lists each violation with the first nodes, so a failure says what.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export async function expectNoSeriousA11yViolations(page: Page, label = page.url()): Promise<void> {
  // what the page fetched is on screen (countdowns poll nothing; a busy page still settles)
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  // legacy mode: axe.run in the page itself. The default runs each frame's part, then opens a blank
  // page in the context to merge them — about a second per check on CI hosts, for cross-origin
  // frames the portal's pages do not have (the one iframe, the HPC media player, is a partner's video)
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).setLegacyMode().analyze();
  const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const summary = bad.map((v) => `${v.impact} ${v.id} (${v.nodes.length}): ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
  expect(summary, `axe: serious/critical violations on ${label}`).toEqual([]);
}
