// One process at a time per embedded database folder. PGlite has no lock of its own: two servers on
// one API_DATA_DIR each keep their own copy in memory and write over each other's files. The holder
// writes its pid to <dir>/hanpan-server.lock; a lock whose pid is no longer alive (a crash, a kill)
// is taken over, so a dead process never blocks the next start.
import { closeSync, openSync, readFileSync, realpathSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

export const LOCK_FILE = 'hanpan-server.lock';

/** Another live process holds the folder; the message is the one line the server prints. */
export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
  constructor(
    readonly dir: string,
    readonly pid: number,
  ) {
    super(`내장 데이터베이스 폴더 ${dir} 를 다른 서버 프로세스(pid ${pid})가 쓰고 있습니다. 그 프로세스를 끝내거나 다른 API_DATA_DIR을 주세요.`);
  }
}

/** Lock files held by this process, by real folder path: a lock naming our own pid but not listed here was left by an earlier process that had the same pid (a restarted container). */
const held = new Map<string, { file: string }>();
let exitHookInstalled = false;

/** The pid in a lock file, or null when it is gone, empty or unreadable (a crash while writing it: stale). */
function readPid(file: string): number | null {
  let text: string;
  try {
    text = readFileSync(file, 'utf8').trim();
  } catch {
    return null;
  }
  return /^[1-9][0-9]*$/.test(text) ? Number(text) : null;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0); // signal 0: only checks that the process exists
    return true;
  } catch (e) {
    // EPERM: it exists but belongs to another user; anything but ESRCH counts as alive (refusing is safer)
    return (e as NodeJS.ErrnoException).code !== 'ESRCH';
  }
}

/**
 * Takes the lock of `dir` (which must exist) or throws DataDirLockedError. Returns the release
 * function (idempotent); the lock is also removed when the process exits without closing.
 */
export function lockDataDir(dir: string): () => void {
  const key = realpathSync(dir);
  const file = path.join(key, LOCK_FILE);
  if (held.has(key)) throw new DataDirLockedError(dir, process.pid);
  // A stale lock is removed and the exclusive create tried again (a few rounds, never forever). Not
  // covered, as too unlikely to matter: two processes taking over one stale lock in the same instant,
  // or a lock read in the moment between its creation and its pid being written.
  for (let round = 0; ; round++) {
    try {
      const fd = openSync(file, 'wx'); // fails with EEXIST while the file exists: one creator wins
      try {
        writeSync(fd, `${process.pid}\n`);
      } finally {
        closeSync(fd);
      }
      break;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST' || round === 2) throw e;
      const pid = readPid(file);
      if (pid !== null && pid !== process.pid && isAlive(pid)) throw new DataDirLockedError(dir, pid);
      rmSync(file, { force: true }); // stale: its process is gone
    }
  }
  const mine = { file }; // this acquisition: a release of an earlier one must not drop it
  held.set(key, mine);
  if (!exitHookInstalled) {
    exitHookInstalled = true;
    // an exit without close (process.exit on a failed drain, an uncaught error): leave no lock whose pid another process may get later
    process.on('exit', () => {
      for (const { file: f } of held.values()) if (readPid(f) === process.pid) rmSync(f, { force: true });
    });
  }
  return () => {
    if (held.get(key) !== mine) return;
    held.delete(key);
    // only our own lock: never remove one another process took over meanwhile
    if (readPid(file) === process.pid) rmSync(file, { force: true });
  };
}
