import { act, renderHook, waitFor } from '@testing-library/react';
import { MutationObserver, onlineManager } from '@tanstack/react-query';
import { bindQueryClientToMember, createQueryClient, shouldRetry } from './queryClient';
import { platformKeys } from './platformQueries';
import { ApiError } from './errors';
import { usePersonalZone } from './hooks/usePersonalZone';
import { useGlobalMemberState } from './hooks/useGlobalMemberState';
import { hanpanStore } from '../store/hanpanStore';
import { installFakeApi } from '../testing/fakeApi';
import { installFakeBroadcastChannel, otherWindowOn } from '../testing/fakeBroadcastChannel';
import { BALANCE_CHANNEL } from '@hanpan/contracts/constants';
import { createQueryWrapper } from '../testing/queryWrapper';

const api = installFakeApi();
const calls = api.calls;
afterAll(() => api.restore());
beforeEach(() => {
  calls.length = 0;
  hanpanStore.getState().setPublisher('hanpan');
  hanpanStore.getState().setMember(null);
});

const setup = createQueryWrapper;

describe('query hooks', () => {
  it('member-only queries wait for a member and key by member number', async () => {
    api.respond(() => ({ body: { currency: { hancoin: '2' } } }));
    const { client, wrapper } = setup();
    const { result } = renderHook(() => usePersonalZone(), { wrapper });
    expect(result.current.fetchStatus).toBe('idle');
    expect(calls).toHaveLength(0);
    act(() => hanpanStore.getState().setMember({ memberNo: 101 }));
    await waitFor(() => expect(result.current.data).toEqual({ currency: { hancoin: '2' } }));
    expect(calls[0].url).toBe('/api/contents/members/personal-zone');
    expect(client.getQueryData(platformKeys.personalZone('101'))).toEqual({ currency: { hancoin: '2' } });
    expect(client.getQueryData(platformKeys.personalZone('202'))).toBeUndefined();
  });

  it('partner members need LOGIN before member queries run', async () => {
    api.respond(() => ({ body: {} }));
    const { wrapper } = setup();
    hanpanStore.getState().setPublisher('partner');
    hanpanStore.getState().setMember({ memberNo: 7, loginStatus: { code: 'NEED_ACTION' } });
    const { result } = renderHook(() => usePersonalZone(), { wrapper });
    expect(result.current.fetchStatus).toBe('idle');
    act(() => hanpanStore.getState().setMember({ memberNo: 7, loginStatus: { code: 'LOGIN' } }));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
  });

  it('the previous member’s cache is dropped on member change', async () => {
    const { client } = setup();
    bindQueryClientToMember(client);
    hanpanStore.getState().setMember({ memberNo: 1 });
    client.setQueryData(platformKeys.personalZone('1'), { secret: true });
    hanpanStore.getState().setMember({ memberNo: 2 });
    expect(client.getQueryData(platformKeys.personalZone('1'))).toBeUndefined();
  });

  it('a change announced by another window refetches the member’s queries only, once per page', () => {
    const restore = installFakeBroadcastChannel();
    try {
      const { client } = setup();
      bindQueryClientToMember(client);
      hanpanStore.getState().setMember({ memberNo: 3 });
      client.setQueryData(platformKeys.personalZone('3'), { money: '1' });
      client.setQueryData(platformKeys.globalShop(), { shops: {} });
      otherWindowOn(BALANCE_CHANNEL).post({ type: 'balance-changed', at: Date.now(), source: 'vip-benefit', page: 2 });
      expect(client.getQueryState(platformKeys.personalZone('3'))!.isInvalidated).toBe(true);
      expect(client.getQueryState(platformKeys.globalShop())!.isInvalidated).toBe(false);
    } finally {
      restore();
    }
  });

  it('useGlobalMemberState can sync the store', async () => {
    api.respond(() => ({
      body: { publisher: 'hanpan', site: 'mobile', isLoggedIn: true, serverTime: '', member: { memberNo: 55, nickname: '한판', gender: 'M', avatarId: 1, birthMonth: 3, multiIdpCode: null, loginStatus: { code: 'LOGIN', message: null, actionSpec: null } } },
    }));
    const { wrapper } = setup();
    renderHook(() => useGlobalMemberState({ syncStore: true }), { wrapper });
    await waitFor(() => expect(hanpanStore.getState().member.memberNo).toBe('55'));
    expect(hanpanStore.getState().global.site).toBe('mobile');
  });
});

describe('retry policy', () => {
  it('never retries 4xx, retries a timeout once and other transient failures twice', () => {
    const e = (status: number, kind: ApiError['kind'] = 'http') => new ApiError({ kind, status, message: '' });
    expect(shouldRetry(0, e(404))).toBe(false);
    expect(shouldRetry(0, e(422, 'rule'))).toBe(false);
    expect(shouldRetry(0, e(999, 'html'))).toBe(false);
    expect(shouldRetry(0, e(0, 'timeout'))).toBe(true);
    expect(shouldRetry(1, e(0, 'timeout'))).toBe(false);
    expect(shouldRetry(1, e(0, 'network'))).toBe(true);
    expect(shouldRetry(1, e(503))).toBe(true);
    expect(shouldRetry(2, e(503))).toBe(false);
  });
});

describe('actions while offline', () => {
  it('are tried at once (and fail) instead of waiting to go out by themselves when the connection returns (QA)', async () => {
    onlineManager.setOnline(false);
    try {
      const action = new MutationObserver(createQueryClient(), { mutationFn: () => Promise.reject(new Error('오프라인')) });
      await expect(action.mutate()).rejects.toThrow('오프라인');
    } finally {
      onlineManager.setOnline(true);
    }
  });
});
