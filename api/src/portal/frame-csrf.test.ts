// The shell frame's logout form is drawn on the server with the visitor's CSRF token: the portal hands
// the renderer that token masked for this response (a compressed page: BREACH, plugins/csrf.ts), never
// the raw one. A stand-in renderer writes what it was given into its markup.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { COOKIES } from '@hanpan/contracts';
import { unmaskCsrfToken } from '../plugins/csrf.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { portalPlugin } from './index.js';
import { FRAME_RENDERER_FILE } from './ssr.js';

const RENDERER = `exports.renderFrame = async (r) => ({
  html: '<form method="post" action="/idp/logout"><input type="hidden" name="_csrf" value="' + r.csrfToken + '"></form>',
  styles: '', state: '', memberNo: null,
});`;

describe('the shell frame gets a masked CSRF token', () => {
  let t: TestApp;
  let dir: string;
  before(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hanpan-frame-csrf-'));
    fs.mkdirSync(path.join(dir, 'shell', path.dirname(FRAME_RENDERER_FILE)), { recursive: true });
    fs.writeFileSync(path.join(dir, 'shell/index.html'), '<!doctype html><html lang="ko"><head><title>한판</title></head><body><div id="root"></div></body></html>');
    fs.writeFileSync(path.join(dir, 'shell/routes.json'), JSON.stringify({ routes: [{ path: '/' }], prefixes: {} }));
    fs.writeFileSync(path.join(dir, 'remotes.json'), '{}');
    fs.writeFileSync(path.join(dir, 'shell', FRAME_RENDERER_FILE), RENDERER);
    t = await createTestApp({
      register: async (app) => {
        await app.register(portalPlugin, { deployDir: dir, env: {} });
      },
    });
  });
  after(async () => {
    await t?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("a fresh masked value in each page, never the raw token; the page's value logs out before any script runs", async () => {
    const member = await t.login('member');
    const raw = member.cookies.get(COOKIES.csrf)!;
    const tokenIn = (html: string) => /name="_csrf" value="([^"]*)"/.exec(html)?.[1] ?? '';
    const [one, two] = [tokenIn((await member.get('/')).body), tokenIn((await member.get('/')).body)];
    assert.match(one, /^m\./);
    assert.notEqual(one, two);
    for (const value of [one, two]) assert.equal(unmaskCsrfToken(value), raw);
    assert.ok(!(await member.get('/')).body.includes(raw));
    const out = await member.form('/idp/logout', { nextUrl: '/', _csrf: two });
    assert.equal(out.statusCode, 303);
  });
});
