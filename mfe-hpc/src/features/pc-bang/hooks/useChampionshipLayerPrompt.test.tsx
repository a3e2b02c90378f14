import { act, waitFor } from '@testing-library/react';
import { hanpanStore, Router } from '@hanpan/platform';
import { installFakeApi } from '@hanpan/platform/testing';
import { renderHpc } from '../../../testing/renderHpc';
import { pcBang, roundCount } from '../../../testing/hpcFixtures';
import { useChampionshipLayerPrompt } from './useChampionshipLayerPrompt';

const api = installFakeApi();
afterAll(() => api.restore());

function Probe() {
  useChampionshipLayerPrompt();
  return null;
}
const navigator = { push: jest.fn(), replace: jest.fn(), go: jest.fn(), createHref: () => '', encodeLocation: (l: unknown) => l } as never;
const renderProbe = () =>
  renderHpc(
    <Router location="/hpc" navigator={navigator}>
      <Probe />
    </Router>,
  );

// lets both answers arrive and render inside act: the query results reach React from a timer
const settle = () => act(() => new Promise<void>((r) => setTimeout(r, 50)));

describe('useChampionshipLayerPrompt', () => {
  beforeEach(() => {
    hanpanStore.getState().closeAllPopups();
    hanpanStore.getState().setMember({ memberNo: '10000111', nickname: 'PC방단골', loginStatus: { code: 'LOGIN' } });
  });

  it('opens the championship layer (auto, per member) in a PC-bang when the round is not applied', async () => {
    api.respond((req) => (req.url === '/api/pc-bang/subscription' ? { body: pcBang() } : { body: roundCount() }));
    renderProbe();
    await waitFor(() => expect(hanpanStore.getState().layer.current?.key).toBe('championship'));
    expect(hanpanStore.getState().layer.current).toMatchObject({ auto: true, dismissKey: '10000111', props: { round: 202605, pcBangName: '한판 PC방 강남점' } });
  });

  it('stays closed outside a PC-bang or once applied', async () => {
    api.respond((req) => (req.url === '/api/pc-bang/subscription' ? { body: pcBang({ subscribe: false, type: 'NONE' }) } : { body: roundCount() }));
    renderProbe();
    await settle();
    expect(hanpanStore.getState().layer.current).toBeNull();
    api.respond((req) => (req.url === '/api/pc-bang/subscription' ? { body: pcBang() } : { body: roundCount({ applied: true }) }));
    renderProbe();
    await settle();
    expect(hanpanStore.getState().layer.current).toBeNull();
  });
});
