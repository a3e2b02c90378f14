// The recipient lookup before a money transfer or a mileage gift: masked nickname, the sends' own
// recipient rules, Korean refusals, a per-member limit against scanning numbers, no writes.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Recipient } from '@hanpan/contracts';
import { maskNickname } from '@hanpan/contracts/korean';
import { ruleCode, createTestApp, type Agent, type TestApp } from '../test/harness.js';
import { installWriteAudit, writeCount } from '../reliability/write-audit.js';
import { RECIPIENT_LOOKUPS_PER_WINDOW } from './recipient.js';

const TRANSFER = '/api/money-transfer/recipient';
const GIFT = '/api/mileage/gift/recipient';

let t: TestApp;
before(async () => {
  t = await createTestApp();
  await installWriteAudit(t.db);
});
after(() => t.close());

const lookup = (agent: Agent, path: string, memberNo: string | number) => agent.get<Recipient>(`${path}?memberNo=${encodeURIComponent(String(memberNo))}`);
const hangul = /[가-힣]/;

test('maskNickname hides the middle third, so nicknames differing at the end stay apart', () => {
  assert.equal(maskNickname('머니친구가'), '머니*구가');
  assert.equal(maskNickname('머니친구나'), '머니*구나');
  assert.equal(maskNickname('한판초보탈출'), '한판**탈출');
  assert.equal(maskNickname('새내기'), '새*기');
  assert.equal(maskNickname('새내'), '새*');
  assert.equal(maskNickname('새'), '*');
  assert.equal(maskNickname('PC방단골'), 'PC*단골');
  assert.equal(maskNickname('abcdefghijkl'), 'abcd****ijkl');
});

test('found: both routes give the member number and the masked nickname only, and the member can receive', async () => {
  const vip = await t.login('vip');
  const target = (await t.login('member')).member!; // 한판초보탈출
  for (const path of [TRANSFER, GIFT]) {
    const r = await lookup(vip, path, target.memberNo);
    assert.equal(r.statusCode, 200, r.body);
    assert.deepEqual(r.env.body, { memberNo: target.memberNo, nickname: '한판**탈출', canReceive: true, refusal: null });
    // nothing else of the other member travels (the deepEqual above is the whole body): not the full nickname either
    assert.ok(!r.body.includes(target.nickname), r.body);
    assert.ok(!/money|mileage|loginId|publisher|"id"/i.test(r.body), r.body);
  }
});

test('self: found but cannot receive, with the send’s own code and Korean message', async () => {
  const a = await t.login('vplus');
  const no = a.member!.memberNo;
  const send = await lookup(a, TRANSFER, no);
  assert.equal(send.statusCode, 200);
  assert.equal(send.env.body!.canReceive, false);
  assert.deepEqual(send.env.body!.refusal, { code: 'ERROR_SELF_TRANSFER', message: '본인과는 머니를 주고받을 수 없습니다.' });
  const gift = await lookup(a, GIFT, no);
  assert.equal(gift.env.body!.canReceive, false);
  assert.deepEqual(gift.env.body!.refusal, { code: 'ERROR_SELF_GIFT', message: '본인에게는 마일리지를 선물할 수 없습니다.' });
  // the sends refuse the same member with the same codes (one rule, domains/recipient.ts)
  assert.equal(ruleCode(await a.put('/api/money-transfer', { destinationMemberNo: no, transferMoney: '100000000', type: 'SEND' })), 'ERROR_SELF_TRANSFER');
  assert.equal(ruleCode(await a.post('/api/mileage/gift', { destinationMemberNo: no, mileage: '100' })), 'ERROR_SELF_GIFT');
});

test('unknown member, or one of the other channel: 422 ERROR_NO_MEMBER in Korean (not a 404 page)', async () => {
  const z = await t.login('zplus');
  const partner = (await t.login('partner')).member!;
  for (const path of [TRANSFER, GIFT]) {
    for (const no of [987654321, partner.memberNo]) {
      const r = await lookup(z, path, no);
      assert.equal(r.statusCode, 422, `${path} ${no}`);
      assert.equal(ruleCode(r), 'ERROR_NO_MEMBER');
      assert.equal(r.env.header.resultMessage, '회원번호를 다시 확인해 주세요.');
    }
  }
  // and the partner channel does not reach the portal's members either
  const p = await t.login('partner');
  assert.equal(ruleCode(await lookup(p, TRANSFER, z.member!.memberNo)), 'ERROR_NO_MEMBER');
  assert.equal((await lookup(p, TRANSFER, (await t.login('partner-action')).member!.memberNo)).statusCode, 200);
});

test('bad input: 400 with a Korean message (non-numeric, too long, out of range, missing)', async () => {
  const r = await t.login('rich');
  for (const bad of ['abc', '12a', '-5', '1e3', '12.5', ' 123', '12345678901', '0', '2147483648', '9999999999', '']) {
    const res = await lookup(r, TRANSFER, bad);
    assert.equal(res.statusCode, 400, `'${bad}' → ${res.statusCode}`);
    assert.equal(res.env.header.isSuccessful, false);
    assert.match(res.env.header.resultMessage, hangul, res.env.header.resultMessage);
  }
  const missing = await r.get(GIFT);
  assert.equal(missing.statusCode, 400);
  assert.match(missing.env.header.resultMessage, hangul);
});

test('guest: 401 like other member calls', async () => {
  const g = await t.guest();
  const member = (await t.login('member')).member!;
  for (const path of [TRANSFER, GIFT]) {
    const r = await lookup(g, path, member.memberNo);
    assert.equal(r.statusCode, 401);
    assert.equal(r.env.header.resultMessage, '로그인 후, 이용해 주세요.');
    assert.equal(r.env.body, null);
  }
});

test(`rate limit: ${RECIPIENT_LOOKUPS_PER_WINDOW} lookups per member across both routes, found or not, then 429 in Korean`, async () => {
  const a = await t.login('restricted');
  const other = await t.login('beginner');
  const known = (await t.login('friend-b')).member!.memberNo;
  for (let i = 0; i < RECIPIENT_LOOKUPS_PER_WINDOW; i++) {
    const r = await lookup(a, i % 2 ? GIFT : TRANSFER, i % 3 ? known : 900_000_000 + i);
    assert.ok(r.statusCode === 200 || r.statusCode === 422, `lookup ${i + 1} → ${r.statusCode}`);
  }
  for (const path of [TRANSFER, GIFT]) {
    const r = await lookup(a, path, known);
    assert.equal(r.statusCode, 429);
    assert.equal(r.env.header.resultMessage, '회원번호 조회가 너무 많습니다. 잠시 후 다시 시도해 주세요.');
    assert.equal(r.env.body, null);
  }
  // bad input is refused before it is counted, and the limit is this member's alone
  assert.equal((await lookup(a, TRANSFER, 'abc')).statusCode, 400);
  assert.equal((await lookup(other, TRANSFER, known)).statusCode, 200);
});

test('lookups never write to the database', async () => {
  const v = await t.login('vip-business');
  const target = (await t.login('friend-a')).member!;
  const before = await writeCount(t.db);
  for (const no of [target.memberNo, v.member!.memberNo, 987654321]) {
    await lookup(v, TRANSFER, no);
    await lookup(v, GIFT, no);
  }
  assert.equal(await writeCount(t.db), before);
  // the audit does see writes
  assert.equal((await v.post('/api/mileage/gift', { destinationMemberNo: target.memberNo, mileage: '100' })).statusCode, 200);
  assert.ok((await writeCount(t.db)) > before);
});
