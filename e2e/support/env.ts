// Where the suite runs: one base URL. E2E_BASE_URL aims it at a portal that is already running
// (staging, a teammate's branch, production after a deploy); without it the suite builds and
// starts its own portal on E2E_PORT (global-setup.ts). The mobile and partner hosts follow the
// base URL's scheme and port (m.<host>, partner.<host>) unless named by E2E_MOBILE_URL /
// E2E_PARTNER_URL.

/** True when the suite runs against a portal it did not start (no deploy dir of its own). */
export const EXTERNAL_PORTAL = Boolean(process.env.E2E_BASE_URL);

const base = new URL(process.env.E2E_BASE_URL || `http://localhost:${Number(process.env.E2E_PORT || 8090)}`);
// 127.0.0.1 has no sub-domains: the portal's host rules are written for localhost
const hostname = base.hostname === '127.0.0.1' ? 'localhost' : base.hostname;

/** Origin of the PC portal, e.g. http://localhost:8090 */
export const PC = `${base.protocol}//${hostname}${base.port ? `:${base.port}` : ''}`;

const sibling = (sub: string, override: string | undefined): string =>
  override ? new URL(override).origin : `${base.protocol}//${sub}.${hostname}${base.port ? `:${base.port}` : ''}`;

/** Origin of the mobile site (m.localhost:<port> by default). */
export const MOBILE = sibling('m', process.env.E2E_MOBILE_URL);
/** Origin of the partner publisher's portal (partner.localhost:<port> by default). */
export const PARTNER = sibling('partner', process.env.E2E_PARTNER_URL);

/** Why specs that redeploy remotes in the run's own deploy dir do not run against another portal. */
export const NEEDS_OWN_PORTAL = 'E2E_BASE_URL: 이 스펙은 실행이 직접 띄운 포털의 배포 폴더(E2E_DEPLOY_DIR)를 바꾸므로 외부 포털에서는 건너뜁니다.';
