import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import type { InventoryItem, Page } from '@hanpan/contracts';
import { banners, collectionBooks, inventoryItems, members, plusProducts, shopProducts } from '../db/schema/index.js';
import { createTestApp, type TestApp } from '../test/harness.js';

describe('generated catalogue images', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  const image = async (url: string) => {
    const res = await t.app.inject({ url });
    return { status: res.statusCode, type: res.headers['content-type'], svg: res.body };
  };

  it('a product picture is shapes without text, named for screen readers, its motif from the product', async () => {
    const avatar = await image('/api/images/product/a1001.svg');
    assert.equal(avatar.status, 200);
    assert.equal(avatar.type, 'image/svg+xml; charset=utf-8');
    assert.match(avatar.svg, /aria-label="블랙 수트 신사"/);
    // no <text>: the browser draws it without looking for a Korean font on the main thread
    assert.doesNotMatch(avatar.svg, /<text/);
    const item = await image('/api/images/product/I2001.svg');
    assert.doesNotMatch(item.svg, /<text/);
    const money = await image('/api/images/product/E3001.svg');
    // an avatar's figure (a head), money's coin, an item's box
    assert.match(avatar.svg, /<circle cx="120" cy="96"/);
    assert.match(money.svg, /<circle cx="120" cy="120" r="64"/);
    assert.doesNotMatch(item.svg, /<circle/);
  });

  it('a Plus product picture is the plus sign; a banner keeps its title in the picture, drawn as outlines and labelled escaped', async () => {
    const [plus] = await t.db.select().from(plusProducts).limit(1);
    const picture = await image(`/api/images/plus/${plus!.code}.svg`);
    assert.equal(picture.status, 200);
    assert.doesNotMatch(picture.svg, /<text/);
    const [banner] = await t.db.select().from(banners).limit(1);
    const card = await image(`/api/images/banner/${banner!.id}.svg`);
    assert.equal(card.status, 200);
    // the title and the subtitle as outlines of the portal's font, not <text> in the device's fonts
    assert.doesNotMatch(card.svg, /<text/);
    assert.ok((card.svg.match(/<path /g) ?? []).length >= [...banner!.title.replace(/\s/g, '')].length + 2);
    assert.ok(card.svg.includes(`aria-label="${banner!.title.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;')}"`));
  });

  /** Every imageUrl string anywhere in a JSON value. */
  const imageUrls = (v: unknown, out: string[] = []): string[] => {
    if (Array.isArray(v)) v.forEach((x) => imageUrls(x, out));
    else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) k === 'imageUrl' && typeof x === 'string' ? out.push(x) : imageUrls(x, out);
    return out;
  };

  it('every imageUrl the seeded catalogues, contents and inventories hand out is a picture (the gold item PI0001 too)', async () => {
    const urls = new Set<string>();
    for (const table of [shopProducts, plusProducts, banners, collectionBooks]) for (const r of await t.db.select({ u: table.imageUrl }).from(table)) urls.add(r.u);
    const g = await t.guest();
    for (const path of ['/api/contents/global/shop', '/api/contents/global/membership', '/api/contents/global/mobile-membership', '/api/contents/global/banner', '/api/contents/main', '/api/avatar/collection-book-masters']) {
      const r = await g.get(path);
      assert.equal(r.statusCode, 200, path);
      imageUrls(r.env.body).forEach((u) => urls.add(u));
    }
    // every member's inventory, as /shop's 내 보관함 shows it (an empty imageUrl falls back to product/{code}.svg there)
    const owners = await t.db
      .selectDistinct({ loginId: members.loginId })
      .from(inventoryItems)
      .innerJoin(members, eq(members.id, inventoryItems.memberId))
      .where(eq(members.loginStatusCode, 'LOGIN')); // NEED_ACTION / ERROR partner accounts cannot read it
    assert.ok(owners.some((o) => o.loginId === 'zplus'));
    let membershipItems = 0;
    for (const { loginId } of owners) {
      const items = await (await t.login(loginId)).get<Page<InventoryItem>>('/api/items?size=100');
      assert.equal(items.statusCode, 200, loginId);
      for (const i of items.env.body!.content) {
        assert.notEqual(i.imageUrl, '', `${loginId} ${i.code}`);
        urls.add(i.imageUrl);
        urls.add(`/api/images/product/${i.code}.svg`);
        if (i.isMembershipItem) membershipItems++;
      }
    }
    assert.ok(membershipItems > 0);
    assert.ok(urls.has('/api/images/plus/PI0001.svg') && urls.has('/api/images/product/PI0001.svg'));
    for (const u of urls) {
      assert.match(u, /^\/api\/images\//, u);
      const res = await image(u);
      assert.equal(res.status, 200, u);
      assert.equal(res.type, 'image/svg+xml; charset=utf-8', u);
    }
  });

  it('an unknown picture is a Korean 404, a bad file name a 400', async () => {
    const missing = await t.app.inject({ url: '/api/images/product/NOPE1.svg' });
    assert.equal(missing.statusCode, 404);
    assert.equal(missing.json().header.resultMessage, '이미지를 찾을 수 없습니다.');
    const bad = await t.app.inject({ url: '/api/images/product/..%2Fx.svg' });
    assert.equal(bad.statusCode, 400);
    assert.equal(bad.json().header.isSuccessful, false);
  });
});
