// Shared singletons are downloaded once per page (from the shell), and a remote's entry is
// fetched only when one of its routes opens. The shell's federation host puts its own libraries in
// the share scope as loaded singletons (shell/src/federation/host.ts); what the page ended up using
// is read from the runtime's share scope, and which files a remote would fall back to from its
// build's own record (mf-manifest.json), not guessed from file names. The router and react-query's
// hooks are not singletons of their own: @hanpan/platform re-exports them (tree-shaken), and
// remotes may not import the libraries (lint: scripts/eslint/import-boundaries.mjs), so no remote
// ships them. The runtime itself loads only when a remote is needed.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { collectScripts } from '../support/portal';

interface FederationManifest {
  metaData: { publicPath?: string };
  shared: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
}

/** A build's shared modules and the paths of the files that carry each (its mf-manifest.json). */
async function sharedFiles(request: APIRequestContext, manifestPath: string): Promise<Map<string, string[]>> {
  const manifest = (await (await request.get(manifestPath)).json()) as FederationManifest;
  const dir = manifestPath.slice(0, manifestPath.lastIndexOf('/') + 1);
  return new Map(manifest.shared.map((s) => [s.name, [...s.assets.js.sync, ...s.assets.js.async].map((file) => dir + file)]));
}

interface ShareEntry {
  name: string;
  version: string;
  from: string;
  loaded: boolean;
  useIn: string[];
}
/** The shell host's share scope as the page left it: every version of every shared module, who provided it, who uses it. */
function shareScope(page: Page): Promise<ShareEntry[]> {
  return page.evaluate(() => {
    type Shared = { from: string; loaded?: boolean; useIn?: string[] };
    type Instance = { options: { name: string }; shareScopeMap: Record<string, Record<string, Record<string, Shared>>> };
    const federation = (globalThis as unknown as { __FEDERATION__?: { __INSTANCES__: Instance[] } }).__FEDERATION__;
    const host = federation?.__INSTANCES__.find((i) => i.options.name === 'shell');
    if (!host) return [];
    return Object.entries(host.shareScopeMap.default ?? {}).flatMap(([name, versions]) =>
      Object.entries(versions).map(([version, s]) => ({ name, version, from: s.from, loaded: !!s.loaded, useIn: s.useIn ?? [] })),
    );
  });
}

// what every page visited here needs (the dialog frames load only when a dialog opens)
const ON_EVERY_VISIT = ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime', 'styled-components', '@hanpan/platform'];
// what each remote's own code imports (the rest only through the platform, the shell's copy)
const USED_BY_EVERY_REMOTE = ['react', 'react/jsx-runtime', 'styled-components', '@hanpan/platform'];
const REMOTES = [
  ['상점', 'mfe_shop'],
  ['플러스', 'mfe_plus'],
  ['VIP', 'mfe_vip'],
  ['챔피언십', 'mfe_hpc'],
] as const;

test('singletons download once while visiting every remote', { tag: ['@shell'] }, async ({ page, request }) => {
  const scripts = collectScripts(page);
  await page.goto('/');
  await expect(page.locator('[data-layout="pc-main"]')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((s) => s.startsWith('/remotes/')), 'no remote on the home page').toEqual([]);
  expect(await page.evaluate(() => '__FEDERATION__' in globalThis), 'no federation runtime on the home page').toBe(false);

  const header = page.getByTestId('site-header');
  for (const [label, remote] of REMOTES) {
    await header.getByRole('link', { name: label, exact: true }).click();
    await expect(page.locator(`[data-remote-root="${remote}"] h1`)).toBeVisible();
  }
  await page.waitForLoadState('networkidle');
  const firstLoad = [...scripts];
  expect(firstLoad.filter((s) => s === '/shell/main.js'), 'one page load').toHaveLength(1);
  for (const file of firstLoad) expect(firstLoad.filter((s) => s === file), `${file} once`).toHaveLength(1);

  // one version of each singleton, the shell's own module, and the remotes visited use it
  const scope = await shareScope(page);
  for (const name of ON_EVERY_VISIT) {
    const versions = scope.filter((s) => s.name === name);
    expect(versions, `${name}: one version in the share scope`).toHaveLength(1);
    expect(versions[0], `${name} comes from the shell`).toMatchObject({ from: 'shell', loaded: true });
    if (!USED_BY_EVERY_REMOTE.includes(name)) continue;
    for (const [, remote] of REMOTES) expect(versions[0].useIn, `${name} used by ${remote}`).toContain(remote);
  }
  // react-query itself stays on offer for remotes built before platform 1.3.0; none of these asks for it
  expect(scope.filter((s) => s.name === '@tanstack/react-query'), 'react-query offered, never loaded').toEqual([expect.objectContaining({ from: 'shell', loaded: false, useIn: [] })]);
  // each remote's entry once, from its own deployment prefix, and none of its fallback copies
  const deployed = (await (await request.get('/remotes.json')).json()) as Record<string, { entry: string }>;
  for (const [, remote] of REMOTES) {
    const entry = deployed[remote].entry;
    const prefix = entry.slice(0, entry.lastIndexOf('/') + 1);
    expect(firstLoad.filter((s) => s.startsWith(prefix) && s.endsWith('/remoteEntry.js')), `${remote} entry once`).toHaveLength(1);
    const fallbacks = await sharedFiles(request, entry);
    expect(fallbacks.size, `${remote} declares its shared modules`).toBeGreaterThan(0);
    for (const [name, files] of fallbacks) {
      expect(firstLoad.filter((s) => files.includes(s)), `${name} never from ${remote}`).toEqual([]);
    }
  }
  // the platform's API client loads axios on its first request (the remotes' reads here), once
  expect(firstLoad.filter((s) => /^\/shell\/axios\.[0-9a-f]+\.js$/.test(s)), 'axios once, from the shell').toHaveLength(1);
  expect(firstLoad.some((s) => s.startsWith('/remotes/mfe-mobile/')), 'mobile never opened').toBe(false);

  // what such an older remote gets when it asks: the whole library (hooks no current remote uses included)
  const olderRemoteGets = await page.evaluate(async () => {
    type Host = { options: { name: string }; loadShare(name: string): Promise<false | (() => Record<string, unknown>)> };
    const federation = (globalThis as unknown as { __FEDERATION__: { __INSTANCES__: Host[] } }).__FEDERATION__;
    const factory = await federation.__INSTANCES__.find((i) => i.options.name === 'shell')!.loadShare('@tanstack/react-query');
    return factory ? ['useQuery', 'useInfiniteQuery', 'useSuspenseQuery'].filter((name) => typeof factory()[name] === 'function') : [];
  });
  expect(olderRemoteGets).toEqual(['useQuery', 'useInfiniteQuery', 'useSuspenseQuery']);
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
