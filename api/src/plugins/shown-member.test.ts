// A page still showing another member (a popup left open across another login in this browser)
// changes nothing: the new member's data stays as it was.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { HEADERS } from '@hanpan/contracts';
import { restrictionHistories, spendingLimits } from '../db/schema/index.js';
import { cloneMember } from '../e2e/cloneMember.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { captureLog, LEVEL } from '../test/log-capture.js';

describe('X-Hanpan-Member: the member a page shows', () => {
  let t: TestApp;
  const log = captureLog('debug');
  before(async () => {
    t = await createTestApp({ logger: log.logger });
  });
  after(() => t?.close());

  const limitsOf = async (memberId: number) => ({
    limits: await t.db.select().from(spendingLimits).where(eq(spendingLimits.memberId, memberId)),
    histories: (await t.db.select().from(restrictionHistories).where(eq(restrictionHistories.memberId, memberId))).length,
  });

  it('another member than the session: 409, nothing written, one warn line; its own member passes', async () => {
    await cloneMember(t.db, 'vip', 'shown-other-member');
    const a = await t.login('shown-other-member');
    const before = await limitsOf(a.member!.id);
    const other = await a.put('/api/restriction/downgrade', { monthLimit: '1000' }, { headers: { [HEADERS.member]: '10000116' } });
    assert.equal(other.statusCode, 409);
    assert.equal(other.env.header.resultMessage, '다른 회원으로 로그인되어 있어 처리하지 않았습니다. 화면을 새로고침한 뒤 다시 시도해 주세요.');
    // its code: the platform's transport says it once and opens the page again for whoever is there
    assert.deepEqual(other.env.body, { code: 'ERROR_OTHER_MEMBER' });
    assert.deepEqual(await limitsOf(a.member!.id), before);
    assert.equal(log.lines().filter((l) => l.event === 'other_member_refused' && l.level === LEVEL.warn).length, 1);
    const own = await a.put('/api/restriction/downgrade', { monthLimit: '1000' }, { headers: { [HEADERS.member]: String(a.member!.memberNo) } });
    assert.equal(own.statusCode, 200);
  });

  it("an API address written with an encoded letter ('/%61pi/…', which the router decodes) is an API call all the same: refused for another member, answered in the envelope, never stored", async () => {
    await cloneMember(t.db, 'vip', 'shown-encoded-path');
    const a = await t.login('shown-encoded-path');
    const before = await limitsOf(a.member!.id);
    const other = await a.put('/%61pi/restriction/downgrade', { monthLimit: '1000' }, { headers: { [HEADERS.member]: '10000116' } });
    assert.equal(other.statusCode, 409);
    assert.deepEqual(other.env.body, { code: 'ERROR_OTHER_MEMBER' });
    assert.deepEqual(await limitsOf(a.member!.id), before);
    const read = await a.get('/%61pi/contents/members/personal-zone');
    assert.equal(read.statusCode, 200);
    assert.equal(read.headers['cache-control'], 'private, no-store');
  });

  it('reads that act for the shown member (a game launch, the transfer form) are refused for another; other reads are answered', async () => {
    await cloneMember(t.db, 'member', 'shown-read-other');
    const a = await t.login('shown-read-other');
    const other = { headers: { [HEADERS.member]: '10000116' } };
    const own = { headers: { [HEADERS.member]: String(a.member!.memberNo) } };
    // QA: a page showing A entered the game as B, and drew B's money beside A's number in the transfer form
    for (const path of ['/api/games/poker7/launch?channelId=0010', '/api/money-transfer/status', '/api/money-transfer/recipient?memberNo=10000117', '/api/mileage/gift/recipient?memberNo=10000117']) {
      const refused = await a.get(path, other);
      assert.equal(refused.statusCode, 409, path);
      assert.deepEqual(refused.env.body, { code: 'ERROR_OTHER_MEMBER' });
      // nothing was there to do: not '처리하지 않았습니다' (QA); the transport opens the page again after it
      assert.equal(refused.env.header.resultMessage, '다른 회원으로 로그인되어 있습니다. 지금 로그인한 회원의 화면으로 다시 엽니다.', path);
      assert.equal((await a.get(path, own)).statusCode, 200, path);
      // a page that names no member (a new window, a direct call) is answered for the session's
      assert.equal((await a.get(path)).statusCode, 200, path);
    }
    // the page learns the new member from its other reads (SPEC §4: all personal data read again)
    assert.equal((await a.get('/api/contents/members/global-state', other)).statusCode, 200);
  });

  it('the CSRF check comes first: a call without its token is refused as before, whatever member it names', async () => {
    await cloneMember(t.db, 'vip', 'shown-no-token');
    const a = await t.login('shown-no-token');
    const r = await a.put('/api/restriction/downgrade', { monthLimit: '1000' }, { noCsrf: true, headers: { [HEADERS.member]: '10000116' } });
    assert.equal(r.statusCode, 403);
  });
});
