import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { checkDatabaseUrl, ConfigError, DEV_APP_SECRET, DEV_LAUNCH_SECRET, EnvSchema, loadConfig, maskedUrl, modeOf } from './config.js';
import { API_ROOT } from './db/client.js';

const prodEnv = {
  NODE_ENV: 'production',
  APP_SECRET: 'a'.repeat(32),
  LAUNCH_SECRET: 'b'.repeat(32),
  DATABASE_URL: 'postgres://app@db/hanpan',
};

describe('config: one validated module', () => {
  it('an empty environment is the zero-setup demo: embedded database, demo seed, migrations at start', () => {
    const c = loadConfig({});
    assert.equal(c.production, false);
    assert.equal(c.demo, true);
    assert.equal(c.migrateOnStart, true);
    assert.equal(c.databaseUrl, null);
    assert.equal(c.port, 8080);
    assert.equal(c.logLevel, 'info');
    assert.equal(c.demoClientAddress, true);
    assert.equal(loadConfig({ DEMO_CLIENT_ADDRESS: 'off' }).demoClientAddress, false);
  });

  it('COOKIE_DOMAIN: a bare lower-case parent domain of the own hosts; never one a partner host lies under', () => {
    assert.equal(loadConfig({}).cookieDomain, null);
    assert.equal(loadConfig({ COOKIE_DOMAIN: '.Hanpan.com', MOBILE_HOSTS: 'm.hanpan.com', PARTNER_HOSTS: 'hanpan.partner.co.kr' }).cookieDomain, 'hanpan.com');
    assert.throws(() => loadConfig({ COOKIE_DOMAIN: 'localhost' }), (e: unknown) => e instanceof ConfigError && /COOKIE_DOMAIN="localhost"은 점이 있는 도메인/.test(e.message));
    assert.throws(
      () => loadConfig({ COOKIE_DOMAIN: 'hanpan.com', PARTNER_HOSTS: 'partner.hanpan.com' }),
      (e: unknown) => e instanceof ConfigError && /파트너 호스트 partner\.hanpan\.com/.test(e.message),
    );
  });

  it('production with real secrets and PostgreSQL starts without demo seed or start-up migrations', () => {
    const c = loadConfig(prodEnv);
    assert.equal(c.production, true);
    assert.equal(c.demo, false);
    assert.equal(c.migrateOnStart, false);
    assert.equal(c.deployToken, null);
    assert.equal(c.demoClientAddress, false);
    assert.equal(loadConfig({ ...prodEnv, DEMO_CLIENT_ADDRESS: 'on' }).demoClientAddress, false, 'never in production');
    assert.equal(c.databaseUrl, prodEnv.DATABASE_URL);
  });

  for (const [what, env, expected] of [
    ['missing APP_SECRET', { ...prodEnv, APP_SECRET: undefined }, /APP_SECRET가 없습니다/],
    ['default LAUNCH_SECRET', { ...prodEnv, LAUNCH_SECRET: DEV_LAUNCH_SECRET }, /LAUNCH_SECRET가 개발용 기본값입니다/],
    ['default APP_SECRET', { ...prodEnv, APP_SECRET: DEV_APP_SECRET }, /APP_SECRET가 개발용 기본값입니다/],
    ['short secret', { ...prodEnv, APP_SECRET: 'short' }, /APP_SECRET는 16자 이상/],
    ['a short deploy token', { ...prodEnv, DEPLOY_TOKEN: 'x' }, /DEPLOY_TOKEN은 16자 이상/],
    ['no DATABASE_URL', { ...prodEnv, DATABASE_URL: '' }, /DATABASE_URL이 없습니다/],
  ] as const) {
    it(`production refuses ${what} in one line`, () => {
      assert.throws(
        () => loadConfig(env),
        (e: unknown) => e instanceof ConfigError && expected.test(e.message) && !e.message.includes('\n') && e.message.startsWith('설정 오류 (NODE_ENV=production): '),
      );
    });
  }

  it('an empty variable counts as unset', () => {
    const c = loadConfig({ PORT: '', DATABASE_URL: '', LOG_LEVEL: '' });
    assert.equal(c.port, 8080);
    assert.equal(c.databaseUrl, null);
    assert.equal(c.logLevel, 'info');
  });

  it('malformed values are refused by the schema, naming the variable', () => {
    assert.throws(() => loadConfig({ PORT: 'eighty' }), /PORT="eighty" 형식이 올바르지 않습니다/);
    assert.throws(() => loadConfig({ DATABASE_URL: 'mysql://x' }), /DATABASE_URL=/);
    assert.throws(() => loadConfig({ LOG_LEVEL: 'loud' }), /LOG_LEVEL=/);
    assert.throws(() => loadConfig({ JOBS: 'maybe' }), /JOBS=/);
  });

  it('config errors never print a secret: a URL with its password as ***, one that cannot be shown safely not at all', () => {
    const refused = (env: Record<string, string>) => {
      try {
        loadConfig(env);
      } catch (e) {
        assert.ok(e instanceof ConfigError);
        assert.ok(!e.message.includes('\n'), e.message);
        return e.message;
      }
      assert.fail('accepted');
    };
    const mysql = refused({ ...prodEnv, DATABASE_URL: 'mysql://admin:S3cr3tpw@db.example/x' });
    assert.equal(mysql, '설정 오류 (NODE_ENV=production): DATABASE_URL="mysql://admin:***@db.example/x" 형식이 올바르지 않습니다');
    const redis = refused({ REDIS_URL: 'http://:R3d1spw@cache:6379/0?password=Qu3rypw' });
    assert.match(redis, /REDIS_URL="http:\/\/:\*\*\*@cache:6379\/0\?password=\*\*\*" 형식이 올바르지 않습니다/);
    assert.doesNotMatch(redis, /R3d1spw|Qu3rypw/);
    // a password new URL cannot read, or one cut by '#' or spread into the path: the name alone
    for (const value of ['mysql://admin:S3c/r3t@db/x', 'mysql://admin:123#S3cr3t@db/x', 'mysql://admin:12/S3cr3t@db/x']) {
      const line = refused({ DATABASE_URL: value });
      assert.equal(line, '설정 오류: DATABASE_URL 형식이 올바르지 않습니다', value);
    }
    assert.equal(maskedUrl('postgres://app@db/hanpan'), 'postgres://app@db/hanpan');
    assert.equal(maskedUrl('postgres://app:pw@db:5432/hanpan?sslmode=require'), 'postgres://app:***@db:5432/hanpan?sslmode=require');
    // production's own refusals name the secret, never its value
    const short = refused({ ...prodEnv, APP_SECRET: 'sh0rtpw' });
    assert.doesNotMatch(short, /sh0rtpw/);
  });

  it('a DATABASE_URL new URL cannot read (a password with an unescaped #): one line saying to URL-encode it, no value', () => {
    for (const value of ['postgres://admin:S3cr3t#pw@db.example/x', 'postgres://admin:123#S3cr3t@db.example/x', 'postgres://admin:S3c/r3t@db.example/x']) {
      assert.throws(
        () => loadConfig({ ...prodEnv, DATABASE_URL: value }),
        (e: unknown) =>
          e instanceof ConfigError &&
          e.message === '설정 오류 (NODE_ENV=production): DATABASE_URL을 URL로 읽을 수 없습니다 — 비밀번호 등의 특수 문자는 URL 인코딩해야 합니다 (예: # → %23, / → %2F, ? → %3F, @ → %40)',
        value,
      );
    }
    // the same check for the commands that only open the database (db:migrate)
    assert.throws(() => checkDatabaseUrl('postgres://admin:S3cr3t#pw@db.example/x'), (e: unknown) => e instanceof ConfigError && /^설정 오류: DATABASE_URL을 URL로 읽을 수 없습니다/.test(e.message) && !e.message.includes('S3cr3t'));
    assert.throws(() => checkDatabaseUrl('mysql://admin:S3cr3tpw@db/x'), { message: '설정 오류: DATABASE_URL="mysql://admin:***@db/x" 형식이 올바르지 않습니다' });
    // what node-postgres reads is accepted: an encoded password, a socket host, IPv6, parameters
    for (const value of ['postgres://admin:S3cr3t%23pw@db.example:5432/x', 'postgres://admin:pw@/hanpan?host=/var/run/postgresql', 'postgresql://u:p@[::1]:5432/db?sslmode=require', 'postgres://postgres@127.0.0.1:5432/test']) {
      assert.equal(loadConfig({ ...prodEnv, DATABASE_URL: value }).databaseUrl, value);
      checkDatabaseUrl(value);
    }
    assert.throws(() => loadConfig({ REDIS_URL: 'redis://:R3d#1s@cache:6379' }), /REDIS_URL을 URL로 읽을 수 없습니다/);
  });

  it('PORT outside 1–65535 is a configuration error', () => {
    for (const port of ['0', '65536', '99999']) {
      assert.throws(() => loadConfig({ PORT: port }), { name: 'ConfigError', message: `설정 오류: PORT=${port}: 포트 번호는 1–65535 사이여야 합니다` });
    }
    assert.equal(loadConfig({ PORT: '1' }).port, 1);
    assert.equal(loadConfig({ PORT: '65535' }).port, 65535);
  });

  it('one demo-mode rule for the server and db:seed: on outside production, in production only with DEMO=1', () => {
    assert.deepEqual(modeOf({}), { production: false, demo: true });
    assert.deepEqual(modeOf({ DEMO: '0' }), { production: false, demo: false });
    assert.deepEqual(modeOf({ NODE_ENV: 'production' }), { production: true, demo: false });
    assert.deepEqual(modeOf({ NODE_ENV: 'production', DEMO: '' }), { production: true, demo: false });
    assert.deepEqual(modeOf({ NODE_ENV: 'production', DEMO: '1' }), { production: true, demo: true });
    assert.equal(loadConfig({ ...prodEnv, DEMO: '1' }).demo, true);
    assert.equal(loadConfig({ ...prodEnv }).demo, false);
  });

  it('.env.example lists every variable of the schema', () => {
    const example = fs.readFileSync(path.join(API_ROOT, '..', '.env.example'), 'utf8');
    const listed = new Set([...example.matchAll(/^#?\s*([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]));
    const missing = Object.keys(EnvSchema.properties).filter((k) => !listed.has(k));
    assert.deepEqual(missing, []);
  });
});
