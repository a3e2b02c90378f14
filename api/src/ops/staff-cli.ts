// npm run staff -w api -- <list | add <아이디> | remove <아이디>> [--partner] (a production install:
// node api/dist/staff.js …) — marks an existing member as staff (versions page, remote overrides in
// production) or takes the mark away, on the configured database. Only a member that exists can be
// marked: sign-up is open, so a login id named before its owner registered would go to whoever
// registered it first. Exit 2 on a wrong command or an unknown member.
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Publisher } from '@hanpan/contracts';
import { runOnMigratedDatabase } from '../db/seed/command.js';
import { members } from '../db/schema/index.js';
import { when } from './versions-page.js';

const USAGE = '사용법: npm run staff -w api -- <list | add <아이디> | remove <아이디>> [--partner]';

const args = process.argv.slice(2);
const publisher: Publisher = args.includes('--partner') ? 'partner' : 'hanpan';
const [action, loginId, ...extra] = args.filter((a) => a !== '--partner');
const known = action === 'list' ? loginId === undefined : (action === 'add' || action === 'remove') && !!loginId?.trim() && extra.length === 0;

if (!known) {
  console.error(USAGE);
  process.exitCode = 2;
} else {
  await runOnMigratedDatabase('직원 지정 실패', async ({ db }) => {
    if (action === 'list') {
      const staff = await db
        .select({ publisher: members.publisher, loginId: members.loginId, memberNo: members.memberNo, nickname: members.nickname, staffSince: members.staffSince })
        .from(members)
        .where(isNotNull(members.staffSince))
        .orderBy(asc(members.staffSince));
      if (!staff.length) console.log('직원으로 지정된 회원이 없습니다.');
      for (const s of staff) console.log(`${s.loginId} (${s.publisher}, 회원번호 ${s.memberNo}, ${s.nickname}) — ${when(s.staffSince)}부터`);
      return;
    }
    const id = loginId!.trim();
    const [updated] = await db
      .update(members)
      .set({ staffSince: action === 'add' ? new Date() : null })
      .where(and(eq(members.publisher, publisher), eq(members.loginId, id), action === 'add' ? undefined : isNotNull(members.staffSince)))
      .returning({ memberNo: members.memberNo, nickname: members.nickname });
    if (!updated) {
      // adding: no such member; removing: no such member, or not staff
      const [exists] = await db.select({ staffSince: members.staffSince }).from(members).where(and(eq(members.publisher, publisher), eq(members.loginId, id)));
      console.error(exists ? `${id}: 직원이 아닙니다.` : `${id}: 그런 회원이 없습니다 (${publisher === 'partner' ? '파트너' : '한판'} 회원; 가입한 회원만 직원으로 지정할 수 있습니다).`);
      process.exitCode = 2;
      return;
    }
    // (no particle after the login id: 을/를 would follow its reading, which latin letters do not say)
    console.log(`${action === 'add' ? '직원으로 지정했습니다' : '직원 지정을 풀었습니다'}: ${id} (회원번호 ${updated.memberNo}, ${updated.nickname})`);
  });
}
