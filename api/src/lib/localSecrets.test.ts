import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { DEV_APP_SECRET, DEV_DEPLOY_TOKEN, DEV_LAUNCH_SECRET, loadConfig } from '../config.js';
import { localSecrets, withLocalSecrets } from './localSecrets.js';

const tmpFile = () => path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'hanpan-secrets-')), '.data', 'local-secrets.json');

test("outside production a missing secret is this checkout's own random one, never the value in the source; kept across starts", () => {
  const file = tmpFile();
  const config = loadConfig(withLocalSecrets({}, file));
  assert.notEqual(config.appSecret, DEV_APP_SECRET);
  assert.notEqual(config.launchSecret, DEV_LAUNCH_SECRET);
  assert.notEqual(config.deployToken, DEV_DEPLOY_TOKEN);
  assert.ok(config.appSecret.length >= 16 && config.launchSecret !== config.appSecret);
  // only the owner reads it
  assert.equal(fs.statSync(file).mode & 0o777, 0o600);
  // the next start (and the deploy script, reading the file) sees the same ones
  const again = loadConfig(withLocalSecrets({}, file));
  assert.deepEqual([again.appSecret, again.launchSecret, again.deployToken], [config.appSecret, config.launchSecret, config.deployToken]);
  assert.equal(JSON.parse(fs.readFileSync(file, 'utf8')).DEPLOY_TOKEN, config.deployToken);
});

test('a secret the environment gives wins; production is never filled in (it refuses to start without its own)', () => {
  const file = tmpFile();
  const given = withLocalSecrets({ APP_SECRET: 'given-app-secret-0123456789' }, file);
  assert.equal(given.APP_SECRET, 'given-app-secret-0123456789');
  assert.equal(given.LAUNCH_SECRET, localSecrets(file).LAUNCH_SECRET);
  const prod = { NODE_ENV: 'production' };
  assert.equal(withLocalSecrets(prod, tmpFile()), prod);
});

test('a file missing a secret (or with a short one) is completed, keeping the ones it has', () => {
  const file = tmpFile();
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify({ APP_SECRET: 'kept-app-secret-0123456789', LAUNCH_SECRET: 'short' }));
  const s = localSecrets(file);
  assert.equal(s.APP_SECRET, 'kept-app-secret-0123456789');
  assert.ok(s.LAUNCH_SECRET.length >= 16 && s.DEPLOY_TOKEN.length >= 16);
  assert.deepEqual(localSecrets(file), s);
});
