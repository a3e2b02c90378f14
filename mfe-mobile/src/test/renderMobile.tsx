// Test helper: a mobile component inside the area providers (theme, a fresh QueryClient), a
// router, the page's store and the fake API transport.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { AreaProviders, hanpanStore } from '@hanpan/platform';
import { createQueryWrapper, installFakeApi, MemoryRouter, type FakeHandler } from '@hanpan/platform/testing';

export function loginAs(memberNo: number | null) {
  hanpanStore.getState().setPublisher('hanpan');
  hanpanStore.getState().setMember(memberNo === null ? null : { memberNo, nickname: '테스터', avatarId: 1001, loginStatus: { code: 'LOGIN' } });
}

export function renderMobile(ui: ReactElement, opts: { api?: FakeHandler; path?: string } = {}) {
  const api = installFakeApi(opts.api ?? (() => ({ body: null })));
  const { client } = createQueryWrapper();
  const view = render(ui, {
    wrapper: ({ children }) => (
      <AreaProviders client={client}>
        <MemoryRouter initialEntries={[opts.path ?? '/mobile']}>{children}</MemoryRouter>
      </AreaProviders>
    ),
  });
  return { ...view, api, client };
}

export function resetStore() {
  hanpanStore.getState().closeAllPopups();
  loginAs(null);
}
