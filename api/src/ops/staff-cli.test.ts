// npm run staff as an operator runs it, against an empty database of its own: only a member that
// exists is marked (a login id nobody registered yet is refused, so it cannot go to whoever signs
// up first), the own portal's member only unless --partner, listed, and unmarked again.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { and, eq } from 'drizzle-orm';
import { members } from '../db/schema/index.js';
import { withEmptyDatabase } from '../test/emptyDatabase.js';
import { runEntry } from '../test/entry.js';

describe('npm run staff', () => {
  it('marks an existing member only, lists and unmarks it; a wrong command is the usage line', { timeout: 120_000 }, async () => {
    await withEmptyDatabase(async (t) => {
      const usage = await runEntry('staff', t.env, ['add']);
      assert.equal(usage.code, 2);
      assert.equal(usage.stderr, '사용법: npm run staff -w api -- <list | add <아이디> | remove <아이디>> [--partner]\n');
      assert.equal(await t.touched(), false);

      const database = await t.open();
      await database.migrate();
      await database.db.insert(members).values([
        { memberNo: 30_000_001, loginId: 'keeper', passwordHash: 'x', nickname: '운영자' },
        { memberNo: 30_000_002, publisher: 'partner', loginId: 'keeper', passwordHash: 'x', nickname: '파트너키퍼' },
      ]);
      await database.close();

      const nobody = await runEntry('staff', t.env, ['add', 'ghost']);
      assert.equal(nobody.code, 2);
      assert.equal(nobody.stderr, 'ghost: 그런 회원이 없습니다 (한판 회원; 가입한 회원만 직원으로 지정할 수 있습니다).\n');

      const added = await runEntry('staff', t.env, ['add', 'keeper']);
      assert.equal(added.code, 0, added.stderr);
      assert.equal(added.stdout, '직원으로 지정했습니다: keeper (회원번호 30000001, 운영자)\n');
      const list = await runEntry('staff', t.env, ['list']);
      assert.match(list.stdout, /^keeper \(hanpan, 회원번호 30000001, 운영자\) — \d{4}-\d\d-\d\d \d\d:\d\d:\d\d부터\n$/);

      const staffOf = async (publisher: 'hanpan' | 'partner') => {
        const db = await t.open();
        try {
          const [m] = await db.db.select({ staffSince: members.staffSince }).from(members).where(and(eq(members.publisher, publisher), eq(members.loginId, 'keeper')));
          return m!.staffSince !== null;
        } finally {
          await db.close();
        }
      };
      assert.deepEqual([await staffOf('hanpan'), await staffOf('partner')], [true, false], "the partner's member of the same login id is not staff");

      const removed = await runEntry('staff', t.env, ['remove', 'keeper']);
      assert.equal(removed.stdout, '직원 지정을 풀었습니다: keeper (회원번호 30000001, 운영자)\n');
      const again = await runEntry('staff', t.env, ['remove', 'keeper']);
      assert.equal(again.code, 2);
      assert.equal(again.stderr, 'keeper: 직원이 아닙니다.\n');
      assert.equal((await runEntry('staff', t.env, ['list'])).stdout, '직원으로 지정된 회원이 없습니다.\n');
      assert.equal(await staffOf('hanpan'), false);
    });
  });
});
