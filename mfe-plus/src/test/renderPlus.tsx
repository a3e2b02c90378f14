// Renders a Plus component as the app does: shared providers (a fresh test QueryClient, theme) and
// a router; the member is logged in unless said otherwise.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { AreaProviders, hanpanStore } from '@hanpan/platform';
import { createQueryWrapper, MemoryRouter } from '@hanpan/platform/testing';

export function renderPlus(ui: ReactElement, { memberNo = '10000101', path = '/' }: { memberNo?: string | null; path?: string } = {}) {
  hanpanStore.getState().setMember(memberNo ? { memberNo, nickname: '테스터', loginStatus: { code: 'LOGIN' } } : null);
  const { client } = createQueryWrapper();
  const utils = render(
    <AreaProviders client={client}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </AreaProviders>,
  );
  return { ...utils, client };
}

/** Answers the popup that is open now (alert / confirm) and returns its texts. */
export function answerPopup(value: boolean): { header: string; body: unknown } {
  const current = hanpanStore.getState().layer.current;
  if (!current) throw new Error('no popup open');
  hanpanStore.getState().resolvePopup(value);
  return { header: current.header, body: current.body };
}

export const currentPopup = () => hanpanStore.getState().layer.current;
