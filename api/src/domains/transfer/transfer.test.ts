import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { inArray, eq } from 'drizzle-orm';
import type { Page, RuleErrorBody, TransferResult, TransferStatus } from '@hanpan/contracts';
import { createTestApp, type Agent, type TestApp } from '../../test/harness.js';
import { ledger, wallets } from '../../db/schema/index.js';
import { TRANSFER_MAX_PER_TRANSFER } from './rules.js';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

const code = (r: { env: { body: unknown } }) => (r.env.body as RuleErrorBody).code;
const moneyOf = async (id: number) => (await t.db.select().from(wallets).where(eq(wallets.memberId, id)))[0]!.money;

test('status shows the limits and today’s usage', async () => {
  const a = await t.login('vip');
  const s = await a.get<TransferStatus>('/api/money-transfer/status');
  assert.equal(s.statusCode, 200);
  assert.equal(s.env.body!.limits.maxPerTransfer, TRANSFER_MAX_PER_TRANSFER.toString());
  assert.equal(s.env.body!.countToday, 0);
  assert.equal(s.env.body!.holdingLimit, '5000000000000');
  assert.equal(s.env.body!.isActiveNewIcon, false); // SPEC §9 end time has passed
});

test('SEND moves money in one transaction, idempotent repeat changes nothing', async () => {
  const a = await t.login('vip');
  const b = await t.login('member');
  const [va, vb] = [await moneyOf(a.member!.id), await moneyOf(b.member!.id)];
  const body = { destinationMemberNo: b.member!.memberNo, transferMoney: '1000000000', type: 'SEND' };
  const r = await a.put<TransferResult>('/api/money-transfer', body, { headers: { 'idempotency-key': 'transfer-vip-001' } });
  assert.equal(r.statusCode, 200, r.body);
  assert.equal(r.env.body!.money, (va - 1_000_000_000n).toString());
  const again = await a.put<TransferResult>('/api/money-transfer', body, { headers: { 'idempotency-key': 'transfer-vip-001' } });
  assert.deepEqual(again.env.body, r.env.body);
  assert.equal(await moneyOf(a.member!.id), va - 1_000_000_000n);
  assert.equal(await moneyOf(b.member!.id), vb + 1_000_000_000n);
  const rows = await t.db.select().from(ledger).where(inArray(ledger.reason, ['MONEY_TRANSFER_OUT', 'MONEY_TRANSFER_IN']));
  assert.equal(rows.length, 2);
  const h = await b.get<Page<{ direction: string; counterpartNickname: string; amount: string }>>('/api/money-transfer/histories?page=0');
  assert.equal(h.env.body!.content[0]!.direction, 'IN');
  assert.equal(h.env.body!.content[0]!.counterpartNickname, a.member!.nickname);
  const s = await a.get<TransferStatus>('/api/money-transfer/status');
  assert.equal(s.env.body!.sentToday, '1000000000');
  assert.equal(s.env.body!.countToday, 1);
});

test('refusals: self, unknown member, too small, too big, not enough money, receiver over its holding limit, bad input, guest', async () => {
  const a = await t.login('beginner'); // 30,000,000 money
  const put = (agent: Agent, destinationMemberNo: number, transferMoney: string, type = 'SEND') => agent.put('/api/money-transfer', { destinationMemberNo, transferMoney, type });
  const other = (await t.login('vplus')).member!;
  assert.equal(code(await put(a, a.member!.memberNo, '100000000')), 'ERROR_SELF_TRANSFER');
  assert.equal(code(await put(a, 987654321, '100000000')), 'ERROR_NO_MEMBER');
  assert.equal(code(await put(a, other.memberNo, '99999999')), 'ERROR_UNDER_MINIMUM');
  assert.equal(code(await put(a, other.memberNo, (TRANSFER_MAX_PER_TRANSFER + 1n).toString())), 'ERROR_OVER_TRANSFER_LIMIT');
  assert.equal(code(await put(a, other.memberNo, '100000000')), 'ERROR_NOT_ENOUGH_MONEY');
  const z = await t.login('zplus');
  const rich = (await t.login('rich')).member!; // 995,000,000,000 of 1e12
  assert.equal(code(await put(z, rich.memberNo, '10000000000')), 'ERROR_RECEIVER_OVERMONEY');
  assert.equal((await put(a, other.memberNo, '12.5')).statusCode, 400);
  assert.equal((await put(a, other.memberNo, '-100000000')).statusCode, 400);
  assert.equal((await a.put('/api/money-transfer', { destinationMemberNo: other.memberNo, transferMoney: '100000000', type: 'GIVE' })).statusCode, 400);
  assert.equal((await (await t.guest()).put('/api/money-transfer', { destinationMemberNo: other.memberNo, transferMoney: '100000000', type: 'SEND' })).statusCode, 401);
  // partner members are not reachable from the own portal
  const partner = (await t.login('partner')).member!;
  assert.equal(code(await put(z, partner.memberNo, '100000000')), 'ERROR_NO_MEMBER');
});

test('RECEIVE needs the other member’s permission (indicator RECEIVE_ALLOW)', async () => {
  const z = await t.login('zplus');
  const v = await t.login('vplus');
  const pull = () => v.put<TransferResult>('/api/money-transfer', { destinationMemberNo: z.member!.memberNo, transferMoney: '200000000', type: 'RECEIVE' });
  assert.equal((await pull()).statusCode, 403);
  const ind = await z.put<TransferStatus>('/api/money-transfer/indicator', { type: 'RECEIVE_ALLOW', targets: [String(v.member!.memberNo)] });
  assert.equal(ind.statusCode, 200);
  assert.deepEqual(ind.env.body!.receiveAllowedTo, [v.member!.memberNo]);
  const before = await moneyOf(z.member!.id);
  const r = await pull();
  assert.equal(r.statusCode, 200, r.body);
  assert.equal(await moneyOf(z.member!.id), before - 200_000_000n);
  assert.equal(code(await z.put('/api/money-transfer/indicator', { type: 'RECEIVE_ALLOW', targets: ['999999999'] })), 'ERROR_NO_MEMBER');
  assert.equal((await z.put('/api/money-transfer/indicator', { type: 'NEW_ICON', targets: ['MONEY_TRANSFER'] })).statusCode, 200);
  assert.equal((await z.put('/api/money-transfer/indicator', { type: 'OTHER', targets: [] })).statusCode, 400);
});

test('concurrent transfers between a few members keep the total and never go negative', async () => {
  const logins = ['vip', 'vplus', 'member', 'restricted'];
  const agents = await Promise.all(logins.map((l) => t.login(l)));
  const ids = agents.map((a) => a.member!.id);
  const total = async () => (await t.db.select().from(wallets).where(inArray(wallets.memberId, ids))).reduce((s, w) => s + w.money, 0n);
  const before = await total();
  const pg = Boolean(process.env.TEST_DATABASE_URL);
  const n = pg ? 300 : 60;
  const results = await Promise.all(
    Array.from({ length: n }, (_, i) => {
      const from = agents[i % 4]!;
      const to = agents[(i + 1 + (Math.floor(i / 4) % 3)) % 4]!; // offset 1..3: never the sender
      // 'member' and 'restricted' have ~1-2e9: amounts make some transfers fail for lack of money
      return from.put('/api/money-transfer', { destinationMemberNo: to.member!.memberNo, transferMoney: String(100_000_000 * (1 + (i % 9))), type: 'SEND' });
    }),
  );
  const statuses = results.map((r) => r.statusCode);
  assert.ok(statuses.every((s) => s === 200 || s === 422), `unexpected statuses ${[...new Set(statuses)]}`);
  assert.ok(statuses.filter((s) => s === 200).length > n / 2);
  assert.equal(await total(), before);
  for (const w of await t.db.select().from(wallets).where(inArray(wallets.memberId, ids))) assert.ok(w.money >= 0n, `negative balance for ${w.memberId}`);
});
