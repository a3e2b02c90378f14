// Runtime configuration: the one place that reads the environment. loadConfig validates it with a
// schema (EnvSchema) and, in production (NODE_ENV=production), refuses default secrets and the
// embedded database with one line saying why — never with a secret's value (a URL's password is
// ***). Every variable is listed in .env.example. Tests pass their own object.
import { Type, type Static } from 'typebox';
import Value from 'typebox/value';

const LOG_LEVELS = ['silent', 'fatal', 'error', 'warn', 'info', 'debug'] as const;
const int = Type.String({ pattern: '^[0-9]+$' });
const flag = Type.Union([Type.Literal('0'), Type.Literal('1'), Type.Literal('true'), Type.Literal('false'), Type.Literal('')]);
const str = Type.String();

/** Every variable the server reads (all optional: the defaults make `npm start` work on a fresh clone). */
export const EnvSchema = Type.Object({
  NODE_ENV: Type.Optional(str),
  DEMO: Type.Optional(flag),
  PORT: Type.Optional(int),
  HOST: Type.Optional(str),
  DATABASE_URL: Type.Optional(Type.String({ pattern: '^(postgres(ql)?://.*)?$' })),
  API_DATA_DIR: Type.Optional(str),
  DEPLOY_DIR: Type.Optional(str),
  DEPLOY_TOKEN: Type.Optional(str),
  REDIS_URL: Type.Optional(Type.String({ pattern: '^(rediss?://.*)?$' })),
  REDIS_PREFIX: Type.Optional(str),
  APP_SECRET: Type.Optional(str),
  LAUNCH_SECRET: Type.Optional(str),
  LAUNCH_TTL_SECONDS: Type.Optional(int),
  SECURE_COOKIES: Type.Optional(flag),
  COOKIE_DOMAIN: Type.Optional(str),
  TRUST_PROXY: Type.Optional(str),
  PARTNER_HOSTS: Type.Optional(str),
  MOBILE_HOSTS: Type.Optional(str),
  PORTAL_HOSTS: Type.Optional(str),
  STAFF_IDS: Type.Optional(str),
  OVERRIDE_ORIGINS: Type.Optional(str),
  LOGIN_ACCOUNT_FAILURES: Type.Optional(int),
  LOGIN_IP_RATE_LIMIT: Type.Optional(int),
  LOGIN_IP_FAILURES: Type.Optional(int),
  LOGIN_RATE_LIMIT: Type.Optional(int),
  SIGNUP_RATE_LIMIT: Type.Optional(int),
  LEGAL_MONTHLY_LIMIT: Type.Optional(int),
  LOG_LEVEL: Type.Optional(Type.Union(LOG_LEVELS.map((l) => Type.Literal(l)))),
  JOBS: Type.Optional(flag),
  MIGRATE_ON_START: Type.Optional(flag),
  SHUTDOWN_TIMEOUT_MS: Type.Optional(int),
  SHUTDOWN_DELAY_MS: Type.Optional(int),
  REMOTES_POLL_MS: Type.Optional(int),
  MEMBER_READS_TTL_MS: Type.Optional(int),
  // read where they are used (portal, database pool, PC방 demo), validated here
  REMOTES_TTL_MS: Type.Optional(int),
  PC_HOST: Type.Optional(str),
  ADCLICK_SKIP_HOSTS: Type.Optional(str),
  REMOTES_CORS_ORIGIN: Type.Optional(str),
  E2E: Type.Optional(flag),
  PORTAL_SSR: Type.Optional(flag),
  PG_APPLICATION_NAME: Type.Optional(str),
  PG_CONNECT_TIMEOUT_MS: Type.Optional(int),
  DEMO_CLIENT_ADDRESS: Type.Optional(Type.Union([Type.Literal('on'), Type.Literal('off'), Type.Literal('')])),
});
export type Env = Static<typeof EnvSchema>;

/** Built-in development secrets: fine on a laptop, refused in production. */
export const DEV_APP_SECRET = 'hanpan-dev-app-secret';
export const DEV_LAUNCH_SECRET = 'hanpan-dev-launch-secret';
export const DEV_DEPLOY_TOKEN = 'hanpan-dev-deploy-token';

/** A configuration the server must not start with; the message is one line. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

export interface AppConfig {
  /** NODE_ENV=production. */
  production: boolean;
  /** Demo mode: demo seed at start-up, the demo switches (default outside production). */
  demo: boolean;
  /**
   * PC-bang demo (README "PC방 챔피언십 데모"): a demo member listed in pc_bang_demo_addresses is seen
   * at its seeded PC-bang address. Never in production; DEMO_CLIENT_ADDRESS=off turns it off elsewhere.
   */
  demoClientAddress: boolean;
  port: number;
  host: string;
  /** PostgreSQL (DATABASE_URL), or null for the embedded PGlite. */
  databaseUrl: string | null;
  /** PGlite data folder (API_DATA_DIR), null for the default <repo>/.data/pglite. */
  dataDir: string | null;
  /** Published shell and remote files, read by every process (DEPLOY_DIR), null for <repo>/.deploy. */
  deployDir: string | null;
  /** Bearer token of the deploy endpoint (DEPLOY_TOKEN); null: endpoint off. */
  deployToken: string | null;
  /** STAFF_IDS is set: staff were login ids before they became a member mark (`npm run staff`);
   *  the list is ignored and the server says so at start. */
  legacyStaffIds: boolean;
  /** Apply migrations at start-up (default in demo mode; production runs `npm run db:migrate`). */
  migrateOnStart: boolean;
  /** The e2e suite's helpers (E2E=1: POST /api/e2e/members, render-error switch); refused in production. */
  e2e: boolean;
  /**
   * Origins a remote override may load from (CSP script-src/connect-src): a team's dev server.
   * Default outside production: http://localhost:* and http://127.0.0.1:*; none in production.
   */
  overrideOrigins: string[];
  /** Run the scheduled jobs in this process (JOBS=0 turns them off). */
  jobs: boolean;
  /** SIGTERM: how long open requests may take before the process gives up (exit 1). */
  shutdownTimeoutMs: number;
  /**
   * SIGTERM: how long the process keeps serving, with /readyz already 503, before it stops
   * accepting — the load balancer's time to take it out of rotation (default 0: at once).
   */
  shutdownDelayMs: number;
  /** How often each process looks for a manifest change made by another process. */
  remotesPollMs: number;
  /** Lifetime of the per-navigation member-state cache (MEMBER_READS_TTL_MS, default 2000; 0: off). */
  memberReadsTtlMs: number;
  /** Hosts (without port) served as the partner publisher. */
  partnerHosts: string[];
  /** Hosts (without port) served as the mobile site. */
  mobileHosts: string[];
  /** Extra hosts accepted in nextUrl/callbackUrl/redirectUri besides the request host. */
  portalHosts: string[];
  /** HMAC secret for game launch tokens. */
  launchSecret: string;
  /** Launch token lifetime in seconds. */
  launchTtlSeconds: number;
  /** Force the Secure flag on cookies (otherwise only behind x-forwarded-proto: https). */
  secureCookies: boolean;
  /**
   * The parent domain of the portal's own PC and mobile hosts (COOKIE_DOMAIN: www.hanpan.com and
   * m.hanpan.com → hanpan.com): their login and CSRF cookies are set on it, so a player the portal
   * sends from one site to the other stays logged in. null: host-only cookies (the default; a
   * browser keeps a cookie set on localhost from m.localhost whatever its domain). Partner hosts keep
   * host-only cookies and may not lie under it.
   */
  cookieDomain: string | null;
  /**
   * Which proxies may set x-forwarded-for / x-forwarded-proto (Fastify `trustProxy`): false (none,
   * the default), a hop count, or a list of addresses/CIDRs. TRUST_PROXY=1 means one hop.
   */
  trustProxy: boolean | number | string[];
  /** HMAC secret for CSRF tokens and payment-sandbox order tickets (APP_SECRET; shared by all processes). */
  appSecret: string;
  /** Redis for the rate-limit store shared by processes (REDIS_URL); memory when unset. */
  redisUrl: string | null;
  /** Prefix of every Redis key this app writes (tests use their own). */
  redisPrefix: string;
  /** Failed logins per account (from anywhere) before unknown addresses are refused for a while. */
  loginAccountFailures: number;
  /** Login attempts (any outcome) per IP address per minute (@fastify/rate-limit; a PC방 shares one address). */
  loginIpRateLimit: number;
  /** Failed logins per IP address across all accounts (password spraying). */
  loginIpFailures: number;
  /** Sign-ups per IP address per hour. */
  signupRateLimit: number;
  /** Legal monthly purchase limit for web-board games, in 원 (1,000,000 since the 2026-02-03 amendment). */
  legalMonthlyLimit: bigint;
  logLevel: 'silent' | 'fatal' | 'error' | 'warn' | 'info' | 'debug';
  /** Failed logins allowed per IP + login id (15 minutes). */
  loginRateLimit: number;
}

const list = (v: string | undefined, dflt: string[]): string[] =>
  v === undefined ? dflt : v.split(',').map((s) => s.trim().toLowerCase()).filter(Boolean);

/** TRUST_PROXY: unset/false → none; a number → that many hops; else a comma list of addresses/CIDRs. */
export function parseTrustProxy(v: string | undefined): boolean | number | string[] {
  if (v === undefined || v === '' || v === '0' || v === 'false') return false;
  if (v === 'true') return 1;
  if (/^[0-9]+$/.test(v)) return Number(v);
  return v.split(',').map((s) => s.trim()).filter(Boolean);
}

const truthy = (v: string | undefined) => v === '1' || v === 'true';

/**
 * The mode a process runs in: production (NODE_ENV=production) and demo (DEMO=1/0; default: on
 * outside production). One rule for the server and the commands that must follow it (db:seed
 * refuses the demo members in production unless demo mode is on).
 */
export function modeOf(env: NodeJS.ProcessEnv): { production: boolean; demo: boolean } {
  const production = env.NODE_ENV === 'production';
  return { production, demo: env.DEMO ? truthy(env.DEMO) : !production };
}

/** Variables whose value is never printed (an error names the variable only). */
const SECRET_NAME = /SECRET|TOKEN|PASSWORD/;
/** Variables holding a URL that may carry a password: printed with it as ***. */
const URL_NAMES = new Set(['DATABASE_URL', 'REDIS_URL']);

/** `new URL` as node-postgres reads a connection string (it retries an empty host, user:pw@/db?host=/socket). */
function parseUrl(value: string): URL | null {
  for (const candidate of [value, value.replace('@/', '@___DUMMY___/')]) {
    try {
      return new URL(candidate);
    } catch {
      /* the next */
    }
  }
  return null;
}

/**
 * `value` with its password (and a password-like query parameter) as ***; null when it cannot be
 * shown safely: a value `new URL` cannot read, a '#' (the rest would be a fragment), an '@' the
 * parser did not take as the end of user:password (part of a password then lies in the path or query).
 */
export function maskedUrl(value: string): string | null {
  if (value.includes('#')) return null;
  let u: URL;
  try {
    u = new URL(value);
  } catch {
    return null;
  }
  if (value.includes('@') && !u.username && !u.password) return null;
  if (u.password) u.password = '***';
  for (const key of [...u.searchParams.keys()]) if (/pass|secret|token|key/i.test(key)) u.searchParams.set(key, '***');
  return u.toString();
}

/** `NAME="value"` for an error line: a secret's name alone, a URL with its password as ***, or the name alone when that is not safe. */
function shown(name: string, value: string): string {
  if (SECRET_NAME.test(name)) return name;
  if (URL_NAMES.has(name)) {
    const masked = maskedUrl(value);
    return masked === null ? name : `${name}=${JSON.stringify(masked)}`;
  }
  return `${name}=${JSON.stringify(value)}`;
}

/**
 * What is wrong with the values: the first schema error of each variable (secrets and passwords
 * not shown), then what the schema's patterns let through — a PORT outside 1–65535, a URL that
 * `new URL` (so the database driver) cannot read.
 */
function valueProblems(env: Record<string, string | undefined>): string[] {
  const known: Record<string, string> = {};
  for (const key of Object.keys(EnvSchema.properties)) if (env[key] !== undefined) known[key] = env[key] as string;
  const seen = new Set<string>();
  const out: string[] = [];
  if (!Value.Check(EnvSchema, known)) {
    for (const e of Value.Errors(EnvSchema, known)) {
      const name = e.instancePath.replace(/^\//, '');
      if (!name || seen.has(name)) continue;
      seen.add(name);
      out.push(`${shown(name, known[name]!)} 형식이 올바르지 않습니다`);
    }
  }
  const port = known.PORT;
  if (port !== undefined && !seen.has('PORT') && !(Number(port) >= 1 && Number(port) <= 65535)) {
    out.push(`PORT=${port}: 포트 번호는 1–65535 사이여야 합니다`);
  }
  for (const name of URL_NAMES) {
    const value = known[name];
    if (value === undefined || seen.has(name)) continue;
    // a reserved character left as it is in the password ('#' cuts the rest off, '/' or '?' ends the host)
    if (value.includes('#') || parseUrl(value) === null) {
      out.push(`${name}을 URL로 읽을 수 없습니다 — 비밀번호 등의 특수 문자는 URL 인코딩해야 합니다 (예: # → %23, / → %2F, ? → %3F, @ → %40)`);
    }
  }
  return out;
}

/**
 * DATABASE_URL alone, checked as loadConfig checks it (throws ConfigError with one line): for a
 * command that only opens the database (db:migrate) and needs none of the server's secrets.
 */
export function checkDatabaseUrl(value: string | undefined): void {
  if (!value) return;
  const problems = valueProblems({ DATABASE_URL: value });
  if (problems.length) throw new ConfigError(`설정 오류: ${problems.join('; ')}`);
}

/** Production refuses what is only safe on a laptop. */
function productionProblems(env: Record<string, string | undefined>): string[] {
  const out: string[] = [];
  const secret = (name: string, dflt: string) => {
    const v = env[name];
    if (!v) out.push(`${name}가 없습니다`);
    else if (v === dflt) out.push(`${name}가 개발용 기본값입니다`);
    else if (v.length < 16) out.push(`${name}는 16자 이상이어야 합니다`);
  };
  secret('APP_SECRET', DEV_APP_SECRET);
  secret('LAUNCH_SECRET', DEV_LAUNCH_SECRET);
  // optional (no token: no deploy endpoint), but when given as strong as the secrets
  if (env.DEPLOY_TOKEN === DEV_DEPLOY_TOKEN) out.push('DEPLOY_TOKEN이 개발용 기본값입니다');
  else if (env.DEPLOY_TOKEN && env.DEPLOY_TOKEN.length < 16) out.push('DEPLOY_TOKEN은 16자 이상이어야 합니다');
  if (!env.DATABASE_URL) out.push('DATABASE_URL이 없습니다 (운영에서는 PostgreSQL을 씁니다)');
  if (truthy(env.E2E)) out.push('E2E는 테스트 전용입니다 (운영에서는 켤 수 없습니다)');
  return out;
}

/** Whether `host` is `domain` or lies under it. */
export const withinDomain = (host: string, domain: string): boolean => host === domain || host.endsWith(`.${domain}`);

/** COOKIE_DOMAIN as a bare, lower-case domain ('.hanpan.com' → 'hanpan.com'), refused where a partner host would share it. */
function cookieDomainOf(value: string | undefined, partnerHosts: readonly string[]): string | null {
  if (value === undefined) return null;
  const domain = value.trim().toLowerCase().replace(/^\./, '');
  if (!/^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(domain)) throw new ConfigError(`설정 오류: COOKIE_DOMAIN=${JSON.stringify(value)}은 점이 있는 도메인이어야 합니다 (예: hanpan.com)`);
  const partner = partnerHosts.find((h) => withinDomain(h.toLowerCase(), domain));
  if (partner) throw new ConfigError(`설정 오류: COOKIE_DOMAIN=${domain} 아래에 파트너 호스트 ${partner}가 있습니다 (파트너 로그인은 따로 둡니다)`);
  return domain;
}

/** Validates `env` (throws ConfigError with one line) and returns the configuration. */
export function loadConfig(given: NodeJS.ProcessEnv = process.env, overrides: Partial<AppConfig> = {}): AppConfig {
  // an empty variable (PORT=, DATABASE_URL=) means unset
  const env: NodeJS.ProcessEnv = Object.fromEntries(Object.entries(given).filter(([, v]) => v !== undefined && v !== ''));
  const { production, demo } = modeOf(env);
  const problems = [...valueProblems(env), ...(production ? productionProblems(env) : [])];
  if (problems.length) throw new ConfigError(`설정 오류${production ? ' (NODE_ENV=production)' : ''}: ${problems.join('; ')}`);
  const partnerHosts = list(env.PARTNER_HOSTS, ['partner.localhost']);
  const mobileHosts = list(env.MOBILE_HOSTS, ['m.localhost']);
  const cookieDomain = cookieDomainOf(env.COOKIE_DOMAIN, partnerHosts);
  return {
    production,
    demo,
    demoClientAddress: !production && env.DEMO_CLIENT_ADDRESS !== 'off',
    e2e: truthy(env.E2E),
    port: Number(env.PORT || 8080),
    host: env.HOST || '::',
    databaseUrl: env.DATABASE_URL || null,
    dataDir: env.API_DATA_DIR || null,
    deployDir: env.DEPLOY_DIR || null,
    deployToken: env.DEPLOY_TOKEN || (production ? null : DEV_DEPLOY_TOKEN),
    legacyStaffIds: env.STAFF_IDS !== undefined,
    overrideOrigins: env.OVERRIDE_ORIGINS !== undefined ? env.OVERRIDE_ORIGINS.split(/[\s,]+/).filter(Boolean) : production ? [] : ['http://localhost:*', 'http://127.0.0.1:*'],
    migrateOnStart: env.MIGRATE_ON_START ? truthy(env.MIGRATE_ON_START) : !production,
    jobs: env.JOBS !== '0' && env.JOBS !== 'false',
    shutdownTimeoutMs: Number(env.SHUTDOWN_TIMEOUT_MS || 10_000),
    shutdownDelayMs: Number(env.SHUTDOWN_DELAY_MS || 0),
    remotesPollMs: Number(env.REMOTES_POLL_MS || 2_000),
    memberReadsTtlMs: env.MEMBER_READS_TTL_MS ? Number(env.MEMBER_READS_TTL_MS) : 2_000,
    partnerHosts,
    mobileHosts,
    portalHosts: list(env.PORTAL_HOSTS, ['localhost', '127.0.0.1', ...partnerHosts, ...mobileHosts]),
    launchSecret: env.LAUNCH_SECRET || DEV_LAUNCH_SECRET,
    launchTtlSeconds: Number(env.LAUNCH_TTL_SECONDS ?? 120),
    secureCookies: truthy(env.SECURE_COOKIES),
    cookieDomain,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    appSecret: env.APP_SECRET || DEV_APP_SECRET,
    redisUrl: env.REDIS_URL || null,
    redisPrefix: env.REDIS_PREFIX ?? 'hanpan:',
    loginAccountFailures: Number(env.LOGIN_ACCOUNT_FAILURES ?? 10),
    loginIpRateLimit: Number(env.LOGIN_IP_RATE_LIMIT ?? 120),
    loginIpFailures: Number(env.LOGIN_IP_FAILURES ?? 20),
    signupRateLimit: Number(env.SIGNUP_RATE_LIMIT ?? 20),
    legalMonthlyLimit: BigInt(env.LEGAL_MONTHLY_LIMIT ?? '1000000'),
    logLevel: (env.LOG_LEVEL as AppConfig['logLevel']) ?? 'info',
    loginRateLimit: Number(env.LOGIN_RATE_LIMIT ?? 10),
    ...overrides,
  };
}
