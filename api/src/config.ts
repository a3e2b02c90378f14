// Runtime configuration, read once from the environment. Tests pass their own object.
export interface AppConfig {
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

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<AppConfig> = {}): AppConfig {
  const partnerHosts = list(env.PARTNER_HOSTS, ['partner.localhost']);
  const mobileHosts = list(env.MOBILE_HOSTS, ['m.localhost']);
  return {
    partnerHosts,
    mobileHosts,
    portalHosts: list(env.PORTAL_HOSTS, ['localhost', '127.0.0.1', ...partnerHosts, ...mobileHosts]),
    launchSecret: env.LAUNCH_SECRET ?? 'hanpan-dev-launch-secret',
    launchTtlSeconds: Number(env.LAUNCH_TTL_SECONDS ?? 120),
    secureCookies: env.SECURE_COOKIES === '1' || env.SECURE_COOKIES === 'true',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    appSecret: env.APP_SECRET ?? 'hanpan-dev-app-secret',
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
