import type { GlobalState } from '@hanpan/contracts';
import { hanpanStore, type HanpanStore } from './hanpanStore';

/** Puts a global state answer into the store: publisher/site, then the member (login rules, resets). */
export function applyGlobalMemberState(state: GlobalState, store: HanpanStore = hanpanStore): void {
  const s = store.getState();
  s.setPublisher(state.publisher, state.site);
  s.setMember(state.member);
}
