import type { GlobalState } from '@hanpan/contracts';
import { applyFrameStore } from './globalMemberState';
import { createHanpanStore } from './hanpanStore';

describe('applyFrameStore', () => {
  it('a guest frame: the site from the host, the member still unresolved', () => {
    const store = createHanpanStore();
    applyFrameStore(store, { publisher: 'hanpan', isMobileSite: true }, { globalState: null, mainMembershipId: null, hpc: null });
    expect(store.getState().global.site).toBe('mobile');
    expect(store.getState().global.memberResolved).toBe(false);
  });

  it("a member's frame: the member, the main membership and the HPC event (the server and the browser take the same steps)", () => {
    const store = createHanpanStore();
    const globalState = { publisher: 'hanpan', site: 'pc', member: { memberNo: '7', nickname: '한판' } } as unknown as GlobalState;
    applyFrameStore(store, { publisher: 'hanpan', isMobileSite: false }, { globalState, mainMembershipId: 'PLUS', hpc: { id: 3, name: 'HPC 시즌3' } });
    const { global, member } = store.getState();
    expect(global.site).toBe('pc');
    expect(member.nickname).toBe('한판');
    expect(member.mainMembershipId).toBe('PLUS');
    expect(member.hpc?.name).toBe('HPC 시즌3');
  });
});
