import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
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

  it('anything else is not explained away (printed with its stack)', () => {
    assert.equal(startupFailure(new TypeError('x is not a function')), null);
    assert.equal(startupFailure('plain'), null);
  });
});
