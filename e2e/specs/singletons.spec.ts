// Shared singletons are downloaded once per page (from the shell), and a remote's entry is
// fetched only when one of its routes opens. The router is not a singleton of its own: it is
// re-exported by @hanpan/platform (tree-shaken), so its code travels in a chunk of that singleton.
import { expect, test } from '@playwright/test';
import { collectScripts } from '../support/portal';

const SINGLETONS: Record<string, RegExp> = {
  react: /node_modules_react_index_js/,
  'react-dom': /react-dom_client_js/,
  // the @hanpan/platform singleton's vendor chunk that carries the router
  'react-router (in @hanpan/platform)': /^\/shell\/vendors-node_modules_.*react-router/,
  // the platform's API client loads it on its first request (the remotes' reads here)
  'axios (in @hanpan/platform)': /^\/shell\/axios\.[0-9a-f]+\.js$/,
  'styled-components': /styled-components/,
  zustand: /zustand/,
  '@tanstack/react-query': /tanstack_react-query/,
  '@hanpan/platform': /platform_src_index_ts/,
};

test('singletons download once while visiting every remote', { tag: ['@shell'] }, async ({ page }) => {
  const scripts = collectScripts(page);
  await page.goto('/');
  await expect(page.locator('[data-layout="pc-main"]')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((s) => s.startsWith('/remotes/')), 'no remote on the home page').toEqual([]);

  const header = page.getByTestId('site-header');
  for (const [label, remote] of [['상점', 'mfe_shop'], ['플러스', 'mfe_plus'], ['VIP', 'mfe_vip'], ['챔피언십', 'mfe_hpc']] as const) {
    await header.getByRole('link', { name: label, exact: true }).click();
    await expect(page.locator(`[data-remote-root="${remote}"] h1`)).toBeVisible();
  }
  await page.waitForLoadState('networkidle');
  const firstLoad = [...scripts];
  expect(firstLoad.filter((s) => s === '/shell/main.js'), 'one page load').toHaveLength(1);
  for (const [lib, pattern] of Object.entries(SINGLETONS)) {
    const hits = firstLoad.filter((s) => pattern.test(s));
    if (lib === '@tanstack/react-query' || lib === 'zustand') {
      // loaded when some code imports them; never from a remote, never twice
      expect(new Set(hits).size, lib).toBe(hits.length);
    } else {
      expect(hits.length, `${lib} downloaded exactly once`).toBe(1);
    }
    expect(hits.every((s) => s.startsWith('/shell/')), `${lib} comes from the shell`).toBe(true);
    expect(scripts.filter((s) => pattern.test(s) && s.startsWith('/remotes/')), `${lib} never from a remote`).toEqual([]);
  }
  // each remote's entry once, each from its own deployment prefix
  for (const pkg of ['mfe-shop', 'mfe-plus', 'mfe-vip', 'mfe-hpc']) {
    expect(firstLoad.filter((s) => s.startsWith(`/remotes/${pkg}/`) && s.endsWith('/remoteEntry.js'))).toHaveLength(1);
  }
  expect(firstLoad.some((s) => s.startsWith('/remotes/mfe-mobile/')), 'mobile never opened').toBe(false);
});

test('a remote entry is fetched only when its route opens', { tag: ['@shell'] }, async ({ page }) => {
  const scripts = collectScripts(page);
  await page.goto('/faq');
  await expect(page.locator('[data-layout="pc"]')).toBeVisible();
  await expect(page).toHaveTitle('자주 묻는 질문 | 한판');
  await page.waitForLoadState('networkidle');
  expect(scripts.some((s) => s.startsWith('/remotes/'))).toBe(false);
  await page.goto('/hpc/info');
  await expect(page.locator('[data-remote-root="mfe_hpc"] h1')).toHaveText('대회 안내');
  const remotes = scripts.filter((s) => s.startsWith('/remotes/'));
  expect(remotes.length).toBeGreaterThan(0);
  expect(remotes.every((s) => s.startsWith('/remotes/mfe-hpc/'))).toBe(true);
});
