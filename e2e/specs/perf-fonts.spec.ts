// Hangul on the first screen is drawn with the self-hosted Pretendard faces, never as empty boxes.
// This Chromium has no Korean system font: a family name that matches no loaded face falls back
// to a font without Hangul, and every syllable becomes the same "tofu" box. So for each region of
// the first screen we take the font the page really uses (computed font-family), draw two
// different syllables of the region's text on a canvas with it, and require different pixels.
import { expect, test, type Page } from '@playwright/test';

// text regions (the main banners are images: their text is drawn inside the picture)
const FIRST_SCREEN = [
  '[data-testid="site-header"]',
  '[data-testid="site-header"] nav',
  '[data-testid="login-box"]',
  '[data-testid="lnb-banners"]',
  '[data-testid="game-list"]',
  '[data-testid="casino-card"]',
];

/** For the element: its computed font-family, two distinct Hangul syllables of its text, and whether they render differently. */
async function hangulRendering(page: Page, selector: string) {
  return page.locator(selector).first().evaluate(async (el) => {
    const family = getComputedStyle(el).fontFamily;
    const syllables = [...new Set((el.textContent ?? '').match(/[가-힣]/g) ?? [])];
    const [a, b] = syllables;
    if (!a || !b) return { family, syllables: syllables.join(''), distinct: false, facesLoaded: 0 };
    const font = `32px ${family}`;
    // Pretendard's faces only: the metric-matched fallback names local fonts, and where those are
    // missing (this machine) their faces fail, which rejects a load over the whole stack
    await document.fonts.load(`32px 'Pretendard Variable'`, a + b);
    const draw = (ch: string) => {
      const canvas = document.createElement('canvas');
      canvas.width = 48;
      canvas.height = 48;
      const ctx = canvas.getContext('2d')!;
      ctx.font = font;
      ctx.textBaseline = 'top';
      ctx.fillText(ch, 4, 4);
      return Array.from(ctx.getImageData(0, 0, 48, 48).data).join(',');
    };
    const facesLoaded = [...document.fonts].filter((f) => f.family.replace(/["']/g, '') === 'Pretendard Variable' && f.status === 'loaded').length;
    return { family, syllables: a + b, distinct: draw(a) !== draw(b), facesLoaded };
  });
}

test.describe('fonts on the first screen', { tag: ['@perf', '@shell'] }, () => {
  test('header, navigation, login box, banner links and game cards draw Hangul with Pretendard (no tofu boxes)', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('[data-layout="pc-main"]')).toBeVisible();
    await expect(page.getByTestId('game-list')).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    for (const selector of FIRST_SCREEN) {
      const r = await hangulRendering(page, selector);
      expect(r.family, `${selector}: one font stack, Pretendard first`).toMatch(/^"?Pretendard Variable"?,/);
      expect(r.syllables.length, `${selector}: has Hangul text`).toBe(2);
      expect(r.distinct, `${selector}: '${r.syllables}' drawn as boxes with ${r.family}`).toBe(true);
      expect(r.facesLoaded, 'Pretendard faces loaded').toBeGreaterThan(0);
    }
  });

  test("the first screen's text is all in the one preloaded UI font: no other font file is needed for it", async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('game-list')).toBeVisible();
    const css = (await page.locator('head style').allTextContents()).join('\n');
    const uiFace = (css.match(/@font-face\s*{[^}]*}/g) ?? []).find((face) => face.includes('/hanpan-ui.'));
    expect(uiFace, 'the UI font has a face').toBeTruthy();
    const preloads = await page.locator('link[rel="preload"][as="font"]').evaluateAll((links) => links.map((l) => new URL((l as HTMLLinkElement).href).pathname));
    expect(preloads, 'the UI font is the one preload').toEqual([/url\(([^)]+)\)/.exec(uiFace!)![1]]);
    const covered = (ch: string) =>
      /unicode-range:([^;}]+)/.exec(uiFace!)![1]!.split(',').some((range) => {
        const [from, to = from] = range.trim().replace(/^U\+/i, '').split('-').map((hex) => parseInt(hex, 16));
        return ch.codePointAt(0)! >= from! && ch.codePointAt(0)! <= to!;
      });
    for (const selector of FIRST_SCREEN) {
      const text = (await page.locator(selector).first().textContent()) ?? '';
      const missing = [...new Set(text.match(/[가-힣]/g) ?? [])].filter((ch) => !covered(ch));
      expect(missing, `${selector}: syllables not in the UI font`).toEqual([]);
    }
  });

  test('the first screen preloads its font and every face swaps', async ({ page, request }) => {
    const fonts: string[] = [];
    page.on('request', (req) => {
      if (req.resourceType() === 'font') fonts.push(new URL(req.url()).pathname);
    });
    await page.goto('/');
    await expect(page.getByTestId('game-list')).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    const preloads = await page.locator('link[rel="preload"][as="font"]').evaluateAll((links) =>
      links.map((l) => ({ href: new URL((l as HTMLLinkElement).href).pathname, crossOrigin: (l as HTMLLinkElement).crossOrigin })),
    );
    expect(preloads.length, 'at least one subset preloaded').toBeGreaterThan(0);
    for (const p of preloads) {
      expect(p.crossOrigin, `${p.href}: a font preload needs crossorigin or it is fetched twice`).toBe('anonymous');
      expect(fonts, `${p.href} is used by the first screen`).toContain(p.href);
    }
    // the HTML holds no stylesheet link (outside <noscript>): the first paint waits for no request;
    // the UI font's face is inline, the subsets' faces come with the portal's scripts
    const html = await (await request.get('/')).text();
    expect(html.replace(/<noscript>[\s\S]*?<\/noscript>/g, ''), 'no render-blocking stylesheet').not.toMatch(/<link[^>]+rel="stylesheet"/);
    // the subsets' faces are the <noscript> link's stylesheet (with JavaScript, boot.js attaches it when needed)
    const facesHref = /<noscript><link rel="stylesheet" href="([^"]+)"/.exec(html)?.[1] ?? '';
    expect(facesHref, "the subsets' faces").toMatch(/^\/shell\/fonts\/pretendard-[^/]+\/faces\.[0-9a-f]{8}\.css$/);
    const css = [...(await page.locator('head style').allTextContents()), await (await request.get(facesHref)).text()].join('\n');
    const faces = css.match(/@font-face\s*{[^}]*}/g) ?? [];
    expect(faces.length).toBeGreaterThan(1);
    for (const face of faces) {
      // the metric-matched fallback names local fonts only: nothing to download, nothing to swap
      if (face.includes("font-family:'Pretendard Fallback'")) {
        expect(face).toMatch(/src:local\([^)]+\)[;,]/);
        expect(face).not.toMatch(/url\(/);
        continue;
      }
      expect(face).toMatch(/font-display:\s*swap/);
      const src = /url\(([^)]+)\)/.exec(face)?.[1] ?? '';
      expect(src, 'an absolute URL (the page is served on every path)').toMatch(/^\/shell\/fonts\//);
    }
    // a face's file is really served
    const first = faces.map((face) => /url\(([^)]+)\)/.exec(face)?.[1]).find(Boolean)!;
    expect((await request.get(first)).ok()).toBe(true);
  });

  test("the subsets' faces are attached only once the page shows a character the UI font lacks", async ({ page }) => {
    const fonts: string[] = [];
    page.on('request', (req) => {
      if (req.resourceType() === 'font') fonts.push(new URL(req.url()).pathname);
    });
    await page.goto('/');
    await expect(page.getByTestId('game-list')).toBeVisible();
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    // the portal's own text is all in the UI font: no second stylesheet, no relayout for it
    const sheets = page.locator('head link[rel="stylesheet"]');
    await expect(sheets).toHaveCount(0);
    // syllables of no source file (as in a member's nickname) appear: the faces come, before the UI font's face
    const rare = '뷁쀍';
    const lacking = await page.evaluate((text) => {
      const range = [...document.fonts].find((f) => f.family.includes('Pretendard Variable'))!.unicodeRange;
      const covered = (cp: number) =>
        range.split(',').some((r) => {
          const [from, to = from] = r.trim().slice(2).split('-').map((hex) => parseInt(hex, 16));
          return cp >= from! && cp <= to!;
        });
      return [...text].filter((ch) => !covered(ch.codePointAt(0)!)).join('');
    }, rare);
    expect(lacking, 'the test syllables are ones the UI font lacks').toBe(rare);
    await page.getByTestId('game-list').evaluate((el, text) => {
      const span = document.createElement('span');
      span.dataset.testid = 'rare-text';
      span.textContent = text;
      el.append(span);
    }, rare);
    await expect(sheets).toHaveCount(1);
    await expect(sheets).toHaveAttribute('href', /^\/shell\/fonts\/pretendard-[^/]+\/faces\.[0-9a-f]{8}\.css$/);
    const order = await page.evaluate(() => [...document.head.querySelectorAll('link[rel="stylesheet"], style[data-ui-font]')].map((e) => e.tagName));
    expect(order, "of overlapping faces the last defined is tried first: the UI font's comes after the subsets'").toEqual(['LINK', 'STYLE']);
    // its faces join the page once the stylesheet has arrived (the link is there as soon as the text is)
    await expect.poll(() => sheets.evaluate((link: HTMLLinkElement) => link.sheet !== null)).toBe(true);
    const r = await hangulRendering(page, '[data-testid="rare-text"]');
    expect(r.family).toMatch(/^"?Pretendard Variable"?,/);
    expect(r.distinct, `'${rare}' drawn as boxes`).toBe(true);
    await expect.poll(() => fonts.filter((f) => f.startsWith('/shell/fonts/pretendard-')).length, 'the subset with the syllable is downloaded').toBeGreaterThan(0);
  });

  test("the server's own pages (login, its error pages) draw Hangul with Pretendard too", async ({ page }) => {
    for (const path of ['/idp/login', '/idp/nope']) {
      await page.goto(path);
      await page.evaluate(() => document.fonts.ready);
      const r = await hangulRendering(page, 'main');
      expect(r.family, `${path}: Pretendard first`).toMatch(/^"?Pretendard Variable"?,/);
      expect(r.distinct, `${path}: '${r.syllables}' drawn as boxes with ${r.family}`).toBe(true);
      expect(r.facesLoaded, `${path}: Pretendard faces loaded`).toBeGreaterThan(0);
    }
    // form controls do not inherit the page's font by default: the login's and the payment
    // sandbox's 로그인 / 결제 / 취소 buttons were boxes
    await page.goto('/idp/login');
    await page.evaluate(() => document.fonts.ready);
    const button = await hangulRendering(page, 'main button');
    expect(button.family, 'the login button: Pretendard first').toMatch(/^"?Pretendard Variable"?,/);
    expect(button.distinct, `the login button: '${button.syllables}' drawn as boxes with ${button.family}`).toBe(true);
  });
});
