import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';

/** A process that stays alive until killed: stands for another server holding a PGlite folder. */
export async function withLiveProcess(fn: (pid: number) => Promise<void>): Promise<void> {
  const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 120000)'], { stdio: 'ignore' });
  try {
    assert.ok(child.pid);
    await fn(child.pid);
  } finally {
    child.kill('SIGKILL');
  }
}
