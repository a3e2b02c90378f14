import { renderHook, waitFor } from '@testing-library/react';
import { AreaProviders, hanpanStore } from '@hanpan/platform';
import { createQueryWrapper, installFakeApi } from '@hanpan/platform/testing';
import { loginAs, resetStore, restrictionBody } from '../../../test/renderShop';
import { useShopPageEffects } from './useShopPageEffects';

afterEach(resetStore);

function run(remainingMonth: string, memberNo: number) {
  loginAs(memberNo);
  const api = installFakeApi(() => ({ body: { ...restrictionBody, limit: { ...restrictionBody.limit, monthLimit: '1000000', remainingMonth } } }));
  const { client } = createQueryWrapper();
  const open = jest.spyOn(hanpanStore.getState(), 'openLayer');
  renderHook(() => useShopPageEffects(), { wrapper: ({ children }) => <AreaProviders client={client}>{children}</AreaProviders> });
  return { api, open };
}

describe('useShopPageEffects', () => {
  it('opens the restrict layer by itself (30-day dismissal, per member) when under 20% of the month is left', async () => {
    const { open, api } = run('150000', 4401);
    await waitFor(() => expect(open).toHaveBeenCalledWith('restrict', {}, { auto: true, dismissKey: '4401' }));
    open.mockRestore();
    api.restore();
  });

  it('leaves it closed while enough is left', async () => {
    const { open, api } = run('900000', 4402);
    await waitFor(() => expect(api.calls.length).toBeGreaterThan(0));
    await new Promise((r) => setTimeout(r, 20));
    expect(open).not.toHaveBeenCalledWith('restrict', expect.anything(), expect.anything());
    open.mockRestore();
    api.restore();
  });
});
