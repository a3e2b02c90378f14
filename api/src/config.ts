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
  /** Trust x-forwarded-for / x-forwarded-proto. */
  trustProxy: boolean;
  /** Legal monthly purchase limit for web-board games, in 원 (1,000,000 since the 2026-02-03 amendment). */
  legalMonthlyLimit: bigint;
  logLevel: 'silent' | 'fatal' | 'error' | 'warn' | 'info' | 'debug';
  /** Login attempts allowed per minute per IP + login id. */
  loginRateLimit: number;
}

const list = (v: string | undefined, dflt: string[]): string[] =>
  v === undefined ? dflt : v.split(',').map((s) => s.trim().toLowerCase()).filter(Boolean);

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
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    legalMonthlyLimit: BigInt(env.LEGAL_MONTHLY_LIMIT ?? '1000000'),
    logLevel: (env.LOG_LEVEL as AppConfig['logLevel']) ?? 'info',
    loginRateLimit: Number(env.LOGIN_RATE_LIMIT ?? 10),
    ...overrides,
  };
}
