// The embedded database folder is held by one process at a time (data-dir-lock.ts): a second open
// is refused with one line naming the folder and the holder's pid, a lock left by a dead process is
// taken over, and closing releases it. The server, db:migrate and db:seed print that line and exit 1.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { API_ROOT, openDatabase } from './client.js';
import { DataDirLockedError, LOCK_FILE } from './data-dir-lock.js';
import { entryArgs } from '../test/entry.js';
import { withLiveProcess } from '../test/live-process.js';

const message = (dir: string, pid: number) => `내장 데이터베이스 폴더 ${dir} 를 다른 서버 프로세스(pid ${pid})가 쓰고 있습니다. 그 프로세스를 끝내거나 다른 API_DATA_DIR을 주세요.`;

/** A fresh folder for one test, removed afterwards. */
async function withDir(fn: (dir: string) => Promise<void>): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hanpan-lock-'));
  try {
    await fn(path.join(dir, 'db'));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const lockPid = (dir: string) => fs.readFileSync(path.join(dir, LOCK_FILE), 'utf8').trim();

// the embedded database's folders only: the PostgreSQL run (TEST_DATABASE_URL) has nothing to add here
describe('embedded database folder: one process at a time', { skip: !!process.env.TEST_DATABASE_URL && 'PGlite folders only (the PGlite run covers them)' }, () => {
  // one database folder for the tests that open it, each leaving it closed: a new folder's initdb
  // is the slow part of an open (~5 s of CPU), and what is under test is the lock beside it
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'hanpan-lock-shared-'));
  const shared = path.join(root, 'db');
  after(() => fs.rmSync(root, { recursive: true, force: true }));
  const withSharedDir = async (fn: (dir: string) => Promise<void>) => {
    await fn(shared);
    assert.equal(fs.existsSync(path.join(shared, LOCK_FILE)), false, 'the test left the folder closed');
  };

  it('a second open of a folder this process holds is refused with the folder and the pid', async () => {
    await withSharedDir(async (dir) => {
      const first = await openDatabase({ dataDir: dir });
      try {
        await assert.rejects(openDatabase({ dataDir: dir }), (e: unknown) => {
          assert.ok(e instanceof DataDirLockedError);
          assert.equal(e.message, message(dir, process.pid));
          return true;
        });
        // the holder is untouched
        assert.equal(lockPid(dir), String(process.pid));
        await first.db.execute('select 1');
      } finally {
        await first.close();
      }
    });
  });

  it('a folder another live process holds is refused, and its lock is left in place', async () => {
    await withDir(async (dir) => {
      await withLiveProcess(async (pid) => {
        fs.mkdirSync(dir, { recursive: true });
        fs.writeFileSync(path.join(dir, LOCK_FILE), `${pid}\n`);
        await assert.rejects(openDatabase({ dataDir: dir }), { name: 'DataDirLockedError', message: message(dir, pid) });
        assert.equal(lockPid(dir), String(pid));
      });
    });
  });

  it('a lock naming a dead pid (a crashed or killed server) is taken over', async () => {
    await withSharedDir(async (dir) => {
      const dead = spawnSync(process.execPath, ['-e', '']).pid;
      assert.ok(dead);
      fs.mkdirSync(dir, { recursive: true });
      fs.writeFileSync(path.join(dir, LOCK_FILE), `${dead}\n`);
      const database = await openDatabase({ dataDir: dir });
      try {
        assert.equal(lockPid(dir), String(process.pid));
        await database.db.execute('select 1');
      } finally {
        await database.close();
      }
    });
  });

  it('processes starting together on a stale lock: exactly one takes it over, the others are refused (five at once, twice)', async () => {
    await withDir(async (dir) => {
      fs.mkdirSync(dir, { recursive: true });
      const dead = spawnSync(process.execPath, ['-e', '']).pid!;
      // each loads the module, says it is ready, and on 'go' (sent to all at once) takes the lock and
      // holds it while the others try
      const script = `import { lockDataDir } from ${JSON.stringify(pathToFileURL(path.join(API_ROOT, 'src/db/data-dir-lock.ts')).href)};
        console.log('ready');
        process.stdin.once('data', () => {
          try { const release = lockDataDir(process.argv[1]); console.log('held'); setTimeout(release, 1000); }
          catch (e) { console.log(e.name); }
          process.stdin.destroy();
        });`;
      for (let round = 0; round < 2; round++) {
        fs.writeFileSync(path.join(dir, LOCK_FILE), `${dead}\n`);
        const children = Array.from({ length: 5 }, () => {
          const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script, dir], { cwd: API_ROOT, stdio: ['pipe', 'pipe', 'inherit'] });
          let out = '';
          const ready = new Promise<void>((resolve) => child.stdout.on('data', (d: Buffer) => ((out += d.toString()), out.includes('ready') && resolve())));
          const done = new Promise<string>((resolve) => child.on('exit', () => resolve(out.replace('ready', '').trim())));
          return { child, ready, done };
        });
        await Promise.all(children.map((c) => c.ready));
        for (const c of children) c.child.stdin.write('go\n');
        const results = await Promise.all(children.map((c) => c.done));
        assert.deepEqual(results.sort(), [...Array(4).fill('DataDirLockedError'), 'held'], `round ${round}`);
        assert.equal(fs.existsSync(path.join(dir, LOCK_FILE)), false, 'the holder released it');
      }
    });
  });

  it('closing releases the lock: the folder opens again', async () => {
    await withSharedDir(async (dir) => {
      const first = await openDatabase({ dataDir: dir });
      assert.equal(lockPid(dir), String(process.pid));
      await first.close();
      assert.equal(fs.existsSync(path.join(dir, LOCK_FILE)), false);
      const second = await openDatabase({ dataDir: dir });
      try {
        assert.equal(lockPid(dir), String(process.pid));
      } finally {
        await second.close();
      }
    });
  });

  it('the server refuses a held folder with that one line and exit 1 (no stack trace)', async () => {
    await withDir(async (dir) => {
      await withLiveProcess(async (pid) => {
        fs.mkdirSync(dir, { recursive: true });
        fs.writeFileSync(path.join(dir, LOCK_FILE), `${pid}\n`);
        const res = spawnSync(process.execPath, entryArgs('server'), {
          cwd: API_ROOT,
          env: { PATH: process.env.PATH, HOME: process.env.HOME, API_DATA_DIR: dir, PORT: '8601', JOBS: '0' },
          encoding: 'utf8',
          // a server that wrongly starts is ended for sure (SIGTERM would wait for its graceful shutdown)
          timeout: 60_000,
          killSignal: 'SIGKILL',
        });
        assert.equal(res.status, 1, res.stderr);
        assert.deepEqual(res.stderr.trim().split('\n'), [message(dir, pid)]);
        assert.equal(lockPid(dir), String(pid));
      });
    });
  });

  it('db:migrate and db:seed refuse a held folder with the same one line and exit 1 (no stack trace)', async () => {
    await withDir(async (dir) => {
      await withLiveProcess(async (pid) => {
        fs.mkdirSync(dir, { recursive: true });
        fs.writeFileSync(path.join(dir, LOCK_FILE), `${pid}\n`);
        for (const cli of ['migrate', 'seed'] as const) {
          const res = spawnSync(process.execPath, entryArgs(cli), {
            cwd: API_ROOT,
            env: { PATH: process.env.PATH, HOME: process.env.HOME, API_DATA_DIR: dir },
            encoding: 'utf8',
            timeout: 60_000,
            killSignal: 'SIGKILL',
          });
          assert.equal(res.status, 1, `${cli}: ${res.stdout}${res.stderr}`);
          assert.deepEqual(res.stderr.trim().split('\n'), [message(dir, pid)], cli);
          assert.equal(res.stdout, '', cli);
          assert.equal(lockPid(dir), String(pid));
        }
      });
    });
  });
});
