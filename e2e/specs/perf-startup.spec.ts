// The portal's start-up scripts ask V8 to compile them while they stream in (off the main thread),
// not function by function on the main thread when first called (scripts/webpack/compile-hints-plugin.cjs).
import path from 'node:path';
import { expect, test } from '@playwright/test';

/** The plugin's comment, and the size below which a script goes without it. */
interface CompileHints {
  HINT: string;
  MIN_SIZE: number;
}

test("a remote page's start-up scripts carry V8's compile hint", { tag: ['@perf', '@shell'] }, async ({ page }) => {
  const { HINT, MIN_SIZE } = (await import(path.resolve(__dirname, '../../scripts/webpack/compile-hints-plugin.cjs'))) as CompileHints;
  const scripts: Promise<{ path: string; body: string }>[] = [];
  page.on('response', (res) => {
    if (res.request().resourceType() === 'script') scripts.push(res.text().then((body) => ({ path: new URL(res.url()).pathname, body })));
  });
  await page.goto('/shop');
  await expect(page.locator('[data-remote-root="mfe_shop"] h1')).toBeVisible();
  await page.waitForLoadState('networkidle');
  const loaded = await Promise.all(scripts);
  const large = loaded.filter((s) => Buffer.byteLength(s.body) >= MIN_SIZE);
  expect(large.map((s) => s.path), "the shell's libraries, the federation runtime and the remote's entry").toEqual(
    expect.arrayContaining([expect.stringMatching(/^\/shell\/startup-libraries\./), expect.stringMatching(/^\/remotes\/mfe-shop\/.+\/remoteEntry\.js$/)]),
  );
  for (const script of large) expect(script.body.startsWith(HINT), `${script.path} starts with the compile hint`).toBe(true);
});
