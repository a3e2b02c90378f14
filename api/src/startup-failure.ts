// Why a server did not start, in one line an operator can act on: a configuration error, the
// embedded database folder held by another server, a database that cannot be reached or entered,
// tables not migrated, a port another process listens on or one this user may not open. A stack
// trace there says nothing more (and hid the cause under Drizzle's 'Failed query').
import { ConfigError } from './config.js';
import { DataDirLockedError } from './db/data-dir-lock.js';

const UNREACHABLE = new Set(['ECONNREFUSED', 'ENOTFOUND', 'ETIMEDOUT', 'EAI_AGAIN', 'ECONNRESET']);

/**
 * A start that failed on the database, in one line an operator can act on (its stack adds
 * nothing); null for anything else (printed with its stack). Looks through the error's causes:
 * Drizzle wraps the driver's error. `failed` names what failed (a command: '마이그레이션 실패').
 */
export function startupFailure(err: unknown, failed = '시작 실패'): string | null {
  if (err instanceof DataDirLockedError || err instanceof ConfigError) return err.message;
  for (let e: unknown = err, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    const code = (e as NodeJS.ErrnoException).code;
    const listen = listenFailure(e as ListenError, failed);
    if (listen) return listen;
    if (code && UNREACHABLE.has(code)) {
      return `${failed}: 데이터베이스에 연결할 수 없습니다 (${code}). DATABASE_URL과 데이터베이스 서버를 확인해 주세요.`;
    }
    if (code === '42P01') return `${failed}: 데이터베이스에 테이블이 없습니다. 먼저 마이그레이션을 실행해 주세요 (npm run db:migrate).`;
    if (code === '3D000' || code === '28P01' || code === '28000') return `${failed}: 데이터베이스에 들어갈 수 없습니다 (${e.message}). DATABASE_URL을 확인해 주세요.`;
  }
  return null;
}

/** What Node's listen error carries besides its code (net.Server 'error'). */
type ListenError = NodeJS.ErrnoException & { port?: number; address?: string };

/** A listen that failed: the port in use (EADDRINUSE), not allowed (EACCES), or a HOST not on this machine. */
function listenFailure(e: ListenError, failed: string): string | null {
  if (e.syscall !== 'listen') return null;
  const port = e.port ?? '?';
  if (e.code === 'EADDRINUSE') return `${failed}: 포트 ${port}을 이미 다른 프로세스가 쓰고 있습니다. 그 프로세스를 끝내거나 다른 PORT를 주세요.`;
  if (e.code === 'EACCES') return `${failed}: 포트 ${port}을 열 권한이 없습니다 (EACCES). 1024 이상의 PORT를 쓰거나 프록시 뒤에서 실행해 주세요.`;
  if (e.code === 'EADDRNOTAVAIL') return `${failed}: 이 머신에 없는 주소입니다 (HOST=${e.address ?? '?'}, EADDRNOTAVAIL). HOST를 확인해 주세요.`;
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
