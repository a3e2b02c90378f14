// Outside production, a secret the environment does not give is this checkout's own, made once at
// random and kept in <repo>/.data/local-secrets.json (mode 0600): the built-in development values are
// in the source, so a portal started with them (npm start on a reachable host) would take launch
// tokens, payment tickets and deploys signed by anyone who read it. The deploy script reads the same
// file for its token (scripts/lib/deploy-lib.mjs). Production gives every secret itself (config.ts).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../db/client.js';

export const LOCAL_SECRETS_FILE = path.join(REPO_ROOT, '.data', 'local-secrets.json');
const KEYS = ['APP_SECRET', 'LAUNCH_SECRET', 'DEPLOY_TOKEN'] as const;
type LocalSecrets = Record<(typeof KEYS)[number], string>;

function read(file: string): Partial<LocalSecrets> {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<LocalSecrets>;
  } catch {
    return {};
  }
}

/** The file's secrets, made first if it lacks one; two processes starting at once end with the same ones. */
export function localSecrets(file = LOCAL_SECRETS_FILE): LocalSecrets {
  const found = read(file);
  if (KEYS.every((k) => typeof found[k] === 'string' && found[k]!.length >= 16)) return found as LocalSecrets;
  const made = Object.fromEntries(KEYS.map((k) => [k, found[k] && found[k]!.length >= 16 ? found[k] : randomBytes(24).toString('base64url')])) as LocalSecrets;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}-${randomBytes(4).toString('hex')}`;
  fs.writeFileSync(tmp, `${JSON.stringify(made, null, 2)}\n`, { mode: 0o600 });
  try {
    if (Object.keys(found).length) fs.renameSync(tmp, file); // completing an older file: this process's values
    else fs.linkSync(tmp, file); // a new one: the first process to link it wins, the others read its values
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
  } finally {
    fs.rmSync(tmp, { force: true });
  }
  return read(file) as LocalSecrets;
}

/** `env` with this checkout's secrets for the ones it lacks (none in production: config.ts refuses to start without them). */
export function withLocalSecrets(env: NodeJS.ProcessEnv, file = LOCAL_SECRETS_FILE): NodeJS.ProcessEnv {
  if (env.NODE_ENV === 'production' || KEYS.every((k) => env[k])) return env;
  const secrets = localSecrets(file);
  return { ...env, ...Object.fromEntries(KEYS.filter((k) => !env[k]).map((k) => [k, secrets[k]])) };
}
