import { QueryClient } from '@tanstack/react-query';
import type { GlobalState } from '@hanpan/contracts';
import { createHanpanStore, gameMaintenancesQuery } from '@hanpan/platform';
import { applyServedMaintenances, frameStateElement, readFrameState, receivedNow, type FrameState } from './frameState';

const state = (nickname: string): FrameState => ({
  manifest: {},
  store: { globalState: { publisher: 'hanpan', site: 'pc', member: { memberNo: '7', nickname } } as unknown as GlobalState, mainMembershipId: 'PLUS', hpc: null },
  queries: { mutations: [], queries: [] },
  koreaOffset: { from: 0, to: 1, offsetMinutes: 540 },
  serverTime: 0,
});

describe('frame state in the page', () => {
  it('escapes a value that tries to end the element and run a script, and reads it back unchanged', () => {
    const nickname = `</template><script>alert("x")</script>&'`;
    const html = frameStateElement(state(nickname));
    expect(html).not.toContain('<script');
    expect(html.match(/<\/template>/g)).toHaveLength(1);
    document.body.innerHTML = `<div id="root"></div>${html}`;
    expect(document.querySelectorAll('script')).toHaveLength(0);
    const read = readFrameState(document);
    expect(read?.store.globalState?.member).toEqual(expect.objectContaining({ nickname }));
    expect(read?.koreaOffset).toEqual({ from: 0, to: 1, offsetMinutes: 540 });
  });

  it("takes the server's answers as received now (a phone clock behind the server's must not keep them fresh)", () => {
    const server = Date.parse('2026-11-25T12:00:00Z');
    const queries = { mutations: [], queries: [{ queryKey: ['x'], queryHash: '["x"]', state: { data: 1, dataUpdatedAt: server, errorUpdatedAt: 0, status: 'success' } }] } as unknown as FrameState['queries'];
    const now = server - 3_600_000;
    const [q] = receivedNow(queries, now).queries;
    expect(q?.state.dataUpdatedAt).toBe(now);
    expect(q?.state.errorUpdatedAt).toBe(0);
    expect(q?.state.data).toBe(1);
  });

  it('carries the error page the server drew in place of the page (the browser renders the same)', () => {
    document.body.innerHTML = frameStateElement({ ...state('a'), errorPage: { status: 404, message: 'This page could not be found' } });
    expect(readFrameState(document)?.errorPage).toEqual({ status: 404, message: 'This page could not be found' });
    document.body.innerHTML = frameStateElement(state('a'));
    expect(readFrameState(document)?.errorPage).toBeUndefined();
  });

  it('no element, or text that is not the state: the page renders on the client', () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(readFrameState(document)).toBeNull();
    document.body.innerHTML = '<template id="hanpan-ssr-state">{not json</template>';
    expect(readFrameState(document)).toBeNull();
  });

  it('the maintenances the server read are in the store before the first render (not only after the first navigation)', () => {
    const store = createHanpanStore();
    const client = new QueryClient();
    applyServedMaintenances(store, client);
    expect(store.getState().game.maintenances).toEqual([]);
    const served = [{ gameIds: ['highlow2'], startDate: '2026-11-30T03:00:00Z', endDate: '2026-12-07T04:00:00Z', message: '정기 점검' }];
    client.setQueryData(gameMaintenancesQuery().queryKey, served);
    applyServedMaintenances(store, client);
    expect(store.getState().game.maintenances).toEqual(served);
  });
});
