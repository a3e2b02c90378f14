// A remote's page names the remote's first scripts in its HTML (<link rel="preload">, from the
// deployed mf-manifest.json), so they download beside the shell's main.js. Each is fetched once:
// the script the federation runtime adds later reuses the preloaded response (same URL, same
// request mode), and the first product image of /shop is not lazy (it is the page's LCP).
import { expect, test } from '@playwright/test';

test.describe('remote page preloads', { tag: ['@perf', '@shop'] }, () => {
  test('/shop preloads its remoteEntry.js and lifecycles chunk, each fetched once, and its first product image eagerly', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('/remotes/')) scripts.push(new URL(req.url()).pathname);
    });
    await page.goto('/shop');
    const grid = page.getByRole('list', { name: 'BEST 상품' });
    await expect(grid).toBeVisible();
    const preloads = await page.locator('head link[rel="preload"][as="script"]').evaluateAll((links) =>
      links.map((l) => ({ href: new URL((l as HTMLLinkElement).href).pathname, crossOrigin: (l as HTMLLinkElement).crossOrigin })),
    );
    expect(preloads.map((p) => p.href)).toEqual([expect.stringMatching(/^\/remotes\/mfe-shop\/[^/]+\/remoteEntry\.js$/), expect.stringMatching(/\/__federation_expose_lifecycles\.[0-9a-f]{8}\.js$/)]);
    for (const p of preloads) {
      // webpack adds chunk scripts without crossorigin: a preload with it would be fetched twice
      expect(p.crossOrigin, p.href).toBeNull();
      expect(scripts.filter((s) => s === p.href), `${p.href} fetched once`).toHaveLength(1);
    }
    const first = grid.locator('img').first();
    await expect(first).toHaveAttribute('loading', 'eager');
    await expect(first).toHaveAttribute('fetchpriority', 'high');
    // a shell page names no remote
    await page.goto('/');
    await expect(page.locator('head link[rel="preload"][as="script"]')).toHaveCount(0);
  });
});
