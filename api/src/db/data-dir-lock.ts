// One process at a time per embedded database folder. PGlite has no lock of its own: two servers on
// one API_DATA_DIR each keep their own copy in memory and write over each other's files. The holder
// writes its pid to <dir>/hanpan-server.lock; a lock whose pid is no longer alive (a crash, a kill)
// is taken over, so a dead process never blocks the next start.
import { randomBytes } from 'node:crypto';
import { linkSync, readFileSync, realpathSync, rmSync, statSync, writeFileSync } from 'node:fs';
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
 * Creates `file` holding our pid, or returns false while it exists. The pid is written to a file of
 * our own first and linked to the name, so no one ever reads a lock without its pid.
 */
function createWithPid(file: string): boolean {
  const own = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(own, `${process.pid}\n`, { flag: 'wx' });
  try {
    linkSync(own, file);
    return true;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw e;
  } finally {
    rmSync(own, { force: true });
  }
}

const sleep = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
/** A takeover guard older than this was left by a process that died while holding it (it is held for microseconds). */
const GUARD_STALE_MS = 5_000;

/**
 * Removes `file` if it still names `stalePid` (null: no readable pid). Under a takeover guard: two
 * processes that both read the stale lock cannot both remove it, the second removing the first's new one.
 */
function removeStale(file: string, stalePid: number | null): void {
  const guard = `${file}.takeover`;
  if (!createWithPid(guard)) {
    // another process is taking over: look again shortly (or clear a guard its process left behind)
    try {
      if (Date.now() - statSync(guard).mtimeMs > GUARD_STALE_MS) rmSync(guard, { force: true });
    } catch {
      // released meanwhile
    }
    sleep(10);
    return;
  }
  try {
    if (readPid(file) === stalePid) rmSync(file, { force: true });
  } finally {
    rmSync(guard, { force: true });
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
  // a stale lock is removed and the create tried again (a bounded number of rounds)
  for (let round = 0; !createWithPid(file); round++) {
    const pid = readPid(file);
    if (pid !== null && pid !== process.pid && isAlive(pid)) throw new DataDirLockedError(dir, pid);
    if (round === 200) throw new Error(`${file}: 오래된 잠금 파일을 치우지 못했습니다. 서버가 모두 꺼져 있다면 이 파일을 지우고 다시 시작해 주세요.`);
    removeStale(file, pid);
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
