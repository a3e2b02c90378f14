import type { FrameStore, GlobalState, Publisher } from '@hanpan/contracts';
import { hanpanStore, type HanpanStore } from './hanpanStore';

/** Puts a global state answer into the store: publisher/site, then the member (login rules, resets). */
export function applyGlobalMemberState(state: GlobalState, store: HanpanStore = hanpanStore): void {
  const s = store.getState();
  s.setPublisher(state.publisher, state.site);
  s.setMember(state.member);
}

/**
 * The store a server-rendered page starts from, the same on the server and in the browser before
 * hydrating (the shell's frame and a remote's first screen): host first, then the member.
 */
export function applyFrameStore(store: HanpanStore, site: { publisher: Publisher; isMobileSite: boolean }, frame: FrameStore): void {
  store.getState().setPublisher(site.publisher, site.isMobileSite ? 'mobile' : 'pc');
  if (!frame.globalState) return;
  applyGlobalMemberState(frame.globalState, store);
  store.getState().setMainMembershipId(frame.mainMembershipId);
  store.getState().setHpc(frame.hpc);
}
