// Starts the real API server (compiled: dist/server.js, built by scripts/run-reliability.mjs) as a child process on a fresh PostgreSQL database of
// its own, with an application_name of its own (fault tests terminate only these connections).
// A small cookie-keeping HTTP client logs in through the real /idp/login form.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { API_ROOT } from '../db/client.js';
import { databaseUrlOf } from '../test/databaseUrl.js';

export const BASE_DB_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export interface ServerFixture {
  url: string;
  dbUrl: string;
  dbName: string;
  appName: string;
  child: ChildProcess;
  admin: pg.Client;
  output(): string;
  /** Terminates this server's database connections (only those: application_name + database). */
  killConnections(): Promise<number>;
  stop(): Promise<void>;
}

export async function startServer(opts: { port: number; env?: Record<string, string> }): Promise<ServerFixture> {
  // a server already answering there (another run's, a leftover) would be the one tested: ours could not bind
  const taken = await fetch(`http://127.0.0.1:${opts.port}/api/contents/members/global-state`, { signal: AbortSignal.timeout(2000) }).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`port ${opts.port}: another server already answers there; stop it or choose another port`);
  const tag = `${process.pid}_${randomBytes(3).toString('hex')}`;
  const dbName = `hanpan_rel_${tag}`;
  const appName = `hanpan-rel-${tag}`;
  const base = new pg.Client({ connectionString: BASE_DB_URL });
  await base.connect();
  await base.query(`CREATE DATABASE "${dbName}"`);
  await base.end();
  const dbUrl = databaseUrlOf(BASE_DB_URL, dbName);
  const deployDir = mkdtempSync(path.join(tmpdir(), 'hanpan-rel-deploy-'));
  let out = '';
  const child = spawn(process.execPath, ['dist/server.js'], {
    cwd: API_ROOT,
    env: {
      ...process.env,
      DATABASE_URL: dbUrl,
      PORT: String(opts.port),
      HOST: '127.0.0.1',
      PG_APPLICATION_NAME: appName,
      LOG_LEVEL: 'error',
      DEPLOY_DIR: deployDir,
      JOBS: '0',
      REDIS_PREFIX: `hanpan-rel-${tag}:`,
      ...opts.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  const url = `http://127.0.0.1:${opts.port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}): ${out}`);
    try {
      const r = await fetch(`${url}/api/contents/members/global-state`);
      if (r.status === 200) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error(`server did not start: ${out}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  const admin = new pg.Client({ connectionString: dbUrl, application_name: `${appName}-admin` });
  await admin.connect();
  return {
    url,
    dbUrl,
    dbName,
    appName,
    child,
    admin,
    output: () => out,
    async killConnections() {
      const r = await admin.query('select pg_terminate_backend(pid) as ok from pg_stat_activity where application_name = $1 and datname = $2 and pid <> pg_backend_pid()', [appName, dbName]);
      return r.rowCount ?? 0;
    },
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await Promise.race([new Promise((r) => child.once('exit', r)), new Promise((r) => setTimeout(r, 5_000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      await admin.end().catch(() => undefined);
      const b = new pg.Client({ connectionString: BASE_DB_URL });
      await b.connect();
      await b.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
      await b.end();
      rmSync(deployDir, { recursive: true, force: true });
    },
  };
}

export interface HttpResult {
  status: number;
  headers: Headers;
  text: string;
  json: { header: { isSuccessful: boolean; resultCode: number; resultMessage: string }; body: unknown } | null;
}

/** A browser-like client: keeps cookies, sends the CSRF header and an Idempotency-Key on /api changes. */
export class HttpClient {
  readonly cookies = new Map<string, string>();
  constructor(readonly base: string) {}

  private absorb(res: Response) {
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      if (value === '' || /max-age=0/i.test(c)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  async request(method: string, p: string, opts: { json?: unknown; form?: Record<string, string>; headers?: Record<string, string>; key?: string } = {}): Promise<HttpResult> {
    const headers: Record<string, string> = { ...opts.headers };
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (method !== 'GET' && this.cookies.has('XSRF-TOKEN')) headers['x-xsrf-token'] = this.cookies.get('XSRF-TOKEN')!;
    if (method !== 'GET' && p.startsWith('/api/')) headers['idempotency-key'] = opts.key ?? `http-${randomBytes(9).toString('base64url')}`;
    let body: string | undefined;
    if (opts.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(opts.json);
    } else if (opts.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams({ _csrf: this.cookies.get('XSRF-TOKEN') ?? '', ...opts.form }).toString();
    }
    const res = await fetch(this.base + p, { method, headers, body, redirect: 'manual' });
    this.absorb(res);
    const text = await res.text();
    let json: HttpResult['json'] = null;
    if ((res.headers.get('content-type') ?? '').includes('application/json')) {
      try {
        json = JSON.parse(text) as HttpResult['json'];
      } catch {
        json = null;
      }
    }
    return { status: res.status, headers: res.headers, text, json };
  }

  async login(loginId: string, password = 'hanpan1234!'): Promise<void> {
    await this.request('GET', '/idp/login');
    const r = await this.request('POST', '/idp/login', { form: { loginId, password, nextUrl: '/' } });
    if (r.status !== 303) throw new Error(`login ${loginId} → ${r.status}`);
  }
}
