// Seeded property-based fuzz over every registered route, generated from the route schemas
// (fast-check): valid values, edges (min−1, max+1, ±Infinity, 2^31) and hostile strings (NUL,
// CR/LF, </script>, tab-redirects, 5,000 characters). For every answer: never a 5xx; the envelope
// on every /api answer (Korean message on failures), a Korean HTML page or an ASCII Location
// elsewhere; a refused request (4xx) and every GET change nothing at all (statement triggers count
// writes on every table: balances, ledger, limits, orders …).
// FUZZ_CASES (default 10,000) and FUZZ_SEED (default 12012) tune it; it prints its figures.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import fc from 'fast-check';
import { COOKIES } from '@hanpan/contracts';
import { createTestApp, type Agent, type TestApp } from '../test/harness.js';
import { fuzzableRoutes, requestArb, type GeneratedRequest } from './requests.js';
import { installWriteAudit, writeCount } from './write-audit.js';

const TOTAL = Number(process.env.FUZZ_CASES ?? 10_000);
const SEED = Number(process.env.FUZZ_SEED ?? 12012);
const WHO = ['guest', 'member', 'vplus', 'zplus', 'vip', 'restricted', 'rich', 'beginner', 'partner'] as const;

describe('fuzz: every route, generated from its schema', () => {
  let t: TestApp;
  const agents = new Map<string, Agent>();
  before(async () => {
    t = await createTestApp({ config: { loginRateLimit: 1_000_000, loginIpFailures: 1_000_000, loginAccountFailures: 1_000_000, signupRateLimit: 1_000_000 } });
    await installWriteAudit(t.db);
  });
  after(() => t.close());

  async function agent(who: (typeof WHO)[number]): Promise<Agent> {
    const cur = agents.get(who);
    if (cur && (who === 'guest' || cur.cookies.has(COOKIES.session))) return cur;
    const fresh = who === 'guest' ? await t.guest() : await t.login(who);
    agents.set(who, fresh);
    return fresh;
  }

  it(`${TOTAL} seeded cases: no 5xx, the envelope everywhere, refusals and reads change nothing`, async () => {
    const routes = fuzzableRoutes(t.app.routeCatalog);
    const perRoute = Math.ceil(TOTAL / routes.length);
    const stats = { cases: 0, byStatus: new Map<number, number>(), fiveXX: 0, started: Date.now() };
    for (const [i, route] of routes.entries()) {
      await fc.assert(
        fc.asyncProperty(requestArb(route, 'fuzz'), fc.constantFrom(...WHO), async (req: GeneratedRequest, who) => {
          const a = await agent(who);
          const writesBefore = await writeCount(t.db);
          const r = req.form
            ? await a.form(req.url, req.form)
            : await a.request(req.method as 'GET' | 'POST' | 'PUT' | 'DELETE', req.url, req.body === undefined ? {} : { payload: req.body });
          stats.cases++;
          stats.byStatus.set(r.statusCode, (stats.byStatus.get(r.statusCode) ?? 0) + 1);
          const where = `${req.method} ${req.url.slice(0, 200)} as ${who} → ${r.statusCode}`;
          if (r.statusCode >= 500) stats.fiveXX++;
          assert.ok(r.statusCode < 500, `${where}: ${r.body.slice(0, 300)}`);
          const type = String(r.headers['content-type'] ?? '');
          if (req.url.startsWith('/api/')) {
            assert.match(type, /application\/json/, where);
            const env = r.env;
            assert.equal(typeof env.header.isSuccessful, 'boolean', where);
            assert.equal(typeof env.header.resultCode, 'number', where);
            assert.ok('body' in env, where);
            if (r.statusCode >= 400) {
              assert.equal(env.header.isSuccessful, false, where);
              assert.equal(env.header.resultCode, r.statusCode, where);
              assert.match(env.header.resultMessage, /[가-힣]/, where);
            }
          } else if (r.statusCode >= 300 && r.statusCode < 400) {
            assert.match(String(r.headers.location), /^[\x21-\x7e]+$/, where);
          } else if (r.statusCode >= 400) {
            assert.match(type, /text\/html/, where);
            assert.match(r.body, /<html lang="ko">/, where);
          }
          if (r.statusCode >= 400 || req.method === 'GET') assert.equal(await writeCount(t.db), writesBefore, `${where} wrote to the database`);
        }),
        { numRuns: perRoute, seed: SEED + i, endOnFailure: true, includeErrorInReport: true },
      );
    }
    const secs = (Date.now() - stats.started) / 1000;
    const statuses = [...stats.byStatus].sort((x, y) => x[0] - y[0]).map(([s, n]) => `${s}×${n}`).join(' ');
    console.log(`[fuzz] ${stats.cases} cases over ${routes.length} routes (seed ${SEED}) in ${secs.toFixed(1)} s; 5xx: ${stats.fiveXX}; ${statuses}`);
    assert.ok(stats.cases >= TOTAL);
    assert.equal(stats.fiveXX, 0);
  });
});
