// A request the route schema refuses gets a 400 that names the field in Korean, by the title its
// contract gives it ('페이지가 올바르지 않습니다.'), never by its API name ('page').
import assert from 'node:assert/strict';
import net from 'node:net';
import { after, before, describe, it } from 'node:test';
import { TransferIndicatorRequestSchema } from '@hanpan/contracts';
import { createTestApp, type Agent, type TestApp } from '../test/harness.js';
import { fieldTitle } from './errors.js';

const message = (r: { env: { header: { resultMessage: string } } }) => r.env.header.resultMessage;

describe('validation errors name the field in Korean', () => {
  let t: TestApp;
  let a: Agent;
  before(async () => {
    t = await createTestApp();
    a = await t.login('vip');
  });
  after(() => t.close());

  it('says a bad page number as 페이지, with no API field name', async () => {
    const r = await a.get('/api/items?page=-1');
    assert.equal(r.statusCode, 400);
    assert.equal(r.env.header.resultCode, 400);
    assert.equal(message(r), '페이지가 올바르지 않습니다.');
    assert.doesNotMatch(message(r), /[A-Za-z]/);
  });

  it('names the paging fields the same on every list (the shared PageNo/PageSize titles)', async () => {
    for (const url of ['/api/coupons?size=0', '/api/vip/voices?size=51', '/api/hpc/rank/top100?size=101', '/api/faq/list?pageSize=0']) {
      const r = await a.get(url);
      assert.equal(r.statusCode, 400, url);
      assert.equal(message(r), '페이지 크기가 올바르지 않습니다.', url);
    }
    for (const url of ['/api/vip/voices?page=10001', '/api/hpc/rank/top5?page=1001', '/api/money-transfer/histories?page=x']) {
      const r = await a.get(url);
      assert.equal(r.statusCode, 400, url);
      assert.equal(message(r), '페이지가 올바르지 않습니다.', url);
    }
  });

  it('names the field the input guard refuses (1e999 coerced to Infinity) the same way', async () => {
    for (const url of ['/api/items?page=1e999', '/api/vip/voices?page=1e999', '/api/hpc/championships/ended?page=-1e999']) {
      const r = await a.get(url);
      assert.equal(r.statusCode, 400, url);
      assert.equal(message(r), '페이지가 올바르지 않습니다.', url);
    }
    assert.equal(message(await a.get('/api/hpc/rank/top5?size=1e999')), '페이지 크기가 올바르지 않습니다.');
    assert.equal(message(await a.get('/api/hpc/rank/top5?nickname=a%00b')), '닉네임이 올바르지 않습니다.');
  });

  it('says a missing or bad field of a querystring, params or body by its Korean name', async () => {
    assert.equal(message(await a.get('/api/mileage/gift/recipient')), '회원번호를 입력해 주세요.');
    assert.equal(message(await a.get('/api/hpc/rank/top5?nickname=')), '닉네임은 1자 이상 써 주세요.');
    assert.equal(message(await a.get('/api/hpc/championships/0')), '대회 번호가 올바르지 않습니다.');
    assert.equal(message(await a.put('/api/money-transfer', { destinationMemberNo: 1, transferMoney: '1000', type: 'PULL' })), '전송 방법이 올바르지 않습니다.');
    assert.equal(message(await a.put('/api/money-transfer/indicator', { type: 'NEW_ICON', targets: ['a b'] })), '대상이 올바르지 않습니다.');
    assert.equal(message(await a.get('/api/mileage/histories/daily?startDate=2024-02-30&endDate=2024-03-01')), '시작일이 올바르지 않습니다.');
    assert.equal(message(await a.get('/api/mileage/histories/daily?startDate=2024-03-02&endDate=2024-03-01')), '시작일은 종료일보다 늦을 수 없습니다.');
  });

  it('takes a request without a body as {} on every route: it names the field it needs, never the body', async () => {
    const r = await a.request('PUT', '/api/money-transfer/indicator');
    assert.equal(r.statusCode, 400);
    assert.equal(message(r), '설정 종류를 입력해 주세요.');
    // every field optional: no body is no choice (the power chief's platform defaults to PC)
    const claim = await a.request('POST', '/api/vip/power-chief');
    assert.notEqual(claim.statusCode, 400, message(claim));
    // labelled JSON or text, the empty body is no body too (QA: '요청 본문이 비어 있습니다.' / "본문 'body' …")
    for (const type of ['application/json', 'text/plain']) {
      const labelled = await a.request('PUT', '/api/money-transfer/indicator', { headers: { 'content-type': type } });
      assert.equal(labelled.statusCode, 400, type);
      assert.equal(message(labelled), '설정 종류를 입력해 주세요.', type);
    }
    // a JSON body that is not JSON is still refused, in Korean
    const broken = await a.request('PUT', '/api/money-transfer/indicator', { headers: { 'content-type': 'application/json' }, payload: '{"type":' });
    assert.equal(broken.statusCode, 400);
    assert.equal(message(broken), '요청 본문(JSON)이 올바르지 않습니다.');
  });

  it('names it on the Korean HTML pages too', async () => {
    const r = await a.get(`/idp/login?nextUrl=${'a'.repeat(2001)}`);
    assert.equal(r.statusCode, 400);
    assert.match(r.body, /돌아갈 주소는 2,000자까지 쓸 수 있습니다\./);
    assert.doesNotMatch(r.body, /nextUrl/);
  });

  it('resolves a field inside an array by its items (fieldTitle)', () => {
    assert.equal(fieldTitle(TransferIndicatorRequestSchema, ['targets']), '대상 목록');
    assert.equal(fieldTitle(TransferIndicatorRequestSchema, ['targets', '3']), '대상');
  });
});

/** Sends raw bytes as they are (a browser would have percent-encoded them) and reads the whole answer. */
const rawRequest = (port: number, request: Buffer | string) =>
  new Promise<string>((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.end(request));
    const chunks: Buffer[] = [];
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    socket.on('error', reject);
  });

describe("requests Node's parser refuses (before any route)", () => {
  let t: TestApp;
  let port: number;
  before(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as net.AddressInfo).port;
  });
  after(() => t.close());

  const raw = (request: Buffer | string) => rawRequest(port, request);

  it('a raw byte in the address, a bad length, a header too large: a Korean envelope with the security headers', async () => {
    const cases: Array<[Buffer | string, number, string]> = [
      [Buffer.concat([Buffer.from('GET /?x='), Buffer.from([0xc3, 0xbc]), Buffer.from(' HTTP/1.1\r\nHost: localhost\r\n\r\n')]), 400, '요청이 올바르지 않습니다.'],
      ['POST /api/vip/voices HTTP/1.1\r\nHost: localhost\r\nContent-Length: abc\r\n\r\n{}', 400, '요청이 올바르지 않습니다.'],
      [`GET /api/faq/category HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(70_000)}\r\n\r\n`, 431, '요청 헤더가 너무 큽니다.'],
    ];
    for (const [request, status, text] of cases) {
      const answer = await raw(request);
      const [head, body] = answer.split('\r\n\r\n');
      assert.match(head!, new RegExp(`^HTTP/1.1 ${status} `));
      assert.match(head!, /x-content-type-options: nosniff/i);
      assert.match(head!, /content-security-policy: default-src 'none'; frame-ancestors 'none'/i);
      assert.deepEqual(JSON.parse(body!), { header: { isSuccessful: false, resultCode: status, resultMessage: text }, body: null });
    }
  });

  it('an address Fastify cannot decode (before any route or hook): the Korean answer with the security headers (QA: none on `/%`)', async () => {
    for (const [path, json] of [['/api/%zz', true], ['/%', false], ['/sandbox/orders/%E0%A4%A/state', false]] as const) {
      const r = await t.app.inject({ method: 'GET', url: path });
      assert.equal(r.statusCode, 400, path);
      assert.equal(r.headers['x-frame-options'], 'DENY', path);
      assert.equal(r.headers['x-content-type-options'], 'nosniff', path);
      assert.equal(r.headers['referrer-policy'], 'strict-origin-when-cross-origin', path);
      assert.match(String(r.headers['content-security-policy']), /frame-ancestors 'none'/, path);
      if (json) assert.equal(JSON.parse(r.body).header.resultMessage, '요청 주소가 올바르지 않습니다.');
      else {
        // the page runs no inline script and keeps its own look
        assert.match(String(r.headers['content-security-policy']), /^default-src 'self'; style-src 'self' 'unsafe-inline'/);
        assert.match(r.body, /요청 주소가 올바르지 않습니다\./);
      }
      assert.equal(r.headers['strict-transport-security'], undefined, 'plain HTTP: no HSTS');
    }
  });
});

describe('behind HTTPS (SECURE_COOKIES): the answers made before any route carry HSTS too', () => {
  let t: TestApp;
  let port: number;
  before(async () => {
    t = await createTestApp({ config: { secureCookies: true } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as net.AddressInfo).port;
  });
  after(() => t.close());

  it("an address Fastify cannot decode, and one Node's parser refuses", async () => {
    for (const path of ['/%', '/api/%zz']) {
      const r = await t.app.inject({ method: 'GET', url: path });
      assert.equal(r.statusCode, 400, path);
      assert.equal(r.headers['strict-transport-security'], 'max-age=15552000', path);
    }
    const answer = await rawRequest(port, 'POST /api/vip/voices HTTP/1.1\r\nHost: localhost\r\nContent-Length: abc\r\n\r\n{}');
    assert.match(answer.split('\r\n\r\n')[0]!, /strict-transport-security: max-age=15552000/i);
  });
});
