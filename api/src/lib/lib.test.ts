import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import { ledger, wallets } from '../db/schema/index.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { ApiError } from './errors.js';
import { runIdempotent } from './idempotency.js';
import { changeBalance, changeBalances, readWallet } from './ledger.js';
import { formatKoreanUnits, formatWon, parseMoney } from './money.js';
import { isPortalOrigin, originOnHost, requestReturnUrl, safeReturnUrl, sameOriginReturnUrl } from './urls.js';
import { RestrictionChangeBodySchema, TransferRequestSchema, VipVoiceRequestSchema } from '@hanpan/contracts';
import { validationMessage } from '../plugins/errors.js';

describe('money and url helpers', () => {
  it('formats and parses money without floats', () => {
    assert.equal(formatWon(1234567n), '1,234,567');
    assert.equal(formatWon(-1000n), '-1,000');
    assert.equal(formatKoreanUnits(1_250_000_000n), '12억 5,000만');
    assert.equal(formatKoreanUnits(123_456_789_012n), '1,234억 5,678만 9,012');
    assert.equal(formatKoreanUnits(400_000_000_000_000n), '400조');
    assert.equal(parseMoney('900719925474099312345'), 900719925474099312345n);
    assert.throws(() => parseMoney('1.5'));
  });

  it("requestReturnUrl stays in the request's channel: the partner's hosts and the portal's own never send to each other (QA)", () => {
    const hosts = { portalHosts: ['localhost', 'm.localhost', 'partner.localhost'], partnerHosts: ['partner.localhost'] };
    const partner = { host: 'partner.localhost:8080', protocol: 'http' };
    const pc = { host: 'localhost:8080', protocol: 'http' };
    assert.equal(requestReturnUrl(partner, 'http://localhost:8080/shop', hosts), '/');
    assert.equal(requestReturnUrl(partner, 'http://m.localhost:8080/mobile', hosts), '/');
    assert.equal(requestReturnUrl(partner, 'http://PARTNER.localhost:8080/shop', hosts), 'http://partner.localhost:8080/shop');
    assert.equal(requestReturnUrl(partner, '/faq?x=1', hosts), '/faq?x=1');
    assert.equal(requestReturnUrl(pc, 'http://partner.localhost:8080/shop', hosts), '/');
    assert.equal(requestReturnUrl(pc, 'http://m.localhost:8080/mobile', hosts), 'http://m.localhost:8080/mobile');
  });

  it("sameOriginReturnUrl keeps the request's own origin only (a payment popup's link back)", () => {
    const pc = { host: 'localhost:8080', protocol: 'http' };
    assert.equal(sameOriginReturnUrl(pc, '/shop/money?tab=1#x'), '/shop/money?tab=1#x');
    assert.equal(sameOriginReturnUrl(pc, 'http://localhost:8080/shop'), 'http://localhost:8080/shop');
    for (const other of ['http://m.localhost:8080/mobile', 'https://localhost:8080/shop', 'http://localhost:8081/', '//evil.com/x', '/\\evil.com', 'javascript:alert(1)', 42]) {
      assert.equal(sameOriginReturnUrl(pc, other), '/', String(other));
    }
  });

  it('safeReturnUrl keeps relative paths and portal hosts only', () => {
    const hosts = ['localhost', 'm.localhost', 'partner.localhost'];
    assert.equal(safeReturnUrl('/plus/me?x=1', 'localhost:8080', hosts), '/plus/me?x=1');
    assert.equal(safeReturnUrl('//evil.com/x', 'localhost', hosts), '/');
    assert.equal(safeReturnUrl('/\\evil.com', 'localhost', hosts), '/');
    assert.equal(safeReturnUrl('javascript:alert(1)', 'localhost', hosts), '/');
    assert.equal(safeReturnUrl('https://evil.com/', 'localhost', hosts), '/');
    assert.equal(safeReturnUrl('http://partner.localhost:3000/a', 'localhost:3000', hosts), 'http://partner.localhost:3000/a');
    assert.equal(safeReturnUrl('https://m.localhost/a', 'localhost:8080', hosts), 'https://m.localhost/a');
    assert.equal(safeReturnUrl('https://portal.example/a', 'portal.example:443', hosts), 'https://portal.example/a');
  });

  it('safeReturnUrl refuses another port of a portal host, and https down to http', () => {
    const hosts = ['localhost', 'm.localhost', 'www.hanpan.example', 'm.hanpan.example'];
    assert.equal(safeReturnUrl('http://localhost:9999/x', 'localhost:8080', hosts), '/');
    assert.equal(safeReturnUrl('http://m.localhost:9999/x', 'localhost:8080', hosts), '/');
    assert.equal(safeReturnUrl('http://m.localhost:8080/x', 'localhost:8080', hosts), 'http://m.localhost:8080/x');
    assert.equal(safeReturnUrl('http://m.hanpan.example/x', 'www.hanpan.example', hosts, '/', 'https'), '/');
    assert.equal(safeReturnUrl('https://m.hanpan.example/x', 'www.hanpan.example', hosts, '/', 'https'), 'https://m.hanpan.example/x');
    assert.equal(safeReturnUrl('https://m.hanpan.example:8443/x', 'www.hanpan.example', hosts, '/', 'https'), '/');
    assert.equal(safeReturnUrl(undefined, 'localhost', hosts), '/');
  });

  it('isPortalOrigin: an Origin header by the same rule, absolute only', () => {
    const hosts = ['localhost', 'm.localhost'];
    const req = { host: 'localhost:8080', protocol: 'http' };
    assert.equal(isPortalOrigin('http://localhost:8080', req, hosts), true);
    assert.equal(isPortalOrigin('http://m.localhost:8080', req, hosts), true);
    assert.equal(isPortalOrigin('https://evil.com', req, hosts), false);
    assert.equal(isPortalOrigin('http://localhost:9999', req, hosts), false);
    assert.equal(isPortalOrigin('/relative', req, hosts), false);
    assert.equal(isPortalOrigin('http://m.localhost', { host: 'www.x', protocol: 'https' }, hosts), false);
  });

  it('originOnHost: the PC site as the mobile page was reached (scheme and port kept)', () => {
    assert.equal(originOnHost({ host: 'm.localhost:8080', protocol: 'http' }, 'localhost'), 'http://localhost:8080');
    assert.equal(originOnHost({ host: 'm.hanpan.example', protocol: 'https' }, 'www.hanpan.example'), 'https://www.hanpan.example');
    // a host name the URL cannot take, or a request host that is not one
    assert.equal(originOnHost({ host: 'm.localhost:8080', protocol: 'http' }, 'bad host'), null);
    assert.equal(originOnHost({ host: 'user@evil.example', protocol: 'http' }, 'localhost'), null);
  });
});

describe('ledger and idempotency', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  it('refuses to go negative (422) and writes a ledger row per change', async () => {
    const id = t.seed.members.beginner!.id;
    const r = await t.db.transaction((tx) => changeBalance(tx, { memberId: id, currency: 'hancoin', amount: 500n, reason: 'TEST' }));
    assert.equal(r.balanceAfter, 500n);
    await assert.rejects(
      t.db.transaction((tx) => changeBalance(tx, { memberId: id, currency: 'hancoin', amount: -501n, reason: 'TEST' })),
      (e: unknown) => e instanceof ApiError && e.status === 422 && (e.body as { code: string }).code === 'ERROR_INSUFFICIENT_BALANCE',
    );
    assert.equal((await readWallet(t.db, id)).hancoin, 500n);
    const rows = await t.db.select().from(ledger).where(eq(ledger.memberId, id));
    assert.equal(rows.filter((x) => x.reason === 'TEST').length, 1);
  });

  it('refusal texts write game money in Korean units with the right particle', async () => {
    const id = t.seed.members.beginner!.id;
    const over = await t.db
      .transaction((tx) => changeBalance(tx, { memberId: id, currency: 'money', amount: 1_000_000_000_001n, reason: 'TEST_MAX', max: 1_000_000_000_000n }))
      .then(() => assert.fail('paid over the limit'), (e: unknown) => e as ApiError);
    assert.equal(over.status, 422);
    assert.equal((over.body as { code: string }).code, 'ERROR_OVERMONEY');
    assert.equal(over.message, '보유 한도를 초과하여 지급할 수 없습니다. (한도 1조)');
    const w = await readWallet(t.db, id);
    const poor = await t.db
      .transaction((tx) => changeBalance(tx, { memberId: id, currency: 'money', amount: -(w.money + 1n), reason: 'TEST_MIN' }))
      .then(() => assert.fail('went negative'), (e: unknown) => e as ApiError);
    assert.equal(poor.message, `게임머니가 부족합니다. (보유 ${formatKoreanUnits(w.money)})`);
    const hancoin = await t.db
      .transaction((tx) => changeBalance(tx, { memberId: id, currency: 'hancoin', amount: -1_000_000n, reason: 'TEST_MIN' }))
      .then(() => assert.fail('went negative'), (e: unknown) => e as ApiError);
    assert.match(hancoin.message, /^한코인이 부족합니다\. \(보유 [0-9,]+\)$/);
  });

  it('concurrent transfers both ways conserve money and never go negative', async () => {
    const a = t.seed.members.member!.id;
    const b = t.seed.members.vplus!.id;
    const start = (await readWallet(t.db, a)).money + (await readWallet(t.db, b)).money;
    const moves = Array.from({ length: 40 }, (_, i) => {
      const [from, to] = i % 2 ? [a, b] : [b, a];
      return t.db
        .transaction((tx) =>
          changeBalances(tx, [
            { memberId: from, currency: 'money', amount: -1_000_000n, reason: 'TEST_TRANSFER' },
            { memberId: to, currency: 'money', amount: 1_000_000n, reason: 'TEST_TRANSFER' },
          ]),
        )
        .then(() => 'ok');
    });
    const results = await Promise.all(moves);
    assert.equal(results.length, 40);
    const end = (await readWallet(t.db, a)).money + (await readWallet(t.db, b)).money;
    assert.equal(end, start);
  });

  it('same member + key returns the first result and changes once; failed attempts leave the key free', async () => {
    const id = t.seed.members.rich!.id;
    const work = (amount: bigint) => (tx: Parameters<Parameters<typeof t.db.transaction>[0]>[0]) =>
      changeBalance(tx, { memberId: id, currency: 'mileage', amount, reason: 'TEST_IDEM' }).then((r) => ({ mileage: r.balanceAfter.toString() }));
    const first = await runIdempotent(t.db, { memberId: id, key: 'idem-key-0001', scope: 'test' }, work(10n));
    const second = await runIdempotent(t.db, { memberId: id, key: 'idem-key-0001', scope: 'test' }, work(10n));
    assert.equal(second.replayed, true);
    assert.deepEqual(second.value, first.value);
    const [w] = await t.db.select().from(wallets).where(eq(wallets.memberId, id));
    assert.equal(w!.mileage.toString(), first.value.mileage);
    await assert.rejects(runIdempotent(t.db, { memberId: id, key: 'idem-key-0001', scope: 'other' }, work(1n)), (e: unknown) => e instanceof ApiError && e.status === 409);
    await assert.rejects(runIdempotent(t.db, { memberId: id, key: 'idem-key-0002', scope: 'test' }, work(-10_000_000n)));
    const retry = await runIdempotent(t.db, { memberId: id, key: 'idem-key-0002', scope: 'test' }, work(5n));
    assert.equal(retry.replayed, false);
  });
});

describe('validation messages', () => {
  it('name the missing field with the right particle', () => {
    assert.equal(validationMessage([{ keyword: 'required', params: { missingProperty: 'useCount' } }], 'body'), "본문 필수 값이 없습니다: 'useCount'");
    assert.equal(validationMessage([{ keyword: 'required', params: { missingProperty: 'itemCode' } }], 'body'), "본문 필수 값이 없습니다: 'itemCode'");
    assert.equal(validationMessage([{ keyword: 'required', params: { missingProperty: 'currentMembershipId' } }]), "필수 값이 없습니다: 'currentMembershipId'");
  });

  it('say a field by the Korean name its contract gives it (title), with the length rule it broke', () => {
    assert.equal(validationMessage([{ keyword: 'pattern', instancePath: '/transferMoney' }], 'body', TransferRequestSchema), '금액이 올바르지 않습니다.');
    assert.equal(validationMessage([{ keyword: 'required', params: { missingProperty: 'transferMoney' } }], 'body', TransferRequestSchema), '금액을 입력해 주세요.');
    assert.equal(validationMessage([{ keyword: 'maxLength', instancePath: '/content', params: { limit: 1000 } }], 'body', VipVoiceRequestSchema), '내용은 1,000자까지 쓸 수 있습니다.');
    assert.equal(validationMessage([{ keyword: 'minLength', instancePath: '/title', params: { limit: 2 } }], 'body', VipVoiceRequestSchema), '제목은 2자 이상 써 주세요.');
    assert.equal(validationMessage([{ keyword: 'anyOf', instancePath: '/dayLimit' }], 'body', RestrictionChangeBodySchema), '일 구매 한도가 올바르지 않습니다.');
    assert.equal(validationMessage([{ keyword: 'enum', instancePath: '/type' }], 'body', TransferRequestSchema), '전송 방법이 올바르지 않습니다.');
    // a field without a Korean name (no route's: schema-audit.test.ts) would keep its API name
    assert.equal(validationMessage([{ keyword: 'enum', instancePath: '/type' }], 'body'), "본문 'type' 값이 올바르지 않습니다.");
  });
});

describe('safeReturnUrl normalises like a browser and compares by origin', () => {
  const hosts = ['localhost', 'partner.localhost'];
  it('refuses tab / newline / backslash tricks that browsers turn into another host', () => {
    for (const raw of ['/\t/evil.example', '/\n/evil.example', '/\r\n/evil.example', '\\\\evil.example', '/\\/evil.example', ' //evil.example', 'https://localhost@evil.example/', 'http://user:pw@localhost/', 'data:text/html,x', '//evil.example']) {
      assert.equal(safeReturnUrl(raw, 'localhost:8080', hosts), '/', JSON.stringify(raw));
    }
  });
  it('keeps an encoded tab as a path on our origin (browsers do not decode it into a host)', () => {
    assert.equal(safeReturnUrl('/%09/evil.example', 'localhost:8080', hosts), '/%09/evil.example');
  });
  it('returns ASCII only, fit for a Location header', () => {
    const out = safeReturnUrl('/plus/혜택?q=가 나#x\r\n', 'localhost', hosts);
    assert.match(out, /^[\x21-\x7e]+$/);
    assert.ok(out.startsWith('/plus/'));
    assert.equal(safeReturnUrl('/x</script><script>alert(1)</script>', 'localhost', hosts), '/x%3C/script%3E%3Cscript%3Ealert(1)%3C/script%3E');
  });
});
