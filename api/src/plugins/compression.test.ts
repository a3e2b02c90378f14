import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import zlib from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { portalPlugin } from '../portal/index.js';
import { registerCompression } from './compression.js';

const decode = (encoding: string | undefined, body: Buffer): string => {
  if (encoding === 'br') return zlib.brotliDecompressSync(body).toString('utf8');
  if (encoding === 'gzip') return zlib.gunzipSync(body).toString('utf8');
  return body.toString('utf8');
};

describe('compression', () => {
  let app: FastifyInstance;
  let dir: string;
  const script = `console.log(${JSON.stringify('한판 '.repeat(400))});`;
  const html = `<!doctype html><html lang="ko"><head><title>한판</title></head><body><div id="root">${'<p>카드게임 포털</p>'.repeat(200)}</div></body></html>`;
  const rows = Array.from({ length: 80 }, (_, i) => ({ id: i, name: `상품 ${i}`, price: String(1000 * i) }));

  before(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hanpan-compress-'));
    fs.mkdirSync(path.join(dir, 'shell'));
    fs.writeFileSync(path.join(dir, 'shell/index.html'), html);
    fs.writeFileSync(path.join(dir, 'shell/routes.json'), JSON.stringify({ routes: [{ path: '/' }], prefixes: {} }));
    // as the publish step leaves them: the file, its .br and its .gz
    const hashed = path.join(dir, 'shell/page-home.0123abcd.js');
    fs.writeFileSync(hashed, script);
    fs.writeFileSync(`${hashed}.br`, zlib.brotliCompressSync(script));
    fs.writeFileSync(`${hashed}.gz`, zlib.gzipSync(script));
    fs.writeFileSync(path.join(dir, 'remotes.json'), '{}');
    app = Fastify();
    await registerCompression(app);
    app.get('/api/products', async () => ({ header: { isSuccessful: true, resultCode: 0, resultMessage: 'SUCCESS' }, body: rows }));
    app.get('/api/ping', async () => ({ header: { isSuccessful: true, resultCode: 0, resultMessage: 'SUCCESS' }, body: { ok: true } }));
    await app.register(portalPlugin, { deployDir: dir, env: {} });
    await app.ready();
  });
  after(async () => {
    await app.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('sends a hashed file pre-compressed (brotli first, gzip otherwise) and keeps it immutable', async () => {
    for (const [accept, expected] of [['gzip, deflate, br', 'br'], ['gzip', 'gzip'], ['identity', undefined]] as const) {
      const res = await app.inject({ url: '/shell/page-home.0123abcd.js', headers: { 'accept-encoding': accept } });
      assert.equal(res.statusCode, 200);
      assert.equal(res.headers['content-encoding'], expected, accept);
      assert.equal(res.headers['cache-control'], 'public, max-age=31536000, immutable');
      assert.equal(decode(expected, res.rawPayload), script);
    }
  });

  it('compresses HTML pages at request time, brotli when accepted, never cached as immutable', async () => {
    const br = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip, br' } });
    assert.equal(br.statusCode, 200);
    assert.equal(br.headers['content-encoding'], 'br');
    assert.equal(br.headers['cache-control'], 'private, no-cache');
    assert.match(String(br.headers.vary), /accept-encoding/i);
    assert.match(decode('br', br.rawPayload), /^<!doctype html>.*(<p>카드게임 포털<\/p>){200}/s);
    assert.ok(br.rawPayload.length < html.length / 4, `${br.rawPayload.length} bytes`);
    const gz = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip' } });
    assert.equal(gz.headers['content-encoding'], 'gzip');
    assert.equal(decode('gzip', gz.rawPayload), decode('br', br.rawPayload));
  });

  it('compresses JSON envelopes above 1 KB; small ones and clients without accept-encoding get plain JSON', async () => {
    const big = await app.inject({ url: '/api/products', headers: { 'accept-encoding': 'br' } });
    assert.equal(big.headers['content-encoding'], 'br');
    assert.deepEqual(JSON.parse(decode('br', big.rawPayload)).body, rows);
    const plain = await app.inject({ url: '/api/products', headers: { 'accept-encoding': '' } });
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.deepEqual(plain.json().body, rows);
    const small = await app.inject({ url: '/api/ping', headers: { 'accept-encoding': 'br, gzip' } });
    assert.equal(small.headers['content-encoding'], undefined);
    assert.equal(small.json().body.ok, true);
  });
});
