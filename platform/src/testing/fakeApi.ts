// A fake transport for the platform HTTP client in unit tests: records every request and answers
// with the envelope a handler returns (the real client code — SPEC §8 handling — still runs).
import { AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { apiClient } from '../api/client';

export interface FakeAnswer {
  status?: number;
  body?: unknown;
  /** header.resultMessage of a failure (default '실패'). */
  message?: string;
  /** HTTP headers of the answer (e.g. idempotent-replayed). */
  headers?: Record<string, string>;
}
/** A promise holds the answer back: the test sees the request under way (a pending mutation). */
export type FakeHandler = (request: InternalAxiosRequestConfig) => FakeAnswer | Promise<FakeAnswer>;

export interface FakeApi {
  calls: InternalAxiosRequestConfig[];
  respond(handler: FakeHandler): void;
  restore(): void;
}

export function installFakeApi(initial: FakeHandler = () => ({ body: null })): FakeApi {
  const calls: InternalAxiosRequestConfig[] = [];
  let handler = initial;
  const adapter: AxiosAdapter = async (config) => {
    calls.push(config);
    const { status = 200, body = null, message = '실패', headers } = await handler(config);
    const ok = status < 400;
    return {
      data: { header: { isSuccessful: ok, resultCode: ok ? 0 : status, resultMessage: ok ? '' : message }, body },
      status,
      statusText: '',
      headers: new AxiosHeaders({ 'content-type': 'application/json', ...headers }),
      config,
    };
  };
  const original = apiClient.useAdapter(adapter);
  return {
    calls,
    respond: (next) => {
      handler = next;
    },
    restore: () => {
      apiClient.useAdapter(original);
    },
  };
}
