// Test helper: a shop component inside the area providers (theme, a fresh QueryClient), a router,
// the page's store with a logged-in member, and the fake API transport.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { AreaProviders, hanpanStore } from '@hanpan/platform';
import { createQueryWrapper, installFakeApi, MemoryRouter, type FakeHandler } from '@hanpan/platform/testing';

export function loginAs(memberNo: number | null, publisher: 'hanpan' | 'partner' = 'hanpan') {
  hanpanStore.getState().setPublisher(publisher);
  hanpanStore.getState().setMember(memberNo === null ? null : { memberNo, nickname: '테스터', avatarId: 1001, loginStatus: { code: 'LOGIN' } });
}

/** A partner member whose login needs a step first (SPEC §3 NEED_ACTION): logged in at the partner's, not here. */
export function loginNeedingStep(message: string, resultType: 'POPUP_REDIRECT' | 'BOTTOM_REDIRECT', buttonMessage: string) {
  loginAs(null, 'partner');
  hanpanStore.getState().setMember({
    memberNo: 88,
    nickname: '확인필요회원',
    loginStatus: { code: 'NEED_ACTION', message, actionSpec: { resultType, displayMessage: message, buttonMessage, redirectUri: '/idp/partner/action?callbackUrl=%2F' } },
  });
}

export function renderShop(ui: ReactElement, opts: { api?: FakeHandler; path?: string; state?: unknown } = {}) {
  const api = installFakeApi(opts.api ?? (() => ({ body: null })));
  const { client } = createQueryWrapper();
  const [address, hash] = (opts.path ?? '/shop').split('#') as [string, string | undefined];
  const [pathname, search] = address.split('?') as [string, string | undefined];
  const view = render(ui, {
    wrapper: ({ children }) => (
      <AreaProviders client={client}>
        <MemoryRouter initialEntries={[{ pathname, search: search === undefined ? '' : `?${search}`, hash: hash === undefined ? '' : `#${hash}`, state: opts.state }]}>{children}</MemoryRouter>
      </AreaProviders>
    ),
  });
  return { ...view, api, client };
}

/** Answers the current popup of the store (alert/confirm) and returns what it showed. */
export function answerPopup(value: boolean) {
  const current = hanpanStore.getState().layer.current;
  if (!current) throw new Error('no popup is open');
  hanpanStore.getState().resolvePopup(value);
  return current;
}

export function resetStore() {
  hanpanStore.getState().closeAllPopups();
  loginAs(null);
}

/** GET /api/restriction of a member with the whole legal limit left. */
export const restrictionBody = {
  isRestricted: false, expiredDate: null, gameId: 'poker7', reason: null, restrictions: [],
  limit: { legalMonthLimit: '1000000', monthLimit: '1000000', dayLimit: null, usedThisMonth: '0', usedToday: '0', remainingMonth: '1000000', remainingDay: null, limitAmount: '1000000', gameStakeLimit: '100000', canRaise: true, nextRaiseAvailableDate: null },
};
