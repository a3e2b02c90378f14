// One player action at a time, by name: `run(work)` goes through the store's runAction, so a second
// click while it runs joins the running one and nothing is sent twice (or shown twice: the work is
// the request and its dialogs); `running` is true from the click until the work has ended.
// ActionButton does this for one button.
import { useCallback } from 'react';
import { hanpanStore, useHanpanStore } from './hanpanStore';

export interface SingleAction {
  run<T>(work: () => Promise<T>): Promise<T>;
  running: boolean;
}

export function useSingleAction(name: string): SingleAction {
  const running = useHanpanStore((s) => s.actions.running.includes(name));
  const run = useCallback(<T,>(work: () => Promise<T>) => hanpanStore.getState().runAction(name, () => work()), [name]);
  return { run, running };
}
