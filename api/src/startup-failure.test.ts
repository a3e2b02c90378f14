import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import net from 'node:net';
import { ConfigError } from './config.js';
import { DataDirLockedError } from './db/data-dir-lock.js';
import { startupFailure } from './startup-failure.js';

const withCode = (message: string, code: string, cause?: unknown) => Object.assign(new Error(message, { cause }), { code });

describe('startupFailure', () => {
  it('names the database cause under the query error that wraps it', () => {
    const refused = new Error('Failed query: select min("demo_anchor") from "hpc_championships"', { cause: withCode('connect ECONNREFUSED 127.0.0.1:5499', 'ECONNREFUSED') });
    assert.equal(startupFailure(refused), '시작 실패: 데이터베이스에 연결할 수 없습니다 (ECONNREFUSED). DATABASE_URL과 데이터베이스 서버를 확인해 주세요.');
    const unmigrated = new Error('Failed query: select …', { cause: withCode('relation "hpc_championships" does not exist', '42P01') });
    assert.match(startupFailure(unmigrated) ?? '', /npm run db:migrate/);
    assert.match(startupFailure(withCode('database "x" does not exist', '3D000')) ?? '', /database "x" does not exist/);
    assert.match(startupFailure(new DataDirLockedError('/tmp/x', 1234)) ?? '', /pid 1234/);
  });

  it('a command names what failed in place of the start', () => {
    const refused = withCode('connect ECONNREFUSED 127.0.0.1:5499', 'ECONNREFUSED');
    assert.match(startupFailure(refused, '시드 실패') ?? '', /^시드 실패: 데이터베이스에 연결할 수 없습니다 \(ECONNREFUSED\)/);
  });

  it('a port another process listens on, or one this user may not open: one line naming the port', async () => {
    // the error Node itself gives a second listen on a port in use
    const holder = net.createServer();
    await new Promise<void>((r) => holder.listen(0, '127.0.0.1', () => r()));
    const { port } = holder.address() as net.AddressInfo;
    try {
      const inUse = await new Promise<unknown>((resolve) => {
        const second = net.createServer();
        second.once('error', resolve);
        second.listen(port, '127.0.0.1', () => second.close(() => resolve(null)));
      });
      assert.ok(inUse instanceof Error, 'the second listen failed');
      assert.equal(startupFailure(inUse), `시작 실패: 포트 ${port}을 이미 다른 프로세스가 쓰고 있습니다. 그 프로세스를 끝내거나 다른 PORT를 주세요.`);
    } finally {
      await new Promise((r) => holder.close(r));
    }
    const denied = Object.assign(new Error('listen EACCES: permission denied 0.0.0.0:80'), { code: 'EACCES', syscall: 'listen', address: '0.0.0.0', port: 80 });
    assert.equal(startupFailure(denied), '시작 실패: 포트 80을 열 권한이 없습니다 (EACCES). 1024 이상의 PORT를 쓰거나 프록시 뒤에서 실행해 주세요.');
    // a file the process may not open is no port problem
    assert.equal(startupFailure(Object.assign(new Error("EACCES: permission denied, open '/srv/deploy/x'"), { code: 'EACCES', syscall: 'open' })), null);
  });

  it('a configuration error (a command checking DATABASE_URL) is its own line', () => {
    assert.equal(startupFailure(new ConfigError('설정 오류: DATABASE_URL 형식이 올바르지 않습니다'), '마이그레이션 실패'), '설정 오류: DATABASE_URL 형식이 올바르지 않습니다');
  });

  it('anything else is not explained away (printed with its stack)', () => {
    assert.equal(startupFailure(new TypeError('x is not a function')), null);
    assert.equal(startupFailure('plain'), null);
  });
});
