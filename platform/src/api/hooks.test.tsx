import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { apiClient } from './client';
import { bindQueryClientToMember, createQueryClient, shouldRetry } from './queryClient';
import { queryKeys } from './queryKeys';
import { ApiError } from './errors';
import { useBankbook } from './hooks/useBankbook';
import { useBankbookUse } from './hooks/useBankbookUse';
import { useGlobalMemberState } from './hooks/useGlobalMemberState';
import { hanpanStore } from '../store/hanpanStore';

const calls: InternalAxiosRequestConfig[] = [];
let respond: (config: InternalAxiosRequestConfig) => { status: number; body: unknown; resultCode?: number } = () => ({ status: 200, body: null });
const adapter: AxiosAdapter = async (config) => {
  calls.push(config);
  const r = respond(config);
  const ok = r.status < 400;
  return {
    data: { header: { isSuccessful: ok, resultCode: ok ? 0 : r.status, resultMessage: ok ? '' : '실패' }, body: r.body },
    status: r.status,
    statusText: '',
    headers: new AxiosHeaders({ 'content-type': 'application/json' }),
    config,
  };
};

const originalAdapter = apiClient.axios.defaults.adapter;
beforeAll(() => {
  apiClient.axios.defaults.adapter = adapter;
});
afterAll(() => {
  apiClient.axios.defaults.adapter = originalAdapter;
});
beforeEach(() => {
  calls.length = 0;
  hanpanStore.getState().setPublisher('hanpan');
  hanpanStore.getState().setMember(null);
});

function setup() {
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { retry: false, staleTime: 0 }, mutations: { retry: false } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return { client, wrapper };
}

describe('query hooks', () => {
  it('member-only queries wait for a member and key by member number', async () => {
    respond = () => ({ status: 200, body: { remainCount: 2 } });
    const { client, wrapper } = setup();
    const { result } = renderHook(() => useBankbook('VIEW'), { wrapper });
    expect(result.current.fetchStatus).toBe('idle');
    expect(calls).toHaveLength(0);
    act(() => hanpanStore.getState().setMember({ memberNo: 101 }));
    await waitFor(() => expect(result.current.data).toEqual({ remainCount: 2 }));
    expect(calls[0].url).toBe('/api/membership/bankbook');
    expect(calls[0].params).toEqual({ plusAction: 'VIEW' });
    expect(client.getQueryData(queryKeys.bankbook('101', 'VIEW'))).toEqual({ remainCount: 2 });
    expect(client.getQueryData(queryKeys.bankbook('202', 'VIEW'))).toBeUndefined();
  });

  it('partner members need LOGIN before member queries run', async () => {
    respond = () => ({ status: 200, body: {} });
    const { wrapper } = setup();
    hanpanStore.getState().setPublisher('partner');
    hanpanStore.getState().setMember({ memberNo: 7, loginStatus: { code: 'NEED_ACTION' } });
    const { result } = renderHook(() => useBankbook(), { wrapper });
    expect(result.current.fetchStatus).toBe('idle');
    act(() => hanpanStore.getState().setMember({ memberNo: 7, loginStatus: { code: 'LOGIN' } }));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
  });

  it('the previous member’s cache is dropped on member change', async () => {
    const { client } = setup();
    bindQueryClientToMember(client);
    hanpanStore.getState().setMember({ memberNo: 1 });
    client.setQueryData(queryKeys.bankbook('1'), { secret: true });
    hanpanStore.getState().setMember({ memberNo: 2 });
    expect(client.getQueryData(queryKeys.bankbook('1'))).toBeUndefined();
  });

  it('useGlobalMemberState can sync the store', async () => {
    respond = () => ({
      status: 200,
      body: { publisher: 'hanpan', site: 'mobile', isLoggedIn: true, serverTime: '', member: { memberNo: 55, nickname: '한판', gender: 'M', avatarId: 1, birthMonth: 3, multiIdpCode: null, loginStatus: { code: 'LOGIN', message: null, actionSpec: null } } },
    });
    const { wrapper } = setup();
    renderHook(() => useGlobalMemberState({ syncStore: true }), { wrapper });
    await waitFor(() => expect(hanpanStore.getState().member.memberNo).toBe('55'));
    expect(hanpanStore.getState().global.site).toBe('mobile');
  });
});

describe('money-moving mutations', () => {
  it('send one Idempotency-Key per action: same on retry, new after success', async () => {
    hanpanStore.getState().setMember({ memberNo: 9 });
    const { wrapper } = setup();
    let fail = true;
    respond = () => (fail ? { status: 503, body: null } : { status: 200, body: { paidMoney: '1', money: '2', remainCount: 0 } });
    const { result } = renderHook(() => useBankbookUse(), { wrapper });
    await act(async () => {
      await result.current.mutateAsync({ useCount: 1 }).catch(() => undefined);
    });
    fail = false;
    await act(async () => {
      await result.current.mutateAsync({ useCount: 1 });
    });
    await act(async () => {
      await result.current.mutateAsync({ useCount: 1 });
    });
    const keys = calls.filter((c) => c.method === 'post').map((c) => c.headers.get('idempotency-key'));
    expect(keys).toHaveLength(3);
    expect(keys[0]).toBe(keys[1]);
    expect(keys[2]).not.toBe(keys[1]);
  });
});

describe('retry policy', () => {
  it('never retries 4xx, retries transient failures twice', () => {
    const e = (status: number, kind: ApiError['kind'] = 'http') => new ApiError({ kind, status, message: '' });
    expect(shouldRetry(0, e(404))).toBe(false);
    expect(shouldRetry(0, e(422, 'rule'))).toBe(false);
    expect(shouldRetry(0, e(999, 'html'))).toBe(false);
    expect(shouldRetry(0, e(0, 'timeout'))).toBe(true);
    expect(shouldRetry(1, e(503))).toBe(true);
    expect(shouldRetry(2, e(503))).toBe(false);
  });
});
