// HTTP client (SPEC §7 setup, §8 response handling). It never imports the shell: error-page and
// alert outcomes go through injectable handlers (default: the store's global.errorPage + window.alert).
// axios and the response handling (./transport) are loaded on the first request (see
// loadTransport): a server-rendered page makes none before it is usable (its first-navigation
// reads are in the page), so their ~16 KB gzip stay off the first load.
import type { AxiosAdapter, AxiosInstance, AxiosRequestConfig } from 'axios';
import { FETCH_MIN_DELAY_MS, HTTP_TIMEOUT_MS, isStateChanging, NO_RESPONSE_STATUS } from '../constants/http';
import { MESSAGES } from '../constants/messages';
import { isPopupWindow } from '../lib/popupWindow';
import { loginUrl } from '../lib/idpUrls';
import { withMinDelay, withTimeout } from '../lib/async';
import { hanpanStore } from '../store/hanpanStore';
import { ApiError } from './errors';
import type { ResponseBody } from './transport';

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
  /** false: a 404 is the caller's to say (a record an address names, gone), not the whole page's 404. */
  notFoundPage?: boolean;
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

type Transport = typeof import('./transport');
let transportModule: Promise<Transport> | null = null;

/**
 * axios and the response handling, fetched once. The file counts against the request's timeout:
 * one that does not come within it (a hung server) or fails (an outage) gives the Korean message,
 * and the next call tries again.
 */
function loadTransport(timeoutMs: number): Promise<Transport> {
  if (transportModule) return transportModule;
  const load = import(/* webpackChunkName: "axios" */ './transport');
  const timedOut = () => new ApiError({ kind: 'timeout', status: NO_RESPONSE_STATUS, message: MESSAGES.timeout });
  transportModule = withTimeout(load, timeoutMs, timedOut).catch((cause: unknown) => {
    transportModule = null;
    throw cause instanceof ApiError ? cause : new ApiError({ kind: 'network', status: NO_RESPONSE_STATUS, message: MESSAGES.network, cause });
  });
  return transportModule;
}

function minDelayOf(config?: ApiRequestConfig): number {
  // the delay keeps a loading state from flashing; a server render shows none, so it only waits
  if (!config?.minDelay || typeof document === 'undefined') return 0;
  return config.minDelay === true ? FETCH_MIN_DELAY_MS : config.minDelay;
}

function wrap(options: ApiClientOptions, body: ResponseBody): ApiClient {
  let instance: AxiosInstance | null = null;
  let adapter = options.adapter;
  const run = <T>(config: ApiRequestConfig): Promise<T> => {
    // a write while the browser is offline is not sent: nothing was done, and that is certain — said
    // before the transport's file is fetched, whose failed load would read as an answer lost (QA)
    if (isStateChanging(config.method) && typeof navigator !== 'undefined' && navigator.onLine === false) {
      return Promise.reject(new ApiError({ kind: 'http', status: NO_RESPONSE_STATUS, message: MESSAGES.offlineNotSent }));
    }
    // the adapter in force when the call is made (a server render swaps it for its own reads)
    const request = adapter ? { ...config, adapter } : config;
    // loadTransport caches the module (and forgets a failed load); this client's instance is made once from it
    const work = loadTransport(options.timeout ?? HTTP_TIMEOUT_MS).then((transport) =>
      transport.send<T>((instance ??= transport.createAxios(options)), request, body, () => handlers),
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
  return wrap(options, 'envelope');
}

/** Plain client: resolves with the raw response data; only HTML answers (and transport failures) reject. */
export function createPlainClient(options: ApiClientOptions = {}): ApiClient {
  return wrap(options, 'plain');
}

export const apiClient: ApiClient = createApiClient();
export const plainClient: ApiClient = createPlainClient();
