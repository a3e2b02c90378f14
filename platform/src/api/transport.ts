// The part of the HTTP client that needs axios (SPEC §7 setup, §8 response handling), loaded with
// axios on the first request (./client): a server-rendered page makes none before it is usable.
import axios, { type AxiosInstance, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import type { ApiEnvelope, EnvelopeHeader } from '@hanpan/contracts';
import { OTHER_MEMBER_REFUSED_CODE } from '@hanpan/contracts/constants';
import {
  GENERIC_ERROR_STATUS,
  HTML_RESPONSE_STATUS,
  HTTP_COOKIES,
  HTTP_HEADERS,
  HTTP_TIMEOUT_MS,
  NO_RESPONSE_STATUS,
  OVER19_MARKER,
  isStateChanging,
} from '../constants/http';
import { MESSAGES } from '../constants/messages';
import { readCookie } from '../lib/cookies';
import { currentPageUrl, isInternetExplorer } from '../lib/browser';
import { knowServerTime } from '../lib/date';
import { hanpanStore, readSsoAlertShown } from '../store/hanpanStore';
import type { ApiClientOptions, ApiErrorHandlers, ApiRequestConfig } from './client';
import { ApiError, isRecord } from './errors';
import { markReplayed } from './replayedAnswer';

const NO_CACHE_HEADERS = {
  'Content-Type': 'application/json',
  Accept: 'application/json',
  'Cache-Control': 'no-cache',
  Pragma: 'no-cache',
  Expires: '0',
};

export function createAxios(options: ApiClientOptions): AxiosInstance {
  const instance = axios.create({
    baseURL: options.baseURL ?? '',
    timeout: options.timeout ?? HTTP_TIMEOUT_MS,
    headers: { ...NO_CACHE_HEADERS },
    // Every status is handled in one place below (SPEC §8), not by axios' rejection.
    validateStatus: () => true,
    // We send the CSRF header ourselves, on state-changing calls only (axios' own would add it to GETs too).
    withXSRFToken: false,
    xsrfCookieName: '',
    paramsSerializer: { indexes: null },
  });
  instance.interceptors.request.use((config: InternalAxiosRequestConfig & ApiRequestConfig) => {
    const method = (config.method ?? 'get').toLowerCase();
    const pageUrl = currentPageUrl();
    if (pageUrl) config.headers.set(HTTP_HEADERS.pageUrl, pageUrl);
    // whom the page acts for: a change (or a read that acts, as a game's launch) from a window still
    // showing a member who is no longer logged in here is refused
    const shown = hanpanStore.getState().member.memberNo;
    if (shown) config.headers.set(HTTP_HEADERS.member, shown);
    if (isStateChanging(method)) {
      const token = readCookie(HTTP_COOKIES.csrf);
      if (token) config.headers.set(HTTP_HEADERS.csrf, token);
    }
    if (config.idempotencyKey) config.headers.set(HTTP_HEADERS.idempotencyKey, config.idempotencyKey);
    // IE caches GETs despite the headers.
    if (method === 'get' && isInternetExplorer()) config.params = { ...(config.params ?? {}), _t: Date.now() };
    return config;
  });
  return instance;
}

function responseHeader(response: AxiosResponse, name: string): string {
  const headers = response.headers as { get?: (name: string) => unknown; [name: string]: unknown } | undefined;
  return String((typeof headers?.get === 'function' ? headers.get(name) : headers?.[name]) ?? '');
}

function isHtmlResponse(response: AxiosResponse): boolean {
  const type = responseHeader(response, 'content-type');
  if (type.includes('text/html')) return true;
  return typeof response.data === 'string' && /^\s*</.test(response.data);
}

function isEnvelope(data: unknown): data is ApiEnvelope<unknown> {
  return isRecord(data) && isRecord(data.header) && typeof data.header.isSuccessful === 'boolean';
}

function htmlError(response: AxiosResponse): ApiError {
  return new ApiError({ kind: 'html', status: HTML_RESPONSE_STATUS, message: MESSAGES.errorTitle, body: response.data });
}

/** axios' error codes of a request that got no answer in time (AxiosError.ECONNABORTED, .ETIMEDOUT). */
const TIMEOUT_CODES: readonly unknown[] = ['ECONNABORTED', 'ETIMEDOUT'];

/** Timeouts and outages become Korean messages; anything else keeps its statusCode or 500. */
function transportError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (isRecord(error) && error.isAxiosError === true && error instanceof Error) {
    const timedOut = TIMEOUT_CODES.includes(error.code) || /timeout/i.test(error.message);
    if (timedOut) return new ApiError({ kind: 'timeout', status: NO_RESPONSE_STATUS, message: MESSAGES.timeout, cause: error });
    if (!error.response) return new ApiError({ kind: 'network', status: NO_RESPONSE_STATUS, message: MESSAGES.network, cause: error });
  }
  const status = isRecord(error) && typeof error.statusCode === 'number' ? error.statusCode : GENERIC_ERROR_STATUS;
  const message = error instanceof Error && error.message ? error.message : MESSAGES.unknownError;
  return new ApiError({ kind: 'http', status, message, cause: error });
}

/** `message` in the handlers' alert, then `next` once it was closed (or could not be shown). */
function alertThen(handlers: ApiErrorHandlers, message: string, next: () => void): void {
  void Promise.resolve()
    .then(() => handlers.onAlert(message))
    .catch(() => undefined)
    .then(next);
}

/** Once per page: parallel member calls all answer 401 when a session ends. */
let loginPromptShown = false;

/**
 * A member call answered 401 with the server's 'login required' (the session ended or never
 * existed): '로그인 후, 이용해 주세요.' once, then the login page (SPEC §5). Any other 401 is the
 * single-sign-on failure of SPEC §8: its alert once per session, then a reload.
 */
function handleUnauthorized(message: string, handlers: ApiErrorHandlers): void {
  if (message === MESSAGES.loginRequired) {
    if (loginPromptShown) return;
    loginPromptShown = true;
    return alertThen(handlers, MESSAGES.loginRequired, () => handlers.goToLogin());
  }
  const state = hanpanStore.getState();
  // Once per session: a second 401 only rejects (no alert, no reload loop).
  if (state.member.ssoAlertShown || readSsoAlertShown()) return;
  state.markSsoAlertShown();
  alertThen(handlers, MESSAGES.ssoFailure, () => handlers.reload());
}

/** Once per page: the calls of a page left showing a member after another logged in are all refused. */
let otherMemberShown = false;

/**
 * A change refused because this page shows another member than the one logged in now (a popup or
 * tab left open across a login elsewhere): nothing was done, and what the page would read again is
 * the other member's under this one's name — said once, then the page opens again for whoever is
 * there (in a popup window: its opener, as after a single-sign-on failure).
 */
function handleOtherMember(message: string, handlers: ApiErrorHandlers): void {
  if (otherMemberShown) return;
  otherMemberShown = true;
  alertThen(handlers, message, () => handlers.reload());
}

/** SPEC §8: turns a response into the body or an ApiError (calling the error-page/alert handlers). */
function envelopeBody<T>(response: AxiosResponse, handlers: ApiErrorHandlers): T {
  const data: unknown = response.data;
  const envelope = isEnvelope(data) ? data : null;
  // our server's answers set a wrong device clock right (a gateway's or cache's Date may be old)
  if (envelope) knowServerTime(responseHeader(response, 'date'));
  // A write answered by anything but the server's envelope — a gateway's HTML 504 after the server
  // had committed (QA: '실패' over a 999 page while the money had moved), a cut-off 2xx — may have
  // been done: an answer lost, as after a timeout (the caller says so and reads again; its key
  // makes a retry safe), never the error page over the popup.
  if (!envelope && isStateChanging(response.config.method)) {
    throw new ApiError({ kind: 'network', status: NO_RESPONSE_STATUS, message: MESSAGES.network, body: data });
  }
  if (isHtmlResponse(response)) {
    handlers.onErrorPage(HTML_RESPONSE_STATUS);
    throw htmlError(response);
  }
  const header: EnvelopeHeader | null = envelope ? envelope.header : null;
  const body = envelope ? envelope.body : data;
  const httpOk = response.status >= 200 && response.status < 300;
  // Only a well-formed envelope succeeds: a 2xx that is not one (a cut-off answer axios left as
  // text, no header) is the generic failure below (500: the page's error and retry, like a 503).
  if (httpOk && header?.isSuccessful) {
    if (responseHeader(response, HTTP_HEADERS.idempotentReplayed) === 'true') markReplayed(body);
    return body as T;
  }

  const status = !httpOk ? response.status : header && header.resultCode > 0 ? header.resultCode : GENERIC_ERROR_STATUS;
  const said = header?.resultMessage || (isRecord(body) && typeof body.message === 'string' ? body.message : '');
  // players read Korean: a gateway's English (or no) text gives way to the portal's own words
  const message = /[가-힣]/.test(said) ? said : MESSAGES.unknownError;

  if (header && !header.isSuccessful && (header.resultCode === 404 || status === 404)) {
    if ((response.config as ApiRequestConfig).notFoundPage !== false) handlers.onErrorPage(404, MESSAGES.notFound);
    throw new ApiError({ kind: 'notFound', status: 404, message, header, body });
  }
  if (status === 403 && said.toLowerCase().includes(OVER19_MARKER)) {
    handlers.onErrorPage(403, MESSAGES.adultOnly);
    throw new ApiError({ kind: 'adultOnly', status: 403, message: MESSAGES.adultOnly, header, body });
  }
  if (status === 401) {
    handleUnauthorized(message, handlers);
    throw new ApiError({ kind: 'unauthorized', status: 401, message, header, body });
  }
  if (status === 409 && isRecord(body) && body.code === OTHER_MEMBER_REFUSED_CODE) {
    handleOtherMember(message, handlers);
    throw new ApiError({ kind: 'otherMember', status, message, header, body });
  }
  if (status === 422) throw new ApiError({ kind: 'rule', status: 422, message, header, body });
  throw new ApiError({ kind: 'http', status, message, header, body });
}

/** The answer's body: the envelope's (SPEC §8) or, for a plain call, the raw data. */
export type ResponseBody = 'envelope' | 'plain';

/**
 * One request: its answer's body, or an ApiError (transport failures in Korean). `handlers` is
 * read when the answer comes (the shell may set its own while a call is out).
 */
export function send<T>(instance: AxiosInstance, request: ApiRequestConfig, body: ResponseBody, handlers: () => ApiErrorHandlers): Promise<T> {
  return instance.request(request).then(
    (response) => {
      if (body === 'envelope') return envelopeBody<T>(response, handlers());
      // plain: only HTML answers reject
      if (isHtmlResponse(response)) throw htmlError(response);
      return response.data as T;
    },
    (error: unknown) => {
      throw transportError(error);
    },
  );
}
