// Load and fault tests against the real server process on PostgreSQL (its own database, its own
// application_name): 1,000 concurrent transfers in mixed directions, 50 concurrent replays of one
// Idempotency-Key, concurrent purchases against the monthly limit, and connections terminated in
// the middle of a load. Money is conserved and every wallet equals its ledger; the process lives.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { HttpClient, startServer, type HttpResult, type ServerFixture } from './server-fixture.js';

const PORT = Number(process.env.BENCH_PORT ?? 8112);
// the demo members plus 33 more made for this run (copies of 'member'): 40 accounts, as in a real
// crowd, rather than every transfer queueing on the same few wallets
const DEMO = ['member', 'vplus', 'zplus', 'vip', 'restricted', 'rich', 'beginner'];
const IDS = [...DEMO, ...Array.from({ length: 33 }, (_, i) => `loadrel${String(i).padStart(2, '0')}`)];
const AMOUNT = 100_000_000n; // 1억, the minimum transfer
const figures: string[] = [];

describe('reliability under load and faults (PostgreSQL, real server process)', () => {
  let s: ServerFixture;
  const clients = new Map<string, HttpClient>();
  const memberNo = new Map<string, number>();
  const memberId = new Map<string, number>();

  before(async () => {
    s = await startServer({ port: PORT, env: { LEGAL_MONTHLY_LIMIT: '15000' } });
    await s.admin.query(
      `insert into members (member_no, publisher, login_id, password_hash, nickname, gender, birth_month)
       select 30000000 + n, 'hanpan', 'loadrel' || lpad(n::text, 2, '0'), password_hash, '부하' || n, gender, birth_month
       from members, generate_series(0, 32) as n where login_id = 'member' and publisher = 'hanpan'`,
    );
    await s.admin.query(`insert into wallets (member_id) select id from members where login_id like 'loadrel%' on conflict do nothing`);
    for (const id of IDS) {
      const c = new HttpClient(s.url);
      await c.login(id);
      clients.set(id, c);
      const g = await c.request('GET', '/api/contents/members/global-state');
      memberNo.set(id, (g.json!.body as { member: { memberNo: number } }).member.memberNo);
    }
    const rows = await s.admin.query<{ id: number; login_id: string }>(`select id, login_id from members where publisher = 'hanpan' and login_id = any($1)`, [IDS]);
    for (const r of rows.rows) memberId.set(r.login_id, r.id);
    // everyone holds 5,000억: far from both zero and the 1조 holding limit
    await s.admin.query(`update wallets set money = 500000000000 where member_id = any($1)`, [[...memberId.values()]]);
  });
  after(async () => {
    console.log(figures.map((f) => `[reliability] ${f}`).join('\n'));
    await s?.stop();
  });

  async function moneySnapshot() {
    const w = await s.admin.query<{ member_id: number; money: string }>(`select member_id, money::text from wallets where member_id = any($1)`, [[...memberId.values()]]);
    const l = await s.admin.query<{ m: string }>(`select coalesce(max(id), 0)::text as m from ledger`);
    return { wallets: new Map(w.rows.map((r) => [r.member_id, BigInt(r.money)])), ledgerMax: BigInt(l.rows[0]!.m) };
  }

  /** Sum of money is unchanged and each wallet moved by exactly its new ledger rows. */
  async function assertConserved(before: Awaited<ReturnType<typeof moneySnapshot>>, what: string) {
    const now = await moneySnapshot();
    const sum = (m: Map<number, bigint>) => [...m.values()].reduce((a, b) => a + b, 0n);
    assert.equal(sum(now.wallets), sum(before.wallets), `${what}: money not conserved`);
    const l = await s.admin.query<{ member_id: number; s: string }>(
      `select member_id, sum(amount)::text as s from ledger where id > $1 and currency = 'money' group by member_id`,
      [before.ledgerMax.toString()],
    );
    const moved = new Map(l.rows.map((r) => [r.member_id, BigInt(r.s)]));
    for (const [id, w] of now.wallets) assert.equal(w - before.wallets.get(id)!, moved.get(id) ?? 0n, `${what}: wallet ${id} ≠ its ledger`);
    return now;
  }

  function transfer(from: string, to: string, key?: string): Promise<HttpResult> {
    // (each one meant: the same move again within minutes is otherwise asked first, ERROR_REPEATED_TRANSFER)
    return clients.get(from)!.request('PUT', '/api/money-transfer', { json: { destinationMemberNo: memberNo.get(to), transferMoney: AMOUNT.toString(), type: 'SEND', confirmRepeat: true }, key });
  }

  function pairs(n: number, seed: number): [string, string][] {
    let x = seed;
    const rnd = () => ((x = (x * 1103515245 + 12345) % 2147483648), x / 2147483648);
    return Array.from({ length: n }, () => {
      const a = Math.floor(rnd() * IDS.length);
      const b = (a + 1 + Math.floor(rnd() * (IDS.length - 1))) % IDS.length;
      return [IDS[a]!, IDS[b]!];
    });
  }

  it('1,000 concurrent transfers in mixed directions: money conserved, ledger = balances, 0 × 5xx', async () => {
    await s.admin.query('delete from money_transfers'); // fresh daily counts
    const before = await moneySnapshot();
    const t0 = Date.now();
    const results = await Promise.all(pairs(1000, 7).map(([a, b]) => transfer(a, b)));
    const ms = Date.now() - t0;
    const statuses = new Map<number, number>();
    for (const r of results) statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
    const fiveXX = results.filter((r) => r.status >= 500).length;
    figures.push(`transfers: ${results.length} concurrent in ${ms} ms; ${[...statuses].map(([k, v]) => `${k}×${v}`).join(' ')}; 5xx ${fiveXX}`);
    assert.equal(fiveXX, 0);
    assert.ok(results.every((r) => r.json && typeof r.json.header.isSuccessful === 'boolean'));
    const ok = results.filter((r) => r.status === 200).length;
    assert.ok(ok >= 900, `only ${ok} transfers went through`);
    const done = await s.admin.query<{ n: string }>('select count(*)::text as n from money_transfers');
    assert.equal(Number(done.rows[0]!.n), ok);
    await assertConserved(before, 'transfers');
  });

  it('50 concurrent replays of one Idempotency-Key → one effect; another body with it → 409', async () => {
    await s.admin.query('delete from money_transfers');
    const before = await moneySnapshot();
    const key = `replay-${Date.now()}`;
    const results = await Promise.all(Array.from({ length: 50 }, () => transfer('vip', 'zplus', key)));
    assert.ok(results.every((r) => r.status === 200), results.map((r) => r.status).join(','));
    const ids = new Set(results.map((r) => (r.json!.body as { transferId: number }).transferId));
    assert.equal(ids.size, 1);
    const n = await s.admin.query<{ n: string }>('select count(*)::text as n from money_transfers');
    assert.equal(n.rows[0]!.n, '1');
    const after1 = await assertConserved(before, 'replays');
    assert.equal(before.wallets.get(memberId.get('vip')!)! - after1.wallets.get(memberId.get('vip')!)!, AMOUNT);
    const other = await transfer('vip', 'rich', key);
    assert.equal(other.status, 409);
    assert.match(other.json!.header.resultMessage, /다른 내용의 요청/);
    figures.push(`replays: 50 concurrent with one key → 1 transfer; other body → ${other.status}`);
  });

  it('concurrent purchases never pass the monthly limit', async () => {
    const c = clients.get('member')!;
    const pages = await Promise.all(Array.from({ length: 10 }, () => c.request('GET', '/services/shop/payments?codes=E3002')));
    const forms = pages.map((p) => ({
      no: /\/sandbox\/orders\/([A-Z0-9]+)\/complete/.exec(p.text)![1]!,
      ticket: /name="ticket" value="([^"]+)"/.exec(p.text)![1]!.replace(/&quot;/g, '"').replace(/&amp;/g, '&'),
    }));
    const results = await Promise.all(forms.map((f) => c.request('POST', `/sandbox/orders/${f.no}/complete`, { form: { ticket: f.ticket } })));
    const statuses = results.map((r) => r.status).sort();
    assert.deepEqual(statuses, [200, ...Array(9).fill(422)]);
    // (the shop's: member's old Plus join, months ago, is a payment too)
    const paid = await s.admin.query<{ s: string }>(`select coalesce(sum(amount), 0)::text as s from payments where member_id = $1 and kind = 'shop'`, [memberId.get('member')]);
    assert.ok(BigInt(paid.rows[0]!.s) <= 15_000n);
    figures.push(`purchases: 10 concurrent against a 15,000원 limit → ${statuses.filter((x) => x === 200).length} paid (${paid.rows[0]!.s}원)`);
  });

  it('connections terminated mid-load: the process lives, serves again within a second, money conserved', async () => {
    await s.admin.query('delete from money_transfers');
    const before = await moneySnapshot();
    const work = pairs(600, 99);
    const results: (HttpResult & { start: number; end: number })[] = [];
    let next = 0;
    let stop = false;
    // the load lasts until well after the last kill, however fast the machine answers
    const worker = async () => {
      while (!stop || next < work.length) {
        const [a, b] = work[next++ % work.length]!;
        const start = Date.now();
        const r = await transfer(a, b);
        results.push({ ...r, start, end: Date.now() });
      }
    };
    const load = Promise.all(Array.from({ length: 20 }, worker));
    const kills: number[] = [];
    let killed = 0;
    for (const wait of [300, 1_500]) {
      await new Promise((r) => setTimeout(r, wait));
      kills.push(Date.now());
      killed += await s.killConnections();
    }
    await new Promise((r) => setTimeout(r, 1_000));
    stop = true;
    await load;
    // recovery: from each kill to the first transfer answered 200 after it (the server serves again)
    const recoveries = kills.map((k) => Math.min(...results.filter((r) => r.end > k && r.status === 200).map((r) => r.end)) - k);
    assert.equal(s.child.exitCode, null, `the server exited: ${s.output()}`);
    const statuses = new Map<number, number>();
    for (const r of results) statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
    const unexpected = results.filter((r) => r.status >= 500 && r.status !== 503);
    assert.equal(unexpected.length, 0, unexpected.map((r) => `${r.status} ${r.text.slice(0, 120)}`).join('\n'));
    for (const r of results.filter((x) => x.status === 503)) assert.match(r.json!.header.resultMessage, /잠시 후 다시 시도/);
    assert.ok(killed > 0, 'no connection was terminated');
    assert.ok(Math.max(...recoveries) < 1_000, `recovery took ${recoveries.join(', ')} ms`);
    // after the storm: the server still serves, money conserved, wallets = ledger
    assert.equal((await transfer('zplus', 'vplus')).status, 200);
    await assertConserved(before, 'faults');
    figures.push(`faults: ${killed} connections terminated during ${results.length} transfers; ${[...statuses].map(([k, v]) => `${k}×${v}`).join(' ')}; recovered in ${recoveries.join(' / ')} ms; process alive`);
  });
});
