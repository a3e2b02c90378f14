// Identity provider pages (Korean): login, logout (POST) with nextUrl, registration with inflow/callbackUrl
// and its completion page (POST register → 303 → GET /idp/register/complete: a reload registers nothing).
// Login limits (store shared by processes, see plugins/rate-limit.ts):
//  - every attempt per IP (@fastify/rate-limit), sign-ups per IP per hour;
//  - failures per IP across all accounts (password spraying), per IP + account;
//  - failures per account from anywhere: past the limit only addresses the account has logged in
//    from before may still try, so an attacker elsewhere cannot lock the owner out of their own.
// Known and unknown ids cost the same (a dummy scrypt verify), so timing does not tell them apart.
// Every refused login is one warn line `event: 'login_failed'`: reason, publisher, login id (as
// looked up: trimmed, lower case), address and the failures counted before it — never the password
// (the 429 of the per-IP attempt limit is `event: 'rate_limited'`, plugins/rate-limit.ts).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { PAYMENT_WINDOW_PARAM, Text } from '@hanpan/contracts';
import { withParticle } from '@hanpan/contracts/korean';
import { lengthText, visibleLength } from '@hanpan/contracts/text';
import { and, eq, gt, or, sql } from 'drizzle-orm';
import { lockNames } from '../db/advisory-lock.js';
import { constraintOf, pgCode } from '../db/faults.js';
import { ledger, members, wallets } from '../db/schema/index.js';
import { csrfField, esc, page, staticScriptRoute } from '../lib/html.js';
import { changeBalance } from '../lib/ledger.js';
import { formatKoreanUnits } from '../lib/money.js';
import { hashPassword, verifyPassword } from '../lib/password.js';
import { requestReturnUrl } from '../lib/urls.js';
import { createSession, destroySession, isLoggedIn, setSessionCookie } from '../plugins/context.js';
import { rotateCsrf } from '../plugins/csrf.js';
import { backRow, inPaymentPopup, LEAVE_SRC, leaveMarker, POPUP_QUERY } from '../sandbox/routes.js';

const FAILURE_WINDOW_MS = 15 * 60_000;
const KNOWN_ADDRESS_TTL_MS = 30 * 24 * 3600_000;
const TOO_MANY = '로그인 시도가 너무 많습니다. 잠시 후 다시 시도해 주세요.';
/**
 * What a partner's extra step (NEED_ACTION) gives once done: the login, no more. A partner member
 * still has no 플러스, 후원 or mobile site (FAQ), so never 'all of 한판's services'.
 */
const ACTION_DONE_TEXT = '로그인한 상태로 이용할 수 있습니다.';

/** A hash verified when the id does not exist, so both cases do the same scrypt work. */
let dummyHash: Promise<string> | null = null;
const dummy = () => (dummyHash ??= hashPassword('hanpan-no-such-member-password'));

/** Starting game money of a newly registered member. */
export const SIGNUP_MONEY = 100_000_000n;
/** The ledger row of that grant: the completion page reads what was given from it. */
const SIGNUP_REASON = 'SIGNUP_BONUS';
const signupKey = (memberId: number) => `signup:${memberId}`;

/** The sign-up's completion page (PRG: the POST's 303 leads here). */
export const REGISTER_COMPLETE_PATH = '/idp/register/complete';
/** How long after the sign-up its completion page is shown (reloads included); later, a short note. */
const WELCOME_MS = 60 * 60_000;

const LOGIN_ID_RE = /^[a-z0-9][a-z0-9_-]{3,19}$/;
/** A sign-up's insert refused by the unique index of (publisher, login id) (db/schema/core.ts): the id is taken. */
function takenLoginId(err: unknown): 'DUP_ID' {
  if (pgCode(err) === '23505' && constraintOf(err) === 'members_publisher_login_id') return 'DUP_ID';
  throw err;
}

/**
 * Characters that draw nothing or reorder the text, so a name would look empty, blank-padded or
 * reversed: control (Cc) and format (Cf: zero-width, bidi overrides) characters, lone surrogates,
 * line/paragraph separators, spaces other than ' ', Braille blank and the other default-ignorable
 * ones (Hangul fillers …). A variation selector is allowed after a character (emoji like ❤️).
 */
const INVISIBLE_RE = /[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}\u2800]|[^\P{Zs} ]|(?![\uFE00-\uFE0F\u{E0100}-\u{E01EF}])\p{Default_Ignorable_Code_Point}|^[\uFE00-\uFE0F\u{E0100}-\u{E01EF}]/u;
const MARKUP_RE = /[<>"'&]/;

/**
 * One spelling per visible name, ends trimmed: NFKC, so a decomposed 한판 is the composed one and
 * full-width ｈａｎｐａｎ is hanpan (a look-alike of another member's name is that name).
 */
const normalizeNickname = (raw: string) => raw.normalize('NFKC').trim();

/** Names a player could take for the portal's staff (checked without case, spaces and symbols). */
const STAFF_WORDS = ['운영자', '운영진', '운영팀', '관리자', '고객센터', '한판공식', 'admin', 'staff'];
const STAFF_GM_RE = /^gm(?![a-z0-9])|(?<![a-z0-9])gm$/;

/** An emoji made of several joined (a family's: a zero-width joiner between pictures). */
const JOINED_EMOJI_RE = /\p{Extended_Pictographic}\uFE0F?\u200D/u;

function spellingProblem(nick: string, raw: string): string | null {
  if (nick === '') return raw === '' ? '닉네임을 입력해 주세요.' : '닉네임은 공백만으로 만들 수 없습니다.';
  // (its joiner is an invisible character, which the next check would name instead: QA)
  if (JOINED_EMOJI_RE.test(nick)) return '닉네임에는 여러 그림을 이어 붙인 이모지(가족 이모지 등)를 쓸 수 없습니다. 하나로 된 이모지는 쓸 수 있습니다.';
  if (INVISIBLE_RE.test(nick)) return '닉네임에는 보이지 않는 문자(제로폭 문자, 방향 제어 문자, 제어 문자 등)를 쓸 수 없습니다.';
  if (MARKUP_RE.test(nick)) return `닉네임에는 < > " ' & 문자를 쓸 수 없습니다.`;
  // (a pasted page is not counted to its end)
  const length = visibleLength(nick, 100);
  if (length < 2 || length > 12) return `닉네임은 2~12자로 입력해 주세요. (지금 ${lengthText(length, 100)})`;
  return null;
}

/** Why a nickname (as typed, before trimming) is refused, in Korean; null when it is fine. */
export function nicknameProblem(raw: string): string | null {
  // as typed (NFC: an ideographic space is not a plain one yet) and as it would be stored (NFKC:
  // full-width ＜ is <)
  const stored = normalizeNickname(raw);
  const problem = spellingProblem(raw.normalize('NFC').trim(), raw) ?? spellingProblem(stored, raw);
  if (problem) return problem;
  const folded = stored.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
  if (STAFF_WORDS.some((w) => folded.includes(w)) || STAFF_GM_RE.test(folded)) return '운영자나 관리자로 오해할 수 있는 닉네임은 쓸 수 없습니다.';
  return null;
}

/**
 * A form shown again with its error answers a POST: its history entry would be the POST, and Back
 * onto it (after the next try succeeded) a 'resubmit the form?' error page. The script replaces
 * the entry with the form's own address (the GET that shows it).
 */
const getUrl = (error: string | undefined, url: string) => (error ? ` data-get-url="${esc(url)}"` : '');

/** The site a member logs into or signs up for: on a partner host the partner channel (its accounts are its own). */
const publisherName = (publisher: string) => (publisher === 'partner' ? '제휴 채널' : '한판');
const siteName = (req: FastifyRequest) => publisherName(req.site.publisher);

/**
 * An IdP form's heading: the site a member logs into or signs up for — on a partner host the partner
 * channel, whose accounts are its own and not 한판's (FAQ) — as a link to this host's home (always
 * '/', never a value from the request: the only way back to the site but the browser's Back), and
 * what the form does. `title`: the document's (the layout's ' | 한판' names 한판 already).
 */
function formHeading(req: FastifyRequest, what: string): { title: string; h1: string } {
  const partner = req.site.publisher === 'partner';
  const name = siteName(req);
  return { title: partner ? `${name} ${what}` : what, h1: `<h1><a href="/">${name}</a> ${esc(what)}</h1>` };
}

/** invalid: the error is about what was typed (not a lockout), so the focused field is marked too. */
function loginForm(req: FastifyRequest, nextUrl: string, opts: { error?: string; loginId?: string; invalid?: boolean; keepLogin?: boolean } = {}) {
  const heading = formHeading(req, '로그인');
  // the id takes the focus (not <body>); after an error the id (when empty) or the password does,
  // described by the error
  const at = (field: 'loginId' | 'password') => {
    if (!opts.error) return field === 'loginId' ? ' autofocus' : '';
    return (field === 'loginId') === !opts.loginId ? ` autofocus${opts.invalid ? ' aria-invalid="true"' : ''} aria-describedby="login-error"` : '';
  };
  return page(
    heading.title,
    `${heading.h1}${opts.error ? `<p class="error" role="alert" id="login-error">${esc(opts.error)}</p>` : ''}
<form method="post" action="/idp/login"${getUrl(opts.error, `/idp/login?nextUrl=${encodeURIComponent(nextUrl)}`)}>${csrfField(req)}${IN_POPUP_FIELD}<input type="hidden" name="nextUrl" value="${esc(nextUrl)}">
<label for="loginId">아이디</label><input id="loginId" name="loginId"${at('loginId')} autocomplete="username" autocapitalize="none" autocorrect="off" spellcheck="false" required maxlength="40" value="${esc(opts.loginId ?? '')}">
<label for="password">비밀번호</label><input id="password" name="password" type="password"${at('password')} autocomplete="current-password" required maxlength="100">
<label style="display:flex;align-items:center;gap:8px;min-height:44px;margin:6px 0 0"><input name="keepLogin" type="checkbox" value="1" style="width:auto;margin:0" aria-describedby="keep-login-note"${opts.keepLogin ? ' checked' : ''}> 로그인 상태 유지</label>
<p id="keep-login-note" style="margin:0"><small>선택하면 브라우저를 닫아도 14일 동안 로그인이 유지됩니다. PC방 등 여러 사람이 쓰는 PC에서는 선택하지 마세요.</small></p>
<div class="row"><button class="primary" type="submit">로그인</button></div></form>
<p><small>아직 회원이 아니신가요? <a href="/idp/register?inflow=login&amp;callbackUrl=${encodeURIComponent(nextUrl)}">회원가입</a></small></p>`,
    { scriptSrc: IDP_WINDOW_SRC },
  );
}

interface RegisterFields {
  loginId?: string;
  nickname?: string;
  gender?: string;
  birthMonth?: string;
}

type RegisterField = 'loginId' | 'password' | 'passwordConfirm' | 'nickname' | 'gender';

/**
 * The sign-up form; `error` (about `field`, if one) or `errors`: every field refused at once, each
 * said by its own line (QA: one at a time, the passwords typed again three times).
 */
function registerForm(
  req: FastifyRequest,
  inflow: string,
  callbackUrl: string,
  opts: { error?: string; field?: RegisterField; errors?: ReadonlyArray<readonly [RegisterField, string]>; values?: RegisterFields } = {},
) {
  const v = opts.values ?? {};
  const errors = opts.errors ?? [];
  // the fields the errors are about: marked, described by their error, the first focused (not <body>)
  const at = (field: RegisterField) => {
    if (opts.error && opts.field === field) return ' autofocus aria-invalid="true" aria-describedby="register-error"';
    const i = errors.findIndex(([f]) => f === field);
    return i < 0 ? '' : `${i === 0 ? ' autofocus' : ''} aria-invalid="true" aria-describedby="register-error-${field}"`;
  };
  const said = opts.error
    ? `<p class="error" role="alert" id="register-error">${esc(opts.error)}</p>`
    : errors.length
      ? `<p class="error" role="alert" id="register-error">${errors.map(([f, m]) => `<span id="register-error-${f}">${esc(m)}</span>`).join('<br>')}</p>`
      : '';
  const months = ['<option value="-1">선택 안 함</option>', ...Array.from({ length: 12 }, (_, i) => `<option value="${i + 1}"${v.birthMonth === String(i + 1) ? ' selected' : ''}>${i + 1}월</option>`)].join('');
  const heading = formHeading(req, '회원가입');
  return page(
    heading.title,
    `${heading.h1}${said}
<form method="post" action="/idp/register"${getUrl(opts.error ?? errors[0]?.[1], `/idp/register?inflow=${encodeURIComponent(inflow)}&callbackUrl=${encodeURIComponent(callbackUrl)}`)}>${csrfField(req)}${IN_POPUP_FIELD}
<input type="hidden" name="inflow" value="${esc(inflow)}"><input type="hidden" name="callbackUrl" value="${esc(callbackUrl)}">
<label for="loginId">아이디 (영문 소문자·숫자·_·- 4~20자, 영문이나 숫자로 시작)</label><input id="loginId" name="loginId"${at('loginId')} autocomplete="username" autocapitalize="none" autocorrect="off" spellcheck="false" required maxlength="20" value="${esc(v.loginId ?? '')}">
<label for="password">비밀번호 (8자 이상, 영문과 숫자 포함)</label><input id="password" name="password" type="password"${at('password')} required maxlength="100" autocomplete="new-password">
<label for="passwordConfirm">비밀번호 확인</label><input id="passwordConfirm" name="passwordConfirm" type="password"${at('passwordConfirm')} required maxlength="100" autocomplete="new-password">
<label for="nickname">닉네임 (2~12자)</label><input id="nickname" name="nickname"${at('nickname')} required value="${esc(v.nickname ?? '')}">
<label for="gender">성별</label><select id="gender" name="gender"${at('gender')} required><option value=""${v.gender ? '' : ' selected'} disabled>선택해 주세요</option><option value="F"${v.gender === 'F' ? ' selected' : ''}>여성</option><option value="M"${v.gender === 'M' ? ' selected' : ''}>남성</option></select>
<label for="birthMonth">생일 달</label><select id="birthMonth" name="birthMonth">${months}</select>
<div class="row"><button class="primary" type="submit">가입하기</button></div></form>
<p><small>이미 회원이신가요? <a href="/idp/login?nextUrl=${encodeURIComponent(callbackUrl)}">로그인</a></small></p>`,
    { scriptSrc: IDP_WINDOW_SRC },
  );
}

const str = (v: unknown) => (typeof v === 'string' ? v : '');

/**
 * Why a form was refused for its token, then what was (not) done: `outcome`, e.g. '로그인하지
 * 않았습니다. 다시 로그인해 주세요.' A token of another login (one since, in another window) says
 * so; a missing or expired one (a browser restart, a page rendered without it) only that the
 * security check ran out — the form shown with the answer carries a fresh token.
 */
export function formRefusedText(req: FastifyRequest, outcome: string): string {
  return `${req.csrfFormRefused === 'stale' ? '다른 창에서 로그인 상태가 바뀌어' : '보안 확인 정보가 만료되어'} ${outcome}`;
}

/**
 * A login or sign-up in a popup window (a banner's event page asked a guest to log in there):
 * the page that opened it still shows a guest until reloaded. The forms' script marks them when an
 * opener of ours is open (`inPopup`); the session then starts on a short page whose script reloads
 * that opener and goes on to `nextUrl` in the popup. The URL comes from an escaped attribute.
 * A sign-up ends on its completion page instead (`inPopup=1` in its address): there the script
 * reloads the opener as the page opens (the page behind shows the new member at once, even when
 * the popup is closed by hand), and 시작하기 goes on to `nextUrl` in the popup, replacing the page.
 */
const IN_POPUP_FIELD = '<input type="hidden" name="inPopup" value="">';
export const IDP_WINDOW_SRC = '/idp/window.js';
export const IDP_WINDOW_SCRIPT = `(function(){var o=window.opener,p=false;try{p=!!o&&!o.closed&&o.location.origin===location.origin;}catch(e){}
document.querySelectorAll('input[name="inPopup"]').forEach(function(i){i.value=p?'1':'';});
function next(el){var u=el.getAttribute('data-next-url')||'/';return /^(\\/(?![\\/\\\\])|https?:\\/\\/)/.test(u)?u:'/';}
var f=document.querySelector('form[data-get-url]');if(f)history.replaceState(null,'',f.getAttribute('data-get-url'));
var s=document.querySelector('[data-signed-in]');
if(s){var n=window.navigation,a=n&&n.activation;
if(a&&a.navigationType==='traverse'&&a.from&&a.from.index>=0){var b=a.from.index>a.entry.index;if(b?n.canGoBack:n.canGoForward){if(b)history.back();else history.forward();return;}}
location.replace(next(s));return;}
var w=document.querySelector('[data-signup-complete]');
if(w){if(p&&w.hasAttribute('data-popup')){try{o.location.reload();}catch(e){}}
document.querySelectorAll('a[data-continue]').forEach(function(a){a.addEventListener('click',function(e){if(e.button||e.ctrlKey||e.metaKey||e.shiftKey||e.altKey)return;e.preventDefault();location.replace(next(w));});});return;}
var el=document.querySelector('[data-session-started]');if(!el)return;
if(p){try{o.location.reload();}catch(e){}}location.replace(next(el));})();`;

/** After a login: straight to `nextUrl`, or from a popup by way of the page above. */
function sessionStarted(reply: FastifyReply, body: Record<string, unknown>, nextUrl: string, heading: string) {
  if (str(body.inPopup) !== '1') return reply.redirect(nextUrl, 303);
  return reply
    .status(200)
    .type('text/html; charset=utf-8')
    .send(
      page(
        heading,
        `<h1>${esc(heading)}</h1><p>이 창을 연 화면도 로그인한 상태로 다시 불러옵니다.</p>
<div data-session-started hidden data-next-url="${esc(nextUrl)}"></div><div class="row"><a class="btn primary" href="${esc(nextUrl)}">계속하기</a></div>`,
        { scriptSrc: IDP_WINDOW_SRC },
      ),
    );
}

/**
 * The login or sign-up form asked for by a member logged in already: on to `nextUrl`. Most often
 * this is Back from the page the login led to (the form's entry stays in the history and is not
 * kept, so the server is asked). A redirect would put that page into the form's entry, and Back
 * would seem to do nothing; the script steps over the entry instead, the way the member was going
 * (the Navigation API's activation), and elsewhere goes on to `nextUrl`.
 */
const signedIn = (nextUrl: string) =>
  page(
    '로그인됨',
    `<h1>이미 로그인되어 있습니다</h1>
<div data-signed-in hidden data-next-url="${esc(nextUrl)}"></div><div class="row"><a class="btn primary" href="${esc(nextUrl)}">계속하기</a></div>`,
    { scriptSrc: IDP_WINDOW_SRC },
  );

/**
 * The sign-up's completion page: the member's own id and nickname, and the money the sign-up gave
 * (its ledger row, written with SIGNUP_MONEY). 시작하기 goes on to `callbackUrl`, validated as the
 * form's was; the script replaces the page with it (Back does not come here again).
 */
function registerComplete(req: FastifyRequest, m: { loginId: string; nickname: string }, received: bigint, callbackUrl: string, popup: boolean) {
  return page(
    formHeading(req, '회원가입 완료').title,
    `<h1>회원가입 완료</h1><p><strong>${esc(m.nickname)}</strong>님, ${siteName(req)}에 오신 것을 환영합니다!</p>
<dl><dt>아이디</dt><dd>${esc(m.loginId)}</dd><dt>닉네임</dt><dd>${esc(m.nickname)}</dd></dl>
<p class="notice">가입 선물로 게임머니 ${esc(withParticle(formatKoreanUnits(received), '을'))} 드렸습니다.</p>
<div data-signup-complete hidden data-next-url="${esc(callbackUrl)}"${popup ? ' data-popup' : ''}></div><div class="row"><a class="btn primary" href="${esc(callbackUrl)}" data-continue>시작하기</a></div>`,
    { scriptSrc: IDP_WINDOW_SRC },
  );
}

/** The completion page asked for long after the sign-up, or by a member who did not sign up here. */
const REGISTER_COMPLETE_GONE = page(
  '가입 완료 안내',
  `<h1>가입 완료 안내</h1><p>가입 완료 화면은 가입한 직후에만 볼 수 있습니다.</p><div class="row"><a class="btn primary" href="/">홈으로</a></div>`,
);

/**
 * Why a login was refused, as logged: the failure limits of this address or of this address and
 * id (too_many_attempts), of the id from an address it never logged in from (account_locked).
 */
type LoginFailure = 'unknown_id' | 'wrong_password' | 'too_many_attempts' | 'account_locked';

export async function idpRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();
  const db = app.db;
  const counters = app.counters;
  const cfg = app.config;
  void dummy();
  const back = (req: FastifyRequest, raw: unknown) => requestReturnUrl(req, raw, cfg);
  // Not kept even for Back (a history navigation shows a no-cache page from the cache as it was):
  // Back to the login form after the login asks the server, which sends the member on to nextUrl.
  const html = (reply: FastifyReply, status: number, body: string) =>
    reply.status(status).header('cache-control', 'private, no-store').type('text/html; charset=utf-8').send(body);
  staticScriptRoute(app, IDP_WINDOW_SRC, IDP_WINDOW_SCRIPT);

  app.get('/idp/login', { schema: { querystring: Type.Object({ nextUrl: Type.Optional(Text(2000, { title: '돌아갈 주소' })) }) } }, async (req, reply) => {
    const nextUrl = back(req, req.query.nextUrl);
    // a partner member whose login failed (ERROR) is logged out to the portal: the form, not a loop
    if (isLoggedIn(req.member, { includeNeedAction: true })) return html(reply, 200, signedIn(nextUrl));
    return html(reply, 200, loginForm(req, nextUrl));
  });

  app.post('/idp/login', { config: { rateLimit: { max: cfg.loginIpRateLimit, timeWindow: 60_000 }, csrfRefusedToHandler: true } }, async (req, reply) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const nextUrl = back(req, body.nextUrl);
    const loginId = str(body.loginId).trim().toLowerCase().slice(0, 40);
    const keepLogin = body.keepLogin === '1';
    // A form opened before a login or logout in another tab (its token was the old session's; QA:
    // a 403 page whose 새로고침 posted it again), or without its token (missing, expired): nothing
    // done — already logged in, on to nextUrl; otherwise the form again with this session's token.
    if (req.csrfFormRefused) {
      if (isLoggedIn(req.member, { includeNeedAction: true })) return html(reply, 200, signedIn(nextUrl));
      return html(reply, 403, loginForm(req, nextUrl, { error: formRefusedText(req, '로그인하지 않았습니다. 다시 로그인해 주세요.'), loginId, keepLogin }));
    }
    const password = str(body.password).slice(0, 200);
    if (!loginId || !password) return html(reply, 400, loginForm(req, nextUrl, { error: '아이디와 비밀번호를 입력해 주세요.', loginId, invalid: true, keepLogin }));
    const ip = req.ip;
    const account = `${req.site.publisher}:${loginId}`;
    const keys = { ip: `login:ip:${ip}`, pair: `login:pair:${ip}|${account}`, account: `login:acct:${account}`, known: `login:known:${account}|${ip}` };
    const [ipFails, pairFails, accountFails] = await Promise.all([counters.count(keys.ip), counters.count(keys.pair), counters.count(keys.account)]);
    const failed = (reason: LoginFailure, memberNo?: number) =>
      req.log.warn(
        { event: 'login_failed', reason, publisher: req.site.publisher, loginId, ip, memberNo, failures: { ip: ipFails, ipAndId: pairFails, id: accountFails } },
        'login failed',
      );
    const accountLocked = accountFails >= cfg.loginAccountFailures && !(await counters.marked(keys.known));
    if (ipFails >= cfg.loginIpFailures || pairFails >= cfg.loginRateLimit || accountLocked) {
      failed(ipFails >= cfg.loginIpFailures || pairFails >= cfg.loginRateLimit ? 'too_many_attempts' : 'account_locked');
      return html(reply, 429, loginForm(req, nextUrl, { error: TOO_MANY, loginId, keepLogin }));
    }
    // this site's account of the id, and the other publisher's (its accounts are its own)
    const found = await db.select().from(members).where(eq(members.loginId, loginId)).limit(2);
    const m = found.find((r) => r.publisher === req.site.publisher);
    const elsewhere = m ? undefined : found[0];
    // the same scrypt work, once, whether the id exists or not
    const valid = await verifyPassword(password, (m ?? elsewhere)?.passwordHash ?? (await dummy()));
    if (!m || !valid) {
      failed(m ? 'wrong_password' : 'unknown_id', m?.memberNo);
      await Promise.all([counters.hit(keys.ip, FAILURE_WINDOW_MS), counters.hit(keys.pair, FAILURE_WINDOW_MS), counters.hit(keys.account, FAILURE_WINDOW_MS)]);
      // the other site's member with the right password is told where to log in (QA: a partner
      // member on the portal read 'wrong password'); said only to whoever knows the password
      const site = elsewhere && valid ? publisherName(elsewhere.publisher) : null;
      const error = site ? `${site} 회원의 아이디입니다. ${site}에서 로그인해 주세요.` : '아이디 또는 비밀번호가 올바르지 않습니다.';
      return html(reply, 401, loginForm(req, nextUrl, { error, loginId, invalid: true, keepLogin }));
    }
    await Promise.all([counters.reset(keys.pair), counters.mark(keys.known, KNOWN_ADDRESS_TTL_MS)]);
    // a new session id at every login (the old one, if any, is deleted) and a new CSRF token for it
    await destroySession(req, reply);
    const token = await createSession(db, m.id, req.site.publisher, keepLogin);
    setSessionCookie(req, reply, token, keepLogin);
    rotateCsrf(req, reply, token);
    return sessionStarted(reply, body, nextUrl, '로그인되었습니다');
  });

  const logoutPage = (req: FastifyRequest, nextUrl: string, error?: string) =>
    page(
      '로그아웃',
      `<h1>로그아웃</h1>${error ? `<p class="error" role="alert">${esc(error)}</p>` : ''}<p>로그아웃하시겠습니까?</p><form method="post" action="/idp/logout">${csrfField(req)}<input type="hidden" name="nextUrl" value="${esc(nextUrl)}">
<div class="row"><a class="btn secondary" href="${esc(nextUrl)}">취소</a><button class="primary" type="submit">로그아웃</button></div></form>`,
    );

  // Logout changes state: POST only (with _csrf). A GET (old bookmark) shows the confirmation form.
  app.get('/idp/logout', { schema: { querystring: Type.Object({ nextUrl: Type.Optional(Text(2000, { title: '돌아갈 주소' })) }) } }, async (req, reply) => {
    const nextUrl = back(req, req.query.nextUrl);
    if (!req.member) return reply.redirect(nextUrl);
    return html(reply, 200, logoutPage(req, nextUrl));
  });

  app.post('/idp/logout', { config: { csrfRefusedToHandler: true } }, async (req, reply) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    // The confirmation page opened before a login or logout in another tab (its token was the old
    // session's), or a form without its token (QA: the header's, rendered before its script filled
    // it in): logged out already — nothing to do, on to nextUrl; logged in — not logged out, the
    // confirmation again with this session's token.
    if (req.csrfFormRefused) {
      if (!req.member) return reply.redirect(back(req, body.nextUrl), 303);
      return html(reply, 403, logoutPage(req, back(req, body.nextUrl), formRefusedText(req, '로그아웃하지 않았습니다. 다시 로그아웃해 주세요.')));
    }
    await destroySession(req, reply);
    rotateCsrf(req, reply, null);
    return reply.redirect(back(req, body.nextUrl), 303);
  });

  // The partner's extra step for a NEED_ACTION login (its actionSpec's redirectUri): in the demo the
  // portal's IdP stands in for the partner's page. Done, the login counts (LOGIN); a popup reloads
  // the page that opened it and closes, a full page goes back to callbackUrl. The portal opens a
  // POPUP_REDIRECT's page in a popup, marked as the payment popups are (partnerActionSpec): a popup
  // that lost its opener then stays on its result and asks to be closed (leave.js, backRow), as a
  // payment popup does, instead of loading the whole portal inside it.
  const needsAction = (req: FastifyRequest) => req.member?.publisher === 'partner' && req.member.loginStatusCode === 'NEED_ACTION';
  const actionDone = (req: FastifyRequest, callbackUrl: string, heading: string, message: string) => {
    const popup = inPaymentPopup(req);
    return page(
      '확인 완료',
      `<h1>${esc(heading)}</h1><p>${esc(message)}</p>${backRow(req, popup, callbackUrl, { text: '한판으로 돌아가기', primary: true }, `${heading}. 이 창을 닫아 주세요.`)}${leaveMarker(callbackUrl, 1200, null, popup)}`,
      { scriptSrc: LEAVE_SRC },
    );
  };
  /** The partner's extra step (test stand-in); `error`: why a posted one did nothing (its token). */
  const partnerActionForm = (req: FastifyRequest, callbackUrl: string, error?: string) => {
    const member = req.member!;
    const spec = member.loginActionSpec;
    const title = spec?.buttonMessage ?? '추가 확인';
    return page(
      title,
      `<h1>${esc(title)}</h1>${error ? `<p class="error" role="alert">${esc(error)}</p>` : ''}<p class="notice">${esc(spec?.displayMessage ?? member.loginStatusMessage ?? '제휴 서비스 이용을 위해 추가 확인이 필요합니다.')}</p>
<dl><dt>닉네임</dt><dd>${esc(member.nickname)}</dd><dt>회원번호</dt><dd>${member.memberNo}</dd></dl>
<form method="post" action="${partnerActionPath(req)}">${csrfField(req)}<input type="hidden" name="callbackUrl" value="${esc(callbackUrl)}">
<div class="row"><a class="btn secondary" href="${esc(callbackUrl)}" data-action="back">나중에 하기</a><button class="primary" type="submit">확인 완료</button></div></form>
<p><small>테스트 환경입니다. 실제 서비스에서는 제휴사 화면에서 확인합니다.</small></p>`,
    );
  };
  const partnerActionPath = (req: FastifyRequest) => `/idp/partner/action${inPaymentPopup(req) ? POPUP_QUERY : ''}`;
  const partnerActionQuery = Type.Object({ callbackUrl: Type.Optional(Text(2000, { title: '돌아갈 주소' })), [PAYMENT_WINDOW_PARAM]: Type.Optional(Text(20, { title: '창 종류' })) });
  app.get('/idp/partner/action', { schema: { querystring: partnerActionQuery } }, async (req, reply) => {
    const callbackUrl = back(req, req.query.callbackUrl);
    if (!req.member) return reply.redirect(`/idp/login?nextUrl=${encodeURIComponent(req.url)}`);
    if (!needsAction(req)) {
      // done already (in another window): a popup says so and closes, rather than load the portal
      if (inPaymentPopup(req)) return html(reply, 200, actionDone(req, callbackUrl, '이미 확인을 마쳤습니다', ACTION_DONE_TEXT));
      return reply.redirect(callbackUrl);
    }
    return html(reply, 200, partnerActionForm(req, callbackUrl));
  });

  app.post('/idp/partner/action', { config: { csrfRefusedToHandler: true } }, async (req, reply) => {
    const callbackUrl = back(req, ((req.body ?? {}) as Record<string, unknown>).callbackUrl);
    // a form of another (or an ended) login: nothing done — logged out, the login leads back to the
    // step; done since, it says so; otherwise the step again with this session's token
    if (req.csrfFormRefused) {
      if (!req.member) return reply.redirect(`/idp/login?nextUrl=${encodeURIComponent(`${partnerActionPath(req)}${inPaymentPopup(req) ? '&' : '?'}callbackUrl=${encodeURIComponent(callbackUrl)}`)}`, 303);
      if (!needsAction(req)) return html(reply, 200, actionDone(req, callbackUrl, '이미 확인을 마쳤습니다', ACTION_DONE_TEXT));
      return html(reply, 403, partnerActionForm(req, callbackUrl, formRefusedText(req, '확인하지 않았습니다. 다시 확인 완료를 눌러 주세요.')));
    }
    if (!req.member) return reply.redirect(`/idp/login?nextUrl=${encodeURIComponent(callbackUrl)}`, 303);
    if (needsAction(req)) {
      await db.update(members).set({ loginStatusCode: 'LOGIN', loginStatusMessage: null, loginActionSpec: null }).where(eq(members.id, req.member.id));
    }
    return html(reply, 200, actionDone(req, callbackUrl, '확인이 완료되었습니다', `이제 ${ACTION_DONE_TEXT}`));
  });

  app.get(
    '/idp/register',
    { schema: { querystring: Type.Object({ inflow: Type.Optional(Text(40, { title: '가입 경로' })), callbackUrl: Type.Optional(Text(2000, { title: '돌아갈 주소' })) }) } },
    async (req, reply) => {
      const callbackUrl = back(req, req.query.callbackUrl);
      // logged in already (Back after the sign-up): on to the page, as from the login form
      if (isLoggedIn(req.member, { includeNeedAction: true })) return html(reply, 200, signedIn(callbackUrl));
      return html(reply, 200, registerForm(req, req.query.inflow ?? '', callbackUrl));
    },
  );

  app.get(
    REGISTER_COMPLETE_PATH,
    { schema: { querystring: Type.Object({ callbackUrl: Type.Optional(Text(2000, { title: '돌아갈 주소' })), inPopup: Type.Optional(Text(10, { title: '팝업 창' })) }) } },
    async (req, reply) => {
      const callbackUrl = back(req, req.query.callbackUrl);
      const m = req.member;
      // logged out since (another tab, an expired session): the login, then on to where the player was going
      if (!m || !isLoggedIn(m, { includeNeedAction: true })) return reply.redirect(`/idp/login?nextUrl=${encodeURIComponent(callbackUrl)}`);
      // only this member's own sign-up, and only for a while: a member who never signed up through
      // the form (no grant row) or long ago gets a short note, never another member's page
      const [grant] = await db
        .select({ amount: ledger.amount })
        .from(ledger)
        .where(and(eq(ledger.memberId, m.id), eq(ledger.reason, SIGNUP_REASON), eq(ledger.idempotencyKey, signupKey(m.id)), gt(ledger.createdAt, new Date(Date.now() - WELCOME_MS))))
        .limit(1);
      if (!grant) return html(reply, 200, REGISTER_COMPLETE_GONE);
      return html(reply, 200, registerComplete(req, m, grant.amount, callbackUrl, req.query.inPopup === '1'));
    },
  );

  app.post('/idp/register', { config: { rateLimit: { max: cfg.signupRateLimit, timeWindow: 3600_000 }, csrfRefusedToHandler: true } }, async (req, reply) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const inflow = str(body.inflow).slice(0, 40);
    const callbackUrl = back(req, body.callbackUrl);
    const values: RegisterFields = {
      loginId: str(body.loginId).trim().toLowerCase(),
      nickname: normalizeNickname(str(body.nickname)),
      // no default: a preset value would register half the members with a gender they never chose
      gender: str(body.gender) === 'M' || str(body.gender) === 'F' ? str(body.gender) : undefined,
      birthMonth: str(body.birthMonth),
    };
    // A form opened before a login or logout in another tab (its token was the old session's), or
    // without its token (missing, expired): nothing done — logged in now, on to callbackUrl;
    // otherwise the form again, filled in, with this session's token.
    if (req.csrfFormRefused) {
      if (isLoggedIn(req.member, { includeNeedAction: true })) return html(reply, 200, signedIn(callbackUrl));
      return html(reply, 403, registerForm(req, inflow, callbackUrl, { error: formRefusedText(req, '가입하지 않았습니다. 다시 가입해 주세요.'), values }));
    }
    const password = str(body.password);
    const fail = (error: string, field: RegisterField, status = 400) => html(reply, status, registerForm(req, inflow, callbackUrl, { error, field, values }));
    // every field's rule at once, in the form's order
    const refused: [RegisterField, string][] = [];
    if (!LOGIN_ID_RE.test(values.loginId!)) refused.push(['loginId', '아이디는 영문 소문자, 숫자, _, -로 4~20자이며 영문이나 숫자로 시작해야 합니다.']);
    if (password.length < 8 || !/[A-Za-z]/.test(password) || !/[0-9]/.test(password)) refused.push(['password', '비밀번호는 8자 이상이며 영문과 숫자를 포함해야 합니다.']);
    // the login form takes at most 100 (maxlength): a longer one could never be typed there
    else if (password.length > 100) refused.push(['password', '비밀번호는 100자까지 입력할 수 있습니다.']);
    if (password !== str(body.passwordConfirm)) refused.push(['passwordConfirm', '비밀번호 확인이 일치하지 않습니다.']);
    const nick = values.nickname!;
    const nickProblem = nicknameProblem(str(body.nickname));
    if (nickProblem) refused.push(['nickname', nickProblem]);
    if (!values.gender) refused.push(['gender', '성별을 선택해 주세요.']);
    if (refused.length) return html(reply, 400, registerForm(req, inflow, callbackUrl, { errors: refused, values }));
    // one of the select's values ('1'…'12'); anything else ('1e1', ' 3') is none chosen
    const month = /^(?:[1-9]|1[0-2])$/.test(values.birthMonth ?? '') ? Number(values.birthMonth) : -1;
    const passwordHash = await hashPassword(password);
    const publisher = req.site.publisher;
    // Two sign-ups at once with one id or one nickname (QA: 8 in parallel, some got a 500): each
    // waits for the other under the id's lock, then the nickname's (always in this order), and the
    // check below sees what the first committed — one answer, 409, for both. (The new member's
    // wallet, locked after these, cannot be held by anyone else yet.) The id's unique index, which
    // a member made elsewhere (not through this form) may still hit, gives the same 409.
    const created = await db.transaction(async (tx) => {
      await lockNames(tx, `signup:login:${publisher}:${values.loginId!}`, `signup:nickname:${nick}`);
      const [dup] = await tx
        .select({ loginId: members.loginId, nickname: members.nickname })
        .from(members)
        .where(or(and(eq(members.publisher, publisher), eq(members.loginId, values.loginId!)), eq(members.nickname, nick)))
        .limit(1);
      if (dup) return dup.loginId === values.loginId ? 'DUP_ID' : 'DUP_NICK';
      const [m] = await tx
        .insert(members)
        .values({
          // from a sequence: concurrent sign-ups never collide (max+1 did)
          memberNo: sql`nextval('member_no_seq')`,
          publisher,
          loginId: values.loginId!,
          passwordHash,
          nickname: nick,
          gender: values.gender!,
          birthMonth: month,
          isBeginner: true,
          inflow: inflow || null,
          multiIdpCode: publisher === 'partner' ? 'PARTNER' : null,
        })
        .returning();
      // the starting money is a balance change like any other: wallet + ledger row, keyed once
      await tx.insert(wallets).values({ memberId: m!.id });
      await changeBalance(tx, { memberId: m!.id, currency: 'money', amount: SIGNUP_MONEY, reason: SIGNUP_REASON, refType: 'member', refId: m!.id, idempotencyKey: signupKey(m!.id) });
      return m!;
    }).catch(takenLoginId);
    if (created === 'DUP_ID') return fail('이미 사용 중인 아이디입니다.', 'loginId', 409);
    if (created === 'DUP_NICK') return fail('이미 사용 중인 닉네임입니다.', 'nickname', 409);
    await destroySession(req, reply);
    const token = await createSession(db, created.id, publisher);
    setSessionCookie(req, reply, token);
    rotateCsrf(req, reply, token);
    // PRG: the completion page is a GET, so its reload registers nothing
    const popup = str(body.inPopup) === '1' ? '&inPopup=1' : '';
    return reply.redirect(`${REGISTER_COMPLETE_PATH}?callbackUrl=${encodeURIComponent(callbackUrl)}${popup}`, 303);
  });
}
