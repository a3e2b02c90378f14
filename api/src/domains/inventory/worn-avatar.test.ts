// 착용하기 (PUT /api/avatar/worn): an avatar the member holds is put on, and the member state shows it.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import { HEADERS, type AvatarWearResult, type GlobalState, type InventoryItem, type Page, type ReloadableState, type RuleErrorBody } from '@hanpan/contracts';
import { inventoryItems, members } from '../../db/schema/index.js';
import { createTestApp, type Agent, type TestApp } from '../../test/harness.js';

const orderNoOf = (html: string) => /\/sandbox\/orders\/([A-Z0-9]+)\/complete/.exec(html)?.[1];
const DAY = 86_400_000;

describe('wearing an avatar the member holds', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  const wornId = async (a: Agent) => (await t.db.select({ avatarId: members.avatarId }).from(members).where(eq(members.id, a.member!.id)))[0]!.avatarId;
  const reloadable = async (a: Agent) => (await a.get<ReloadableState>('/api/contents/members/reloadable-state')).env.body!.avatarId;
  const global = async (a: Agent) => (await a.get<GlobalState>('/api/contents/members/global-state')).env.body!.member!.avatarId;
  const refused = async (a: Agent, avatarCode: string) => {
    const before = await wornId(a);
    const r = await a.put<RuleErrorBody>('/api/avatar/worn', { avatarCode });
    assert.equal(r.statusCode, 422, avatarCode);
    assert.equal(r.env.header.resultMessage, '보유한 아바타만 착용할 수 있습니다.', avatarCode);
    assert.equal(r.env.body!.code, 'ERROR_AVATAR_NOT_OWNED', avatarCode);
    assert.equal(await wornId(a), before, `${avatarCode}: nothing changed`);
    assert.equal(await reloadable(a), before, `${avatarCode}: the state still shows the worn one`);
  };

  it('an owned avatar is put on; the member state (reloadable, global) shows it at once', async () => {
    const a = await t.login('member'); // wears 1001 (A1001), holds A1001 and A1002
    // read first: the member-read cache holds the old state, the PUT must drop it
    assert.equal(await reloadable(a), 1001);
    assert.equal(await global(a), 1001);
    const r = await a.put<AvatarWearResult>('/api/avatar/worn', { avatarCode: 'A1002' });
    assert.equal(r.statusCode, 200);
    assert.deepEqual(r.env.body, { avatarId: 1002, avatarCode: 'A1002', name: '레드 드레스 숙녀' });
    assert.equal(r.env.header.resultMessage, '레드 드레스 숙녀를 착용했습니다.');
    assert.equal(await wornId(a), 1002);
    assert.equal(await reloadable(a), 1002);
    assert.equal(await global(a), 1002);
    // and back (any case of the code), the one worn again is fine too
    assert.equal((await a.put<AvatarWearResult>('/api/avatar/worn', { avatarCode: 'a1001' })).env.body!.avatarId, 1001);
    assert.equal((await a.put<AvatarWearResult>('/api/avatar/worn', { avatarCode: 'A1001' })).statusCode, 200);
    assert.equal(await reloadable(a), 1001);
  });

  it('the inventory list names each avatar’s id (to mark the worn one); other items have none', async () => {
    const a = await t.login('hpcfan');
    const items = (await a.get<Page<InventoryItem>>('/api/items?size=100')).env.body!.content;
    assert.equal(items.find((i) => i.code === 'A1002')!.avatarId, 1002);
    assert.equal(items.find((i) => i.code === 'C1472')!.avatarId, null);
  });

  it('not held, another member’s, expired, used or not an avatar: 422 and nothing changes', async () => {
    const a = await t.login('vplus'); // wears 1002, holds A1001, A1002, I2001, C1472
    await refused(a, 'A1004'); // never had it
    await refused(a, 'A1003'); // zplus's
    await refused(a, 'C1472'); // an item, not an avatar
    await refused(a, 'ZZ999'); // no such product
    const id = a.member!.id;
    await t.db.insert(inventoryItems).values([
      { memberId: id, productCode: 'A1005', kind: 'A', name: '포커 챔피언', quantity: 1, expiresAt: new Date(Date.now() - DAY) },
      { memberId: id, productCode: 'A1006', kind: 'A', name: '봄나들이 소녀', quantity: 1, usedAt: new Date() },
      { memberId: id, productCode: 'A1007', kind: 'A', name: '여름 바캉스 소년', quantity: 1, expiresAt: new Date(Date.now() + DAY) },
    ]);
    await refused(a, 'A1005'); // its period is over
    await refused(a, 'A1006'); // used up
    // a period one still running can be worn
    assert.equal((await a.put<AvatarWearResult>('/api/avatar/worn', { avatarCode: 'A1007' })).env.body!.avatarId, 1007);
    // zplus still wears theirs
    const z = await t.login('zplus');
    assert.equal(await reloadable(z), 1003);
  });

  it('guests 401, bad bodies 400, no CSRF token 403; a resent key replays the first answer', async () => {
    assert.equal((await (await t.guest()).put('/api/avatar/worn', { avatarCode: 'A1001' })).statusCode, 401);
    const a = await t.login('friend-a'); // wears 1002, holds A1001, A1002
    for (const body of [{}, { avatarCode: '' }, { avatarCode: 'A' }, { avatarCode: 'A1001!' }, { avatarCode: 'A'.repeat(21) }, { avatarCode: null }]) {
      const r = await a.put('/api/avatar/worn', body);
      assert.equal(r.statusCode, 400, JSON.stringify(body));
    }
    assert.match((await a.put('/api/avatar/worn', {})).env.header.resultMessage, /아바타 코드/);
    assert.equal((await a.request('PUT', '/api/avatar/worn', { payload: { avatarCode: 'A1001' }, noCsrf: true })).statusCode, 403);
    assert.equal(await wornId(a), 1002);
    const key = { headers: { [HEADERS.idempotencyKey]: `wear-${Date.now()}` } };
    const first = await a.put<AvatarWearResult>('/api/avatar/worn', { avatarCode: 'A1001' }, key);
    assert.equal(first.env.body!.avatarId, 1001);
    await a.put('/api/avatar/worn', { avatarCode: 'A1002' });
    const again = await a.put<AvatarWearResult>('/api/avatar/worn', { avatarCode: 'A1001' }, key);
    assert.equal(again.headers[HEADERS.idempotentReplayed], 'true');
    assert.deepEqual(again.env.body, first.env.body);
    assert.equal(await wornId(a), 1002, 'the replay did nothing');
  });

  it('a purchase still puts the bought avatar on (the last of a multi-avatar order); the earlier ones are worn again with 착용하기', async () => {
    const a = await t.login('plusbegin'); // wears 1000, holds A1001, A1002
    const page = await a.get('/services/shop/payments?codes=A1006,A1007&itemType=A');
    const done = await a.form(`/sandbox/orders/${orderNoOf(page.body)!}/complete`, {});
    assert.equal(done.statusCode, 200);
    assert.equal(await reloadable(a), 1007);
    assert.equal((await a.put<AvatarWearResult>('/api/avatar/worn', { avatarCode: 'A1006' })).env.body!.avatarId, 1006);
    assert.equal((await a.put<AvatarWearResult>('/api/avatar/worn', { avatarCode: 'A1001' })).env.body!.avatarId, 1001);
    assert.equal(await reloadable(a), 1001);
  });
});
