// Start-up work on the main thread. The portal's start-up scripts ask V8 to compile them while they
// stream in (off the main thread), not function by function on the main thread when first called
// (scripts/webpack/compile-hints-plugin.cjs). A server-rendered page hydrates without Intl: a
// page's first Intl call loads ICU's data (tens of ms on a phone), so Korea time comes from the
// server's offset span (contracts/src/koreaTime.ts) and counts from formatCount.
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

test('a server-rendered page of dates and counts hydrates without a first Intl call', { tag: ['@perf', '@hpc'] }, async ({ page }) => {
  await page.addInitScript(() => {
    const calls: string[] = [];
    (window as unknown as { intlCalls: string[] }).intlCalls = calls;
    for (const name of ['DateTimeFormat', 'NumberFormat'] as const) {
      const Real = Intl[name];
      Intl[name] = new Proxy(Real, { construct: (target, args: unknown[]) => (calls.push(name), Reflect.construct(target, args)), apply: (target, self, args: unknown[]) => (calls.push(name), Reflect.apply(target, self, args)) }) as never;
    }
    for (const proto of [Number.prototype, Date.prototype, BigInt.prototype] as { toLocaleString: (...args: unknown[]) => string }[]) {
      const real = proto.toLocaleString;
      proto.toLocaleString = function (this: unknown, ...args: unknown[]) {
        calls.push('toLocaleString');
        return real.apply(this, args);
      };
    }
  });
  await page.goto('/hpc');
  // the schedule's dates, its countdowns and the applicants' count, hydrated and live
  await expect(page.locator('[data-remote-root="mfe_hpc"] [data-testid="apply-count"]').first()).toBeVisible();
  await expect(page.locator('[data-remote-root="mfe_hpc"] [data-testid="countdown"]').first()).not.toBeEmpty();
  expect(await page.evaluate(() => (window as unknown as { intlCalls: string[] }).intlCalls)).toEqual([]);
});
