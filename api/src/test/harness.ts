// Test harness: a fresh isolated database per test file, migrated and seeded — in-memory PGlite, or on
// PostgreSQL when TEST_DATABASE_URL is set: a copy of the run's template database
// (HANPAN_TEST_PG_TEMPLATE, made by scripts/run-tests.mjs --pg), else a fresh schema of its own —
// and cookie-keeping agents. Use one app per file.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { and, eq } from 'drizzle-orm';
import pg from 'pg';
import { COOKIES, HEADERS, type ApiEnvelope, type RuleErrorBody } from '@hanpan/contracts';
import { buildApp } from '../app.js';
import { ApiError } from '../lib/errors.js';
import { loadConfig, type AppConfig } from '../config.js';
import { MIGRATIONS_DIR, openDatabase, type Database, type Db } from '../db/client.js';
import { members, type MemberRow } from '../db/schema/index.js';
import { seedAll } from '../db/seed/index.js';
import type { SeedContext } from '../db/seed/context.js';
import { createSession } from '../plugins/context.js';
import { databaseUrlOf } from './databaseUrl.js';
import { kstDay } from '../lib/time.js';
import { ANON_COOKIE, anonBinding, csrfTokenFor, sessionBinding } from '../plugins/csrf.js';

export interface TestResponse<T = unknown> extends LightMyRequestResponse {
  /** parsed envelope (JSON responses) */
  env: ApiEnvelope<T>;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export interface RequestOpts {
  headers?: Record<string, string>;
  /** object → JSON; string → as is (set content-type yourself) */
  payload?: unknown;
  /** skip the X-XSRF-TOKEN header (to test CSRF refusal) */
  noCsrf?: boolean;
  /** send no Idempotency-Key (the agent adds a fresh one to unsafe /api calls, like the platform client) */
  noIdempotencyKey?: boolean;
}

/** Keeps cookies like a browser and sends the CSRF header on unsafe calls. */
export class Agent {
  readonly cookies = new Map<string, string>();
  /** Hidden `ticket` of each payment-sandbox order page seen (a browser submits it with 결제/취소). */
  readonly orderTickets = new Map<string, string>();
  /**
   * 결제 answers '한 번 더 결제' to the question a same paid order within the repeat window asks
   * (sandbox/orders.ts): tests that buy one product again and again test other rules; the question
   * has its own tests, which set this false.
   */
  confirmsRepeats = true;
  constructor(
    readonly app: FastifyInstance,
    readonly host = 'localhost',
    readonly member: MemberRow | null = null,
  ) {}

  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async request<T = unknown>(method: Method, url: string, opts: RequestOpts = {}): Promise<TestResponse<T>> {
    const headers: Record<string, string> = { host: this.host, ...opts.headers };
    if (this.cookies.size) headers.cookie = this.cookieHeader();
    const csrf = this.cookies.get(COOKIES.csrf);
    if (method !== 'GET' && csrf && !opts.noCsrf && !(HEADERS.csrf in headers)) headers[HEADERS.csrf] = csrf;
    if (method !== 'GET' && url.startsWith('/api/') && !opts.noIdempotencyKey && !(HEADERS.idempotencyKey in headers)) {
      headers[HEADERS.idempotencyKey] = `agent-${randomBytes(9).toString('base64url')}`;
    }
    const inject: InjectOptions = { method, url, headers };
    if (opts.payload !== undefined) inject.payload = opts.payload as InjectOptions['payload'];
    const res = (await this.app.inject(inject)) as TestResponse<T>;
    for (const c of res.cookies as Array<{ name: string; value: string; maxAge?: number; expires?: Date }>) {
      if (c.value === '' || c.maxAge === 0 || (c.expires && c.expires.getTime() < Date.now())) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
    const type = String(res.headers['content-type'] ?? '');
    if (type.includes('application/json')) res.env = res.json() as ApiEnvelope<T>;
    if (type.includes('text/html')) {
      const no = /\/sandbox\/orders\/([A-Z0-9]+)\/complete/.exec(res.body)?.[1];
      const ticket = /name="ticket" value="([^"]+)"/.exec(res.body)?.[1];
      if (no && ticket) this.orderTickets.set(no, ticket.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&'));
    }
    return res;
  }

  get<T = unknown>(url: string, opts?: RequestOpts) {
    return this.request<T>('GET', url, opts);
  }
  post<T = unknown>(url: string, payload?: unknown, opts: RequestOpts = {}) {
    return this.request<T>('POST', url, { ...opts, payload: payload ?? {} });
  }
  put<T = unknown>(url: string, payload?: unknown, opts: RequestOpts = {}) {
    return this.request<T>('PUT', url, { ...opts, payload: payload ?? {} });
  }

  /** Posts an HTML form (urlencoded) with the _csrf field filled from the cookie. */
  form(url: string, fields: Record<string, string>, opts: { noCsrf?: boolean; headers?: Record<string, string> } = {}) {
    // like a browser, 결제/취소 of an order page sent its hidden ticket unless the test gives one
    const [, order, action] = /\/sandbox\/orders\/([A-Z0-9]+)\/(complete|cancel)/.exec(url) ?? [];
    const ticket = order && !('ticket' in fields) ? this.orderTickets.get(order) : undefined;
    const repeat: Record<string, string> = action === 'complete' && this.confirmsRepeats ? { confirmRepeat: '1' } : {};
    const body = new URLSearchParams({ ...(opts.noCsrf ? {} : { _csrf: this.cookies.get(COOKIES.csrf) ?? '' }), ...(ticket ? { ticket } : {}), ...repeat, ...fields }).toString();
    return this.request('POST', url, { payload: body, headers: { 'content-type': 'application/x-www-form-urlencoded', ...opts.headers }, noCsrf: true });
  }
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  database: Database;
  seed: SeedContext;
  config: AppConfig;
  /** PostgreSQL: the address that reaches this file's tables (for a child process); PGlite: undefined */
  databaseUrl?: string;
  /** agent logged in as a demo member (session created directly), with an XSRF cookie */
  login(loginId: string, opts?: { host?: string }): Promise<Agent>;
  /** anonymous agent (gets its XSRF cookie on the first request) */
  guest(opts?: { host?: string }): Promise<Agent>;
  close(): Promise<void>;
}

async function seedContextOf(db: Db): Promise<SeedContext> {
  const rows = await db.select().from(members);
  return { members: Object.fromEntries(rows.map((m) => [m.loginId, m])), now: new Date() };
}

/** drizzle-kit writes "public"."t" in some statements; strip it so a per-file schema works. */
function schemaNeutralMigrations(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'hanpan-mig-'));
  cpSync(MIGRATIONS_DIR, dir, { recursive: true });
  for (const f of readdirSync(dir)) {
    if (!f.endsWith('.sql')) continue;
    const p = path.join(dir, f);
    writeFileSync(p, readFileSync(p, 'utf8').replaceAll('"public".', ''));
  }
  return dir;
}

/** Whether the run's template (scripts/run-tests.mjs: HANPAN_TEST_SEEDED_AT) was seeded on this Korean day. */
function templateOfToday(): boolean {
  const at = Number(process.env.HANPAN_TEST_SEEDED_AT);
  return !Number.isFinite(at) || at === 0 || kstDay(new Date(at)) === kstDay(new Date());
}

export async function createTestApp(
  opts: {
    config?: Partial<AppConfig>;
    /** Mounts more routes before the app is ready (operations, portal). */
    register?: (app: FastifyInstance, db: Db) => Promise<void>;
    /** The app's logger (captureLog() in test/log-capture.ts); default: none (LOG_LEVEL silent). */
    logger?: FastifyBaseLogger;
  } = {},
): Promise<TestApp> {
  const url = process.env.TEST_DATABASE_URL;
  // The run's template was seeded for the Korean day it was made on: a file starting on the next day
  // (a run across 0시 KST) seeds its own, or 'today' and 'this month' of the seed would be yesterday's.
  const fresh = templateOfToday();
  const pgTemplate = url && fresh && process.env.HANPAN_TEST_PG_TEMPLATE;
  let database: Database;
  let databaseUrl: string | undefined;
  let cleanup = async () => {};
  if (url) {
    const name = `t_${process.pid}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    if (pgTemplate) {
      await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${pgTemplate}"`);
      databaseUrl = databaseUrlOf(url, name);
      database = await openDatabase({ databaseUrl, poolSize: 4 });
      cleanup = async () => {
        await admin.query(`DROP DATABASE "${name}" WITH (FORCE)`);
        await admin.end();
      };
    } else {
      await admin.query(`CREATE SCHEMA "${name}"`);
      database = await openDatabase({ databaseUrl: url, searchPath: name, poolSize: 4 });
      const u = new URL(url);
      u.searchParams.set('options', `-c search_path=${name}`);
      databaseUrl = u.toString();
      const folder = schemaNeutralMigrations();
      await database.migrate({ migrationsFolder: folder, migrationsSchema: name });
      rmSync(folder, { recursive: true, force: true });
      cleanup = async () => {
        await admin.query(`DROP SCHEMA "${name}" CASCADE`);
        await admin.end();
      };
    }
  } else if (process.env.HANPAN_TEST_TEMPLATE && fresh) {
    // Made by scripts/run-tests.mjs: already migrated and seeded.
    database = await openDatabase({ dataDir: 'memory://', loadDataDir: new Blob([readFileSync(process.env.HANPAN_TEST_TEMPLATE)]) });
  } else {
    database = await openDatabase({ dataDir: 'memory://' });
    await database.migrate();
  }
  const seeded = pgTemplate || (process.env.HANPAN_TEST_TEMPLATE && fresh && !url);
  const seed = seeded ? await seedContextOf(database.db) : await seedAll(database.db);
  const config = loadConfig({}, { logLevel: 'silent', ...opts.config });
  const app = await buildApp({ db: database.db, config, ...(opts.logger ? { logger: opts.logger } : {}) });
  await opts.register?.(app, database.db);
  await app.ready();

  return {
    app,
    db: database.db,
    database,
    seed,
    config,
    ...(databaseUrl ? { databaseUrl } : {}),
    async login(loginId, o = {}) {
      const [m] = await database.db.select().from(members).where(eq(members.loginId, loginId)).limit(1);
      if (!m) throw new Error(`no demo member ${loginId}`);
      const token = await createSession(database.db, m.id, m.publisher as 'hanpan' | 'partner');
      const agent = new Agent(app, o.host ?? (m.publisher === 'partner' ? 'partner.localhost' : 'localhost'), m);
      agent.cookies.set(COOKIES.session, token);
      agent.cookies.set(COOKIES.csrf, csrfTokenFor(config.appSecret, sessionBinding(token)));
      return agent;
    },
    async guest(o = {}) {
      const agent = new Agent(app, o.host ?? 'localhost');
      const anon = randomBytes(24).toString('base64url');
      agent.cookies.set(ANON_COOKIE, anon);
      agent.cookies.set(COOKIES.csrf, csrfTokenFor(config.appSecret, anonBinding(anon)));
      return agent;
    },
    async close() {
      await app.close();
      await database.close();
      await cleanup();
    },
  };
}

/** Reloads a member row (after changes). */
export async function reloadMember(db: Db, loginId: string, publisher = 'hanpan'): Promise<MemberRow> {
  const [m] = await db.select().from(members).where(and(eq(members.loginId, loginId), eq(members.publisher, publisher))).limit(1);
  return m!;
}

/** The rule error code of an envelope (`body.code` of a refused request), undefined when none. */
export const ruleCode = (r: { env: { body: unknown } }): string | undefined => (r.env.body as RuleErrorBody | null)?.code;

/** Request options with an idempotency key of its own (tag + time): one attempt of a payment. */
export const idempotencyKey = (tag: string) => ({ headers: { [HEADERS.idempotencyKey]: `${tag}-${Date.now()}` } });

/** Awaits a refusal and returns it (an ApiError with `status` and, for 422, body.code `code`), said in Korean. */
export async function refused(p: Promise<unknown>, status: number, code?: string): Promise<ApiError> {
  const e = await p.then(
    () => assert.fail('not refused'),
    (err: unknown) => err,
  );
  assert.ok(e instanceof ApiError, String(e));
  assert.equal(e.status, status, e.message);
  if (code) assert.equal((e.body as { code: string }).code, code);
  assert.match(e.message, /[가-힣]/);
  return e;
}
