// Why a server did not start, in one line an operator can act on: the embedded database folder
// held by another server, a database that cannot be reached or entered, tables not migrated. A
// stack trace there says nothing more (and hid the cause under Drizzle's 'Failed query').
import { DataDirLockedError } from './db/data-dir-lock.js';

const UNREACHABLE = new Set(['ECONNREFUSED', 'ENOTFOUND', 'ETIMEDOUT', 'EAI_AGAIN', 'ECONNRESET']);

/**
 * A start that failed on the database, in one line an operator can act on (its stack adds
 * nothing); null for anything else (printed with its stack). Looks through the error's causes:
 * Drizzle wraps the driver's error. `failed` names what failed (a command: '마이그레이션 실패').
 */
export function startupFailure(err: unknown, failed = '시작 실패'): string | null {
  if (err instanceof DataDirLockedError) return err.message;
  for (let e: unknown = err, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code && UNREACHABLE.has(code)) {
      return `${failed}: 데이터베이스에 연결할 수 없습니다 (${code}). DATABASE_URL과 데이터베이스 서버를 확인해 주세요.`;
    }
    if (code === '42P01') return `${failed}: 데이터베이스에 테이블이 없습니다. 먼저 마이그레이션을 실행해 주세요 (npm run db:migrate).`;
    if (code === '3D000' || code === '28P01' || code === '28000') return `${failed}: 데이터베이스에 들어갈 수 없습니다 (${e.message}). DATABASE_URL을 확인해 주세요.`;
  }
  return null;
}

/**
 * A database command's body (db:migrate, db:seed): a failure `startupFailure` knows ends it in that
 * one line and exit 1, as the server's start does; anything else keeps its stack.
 */
export async function runDatabaseCommand(failed: string, body: () => Promise<void>): Promise<void> {
  try {
    await body();
  } catch (e) {
    const line = startupFailure(e, failed);
    if (line === null) throw e;
    console.error(line);
    process.exitCode = 1;
  }
}
