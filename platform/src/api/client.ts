// HTTP client (SPEC §7 setup, §8 response handling). It never imports the shell: error-page and
// alert outcomes go through injectable handlers (default: the store's global.errorPage + window.alert).
// axios itself is loaded on the first request (see loadAxios): a server-rendered page makes none
// before it is usable (its first-navigation reads are in the page), so its 14 KB gzip stays off the first load.
import type { AxiosAdapter, AxiosInstance, AxiosRequestConfig, AxiosResponse, AxiosStatic, InternalAxiosRequestConfig } from 'axios';
import type { ApiEnvelope, EnvelopeHeader } from '@hanpan/contracts';
import {
  GENERIC_ERROR_STATUS,
  HTML_RESPONSE_STATUS,
  HTTP_COOKIES,
  HTTP_HEADERS,
  HTTP_TIMEOUT_MS,
  NO_RESPONSE_STATUS,
  OVER19_MARKER,
  STATE_CHANGING_METHODS,
  FETCH_MIN_DELAY_MS,
} from '../constants/http';
import { MESSAGES } from '../constants/messages';
import { readCookie } from '../lib/cookies';
import { currentPageUrl, isInternetExplorer } from '../lib/browser';
import { isPopupWindow } from '../lib/popupWindow';
import { loginUrl } from '../lib/idpUrls';
import { withMinDelay, withTimeout } from '../lib/async';
import { hanpanStore, readSsoAlertShown } from '../store/hanpanStore';
import { ApiError, isRecord } from './errors';

export interface ApiErrorHandlers {
  /** Show the error page with this status (999 HTML, 404 not found, 403 adult only). */
  onErrorPage(status: number, message?: string): void;
  /** Show a blocking message; the client waits for it before reloading (401). */
  onAlert(message: string): void | Promise<void>;
  /** Reload after a 401 (default: reload; in a popup window reload the opener and close). */
  reload(): void;
  /** Go to the login page (a member call answered 401 'login required': the session ended). */
  goToLogin(): void;
}

function defaultReload(): void {
  if (typeof window === 'undefined') return;
  if (isPopupWindow()) {
    try {
      window.opener.location.reload();
    } finally {
      window.close();
    }
    return;
  }
  window.location.reload();
}

const defaultHandlers: ApiErrorHandlers = {
  onErrorPage: (status, message) => hanpanStore.getState().showErrorPage(status, message),
  onAlert: (message) => {
    if (typeof window !== 'undefined' && typeof window.alert === 'function') window.alert(message);
  },
  reload: defaultReload,
  goToLogin: () => {
    if (typeof window !== 'undefined') window.location.assign(loginUrl(`${window.location.pathname}${window.location.search}`));
  },
};

let handlers: ApiErrorHandlers = { ...defaultHandlers };

/** Replace some handlers (the shell does this once); returns a function restoring the previous ones. */
export function setApiErrorHandlers(next: Partial<ApiErrorHandlers>): () => void {
  const previous = handlers;
  handlers = { ...handlers, ...next };
  return () => {
    handlers = previous;
  };
}

export interface ApiRequestConfig extends AxiosRequestConfig {
  /** Money-moving calls: the same key for every retry of one user action. */
  idempotencyKey?: string;
  /** Keep the promise pending at least FETCH_MIN_DELAY_MS (or the given ms). */
  minDelay?: boolean | number;
}

export interface ApiClient {
  get<T>(url: string, config?: ApiRequestConfig): Promise<T>;
  post<T>(url: string, data?: unknown, config?: ApiRequestConfig): Promise<T>;
  put<T>(url: string, data?: unknown, config?: ApiRequestConfig): Promise<T>;
  /** Sends every later request through `adapter` (tests, the server render; undefined = axios' own); returns the previous one. */
  useAdapter(adapter: AxiosAdapter | undefined): AxiosAdapter | undefined;
  /** The transport in force (undefined = axios' own). */
  readonly adapter: AxiosAdapter | undefined;
}

export interface ApiClientOptions {
  /** Default '' = the page's own host (relative URLs). */
  baseURL?: string;
  timeout?: number;
  /** Tests pass a fake adapter. */
  adapter?: AxiosAdapter;
}

const NO_CACHE_HEADERS = {
  'Content-Type': 'application/json',
  Accept: 'application/json',
  'Cache-Control': 'no-cache',
  Pragma: 'no-cache',
  Expires: '0',
};

let axiosModule: Promise<AxiosStatic> | null = null;

/**
 * axios, fetched once. Its file counts against the request's timeout: one that does not come within
 * it (a hung server) or fails (an outage) gives the Korean message, and the next call tries again.
 */
function loadAxios(timeoutMs: number): Promise<AxiosStatic> {
  if (axiosModule) return axiosModule;
  const load = import(/* webpackChunkName: "axios" */ 'axios').then((module) => module.default);
  const timedOut = () => new ApiError({ kind: 'timeout', status: NO_RESPONSE_STATUS, message: MESSAGES.timeout });
  axiosModule = withTimeout(load, timeoutMs, timedOut).catch((cause: unknown) => {
    axiosModule = null;
    throw cause instanceof ApiError ? cause : new ApiError({ kind: 'network', status: NO_RESPONSE_STATUS, message: MESSAGES.network, cause });
  });
  return axiosModule;
}

function createAxios(axios: AxiosStatic, options: ApiClientOptions): AxiosInstance {
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
    if ((STATE_CHANGING_METHODS as readonly string[]).includes(method)) {
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

function isHtmlResponse(response: AxiosResponse): boolean {
  const headers = response.headers as { get?: (name: string) => unknown; [name: string]: unknown } | undefined;
  const raw = typeof headers?.get === 'function' ? headers.get('content-type') : headers?.['content-type'];
  const type = String(raw ?? '');
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

/** Once per page: parallel member calls all answer 401 when a session ends. */
let loginPromptShown = false;

/**
 * A member call answered 401 with the server's 'login required' (the session ended or never
 * existed): '로그인 후, 이용해 주세요.' once, then the login page (SPEC §5). Any other 401 is the
 * single-sign-on failure of SPEC §8: its alert once per session, then a reload.
 */
function handleUnauthorized(message: string): void {
  if (message === MESSAGES.loginRequired) {
    if (loginPromptShown) return;
    loginPromptShown = true;
    void Promise.resolve()
      .then(() => handlers.onAlert(MESSAGES.loginRequired))
      .catch(() => undefined)
      .then(() => handlers.goToLogin());
    return;
  }
  const state = hanpanStore.getState();
  // Once per session: a second 401 only rejects (no alert, no reload loop).
  if (state.member.ssoAlertShown || readSsoAlertShown()) return;
  state.markSsoAlertShown();
  void Promise.resolve()
    .then(() => handlers.onAlert(MESSAGES.ssoFailure))
    .catch(() => undefined)
    .then(() => handlers.reload());
}

/** SPEC §8: turns a response into the body or an ApiError (calling the error-page/alert handlers). */
export function handleEnvelopeResponse<T>(response: AxiosResponse): T {
  if (isHtmlResponse(response)) {
    handlers.onErrorPage(HTML_RESPONSE_STATUS);
    throw htmlError(response);
  }
  const data: unknown = response.data;
  const envelope = isEnvelope(data) ? data : null;
  const header: EnvelopeHeader | null = envelope ? envelope.header : null;
  const body = envelope ? envelope.body : data;
  const httpOk = response.status >= 200 && response.status < 300;
  if (httpOk && (!header || header.isSuccessful)) return body as T;

  const status = !httpOk ? response.status : header && header.resultCode > 0 ? header.resultCode : GENERIC_ERROR_STATUS;
  const message = header?.resultMessage || (isRecord(body) && typeof body.message === 'string' ? body.message : '') || MESSAGES.unknownError;

  if (header && !header.isSuccessful && (header.resultCode === 404 || status === 404)) {
    handlers.onErrorPage(404, MESSAGES.notFound);
    throw new ApiError({ kind: 'notFound', status: 404, message, header, body });
  }
  if (status === 403 && message.toLowerCase().includes(OVER19_MARKER)) {
    handlers.onErrorPage(403, MESSAGES.adultOnly);
    throw new ApiError({ kind: 'adultOnly', status: 403, message: MESSAGES.adultOnly, header, body });
  }
  if (status === 401) {
    handleUnauthorized(message);
    throw new ApiError({ kind: 'unauthorized', status: 401, message, header, body });
  }
  if (status === 422) throw new ApiError({ kind: 'rule', status: 422, message, header, body });
  throw new ApiError({ kind: 'http', status, message, header, body });
}

function minDelayOf(config?: ApiRequestConfig): number {
  // the delay keeps a loading state from flashing; a server render shows none, so it only waits
  if (!config?.minDelay || typeof document === 'undefined') return 0;
  return config.minDelay === true ? FETCH_MIN_DELAY_MS : config.minDelay;
}

function wrap(options: ApiClientOptions, handle: <T>(response: AxiosResponse) => T): ApiClient {
  let instance: AxiosInstance | null = null;
  let adapter = options.adapter;
  // loadAxios caches the module (and forgets a failed load); this client's instance is made once from it
  const client = async (): Promise<AxiosInstance> => {
    const axios = await loadAxios(options.timeout ?? HTTP_TIMEOUT_MS);
    return (instance ??= createAxios(axios, options));
  };
  const run = <T>(config: ApiRequestConfig): Promise<T> => {
    // the adapter in force when the call is made (a server render swaps it for its own reads)
    const request = adapter ? { ...config, adapter } : config;
    const work = client().then((axios) => axios.request(request)).then(
      (response) => handle<T>(response),
      (error: unknown) => {
        throw transportError(error);
      },
    );
    const delay = minDelayOf(config);
    return delay > 0 ? withMinDelay(work, delay) : work;
  };
  return {
    get: (url, config) => run({ ...config, url, method: 'get' }),
    post: (url, data, config) => run({ ...config, url, data, method: 'post' }),
    put: (url, data, config) => run({ ...config, url, data, method: 'put' }),
    useAdapter: (next) => {
      const previous = adapter;
      adapter = next;
      return previous;
    },
    get adapter() {
      return adapter;
    },
  };
}

/** Envelope client: resolves with `body`, rejects with ApiError per SPEC §8. */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  return wrap(options, handleEnvelopeResponse);
}

/** Plain client: resolves with the raw response data; only HTML answers (and transport failures) reject. */
export function createPlainClient(options: ApiClientOptions = {}): ApiClient {
  return wrap(options, <T,>(response: AxiosResponse): T => {
    if (isHtmlResponse(response)) throw htmlError(response);
    return response.data as T;
  });
}

export const apiClient: ApiClient = createApiClient();
export const plainClient: ApiClient = createPlainClient();
