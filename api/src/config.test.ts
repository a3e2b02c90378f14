import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, DEV_APP_SECRET, DEV_LAUNCH_SECRET, EnvSchema, loadConfig } from './config.js';
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

  it('.env.example lists every variable of the schema', () => {
    const example = fs.readFileSync(path.join(API_ROOT, '..', '.env.example'), 'utf8');
    const listed = new Set([...example.matchAll(/^#?\s*([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]));
    const missing = Object.keys(EnvSchema.properties).filter((k) => !listed.has(k));
    assert.deepEqual(missing, []);
  });
});
