// The element a remote's page renders in. The server's first screen and the browser's hydrating
// render carry the server-markup mark and are inert (its links would load whole pages before the
// remote's code runs); once hydrated, or on a page the browser renders alone, it is the remote's
// live root, which the shell and the tests wait for: both change in one commit.
//
// A Suspense boundary of the server's markup hydrates only when its code has arrived, maybe well
// after the root. React drops a click on a boundary still dehydrated (and a link's click loads a
// whole page), so the root goes live only once every boundary reported in (RemoteSuspense), or
// after BOUNDARY_WAIT_MS (a boundary that is not a RemoteSuspense, code that never comes).
import { createContext, Suspense, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { useHydrated } from '../lib/useHydrated';
import { REMOTE_SSR_ROOT_ATTR, removeServerStyles } from './remoteSsr';

/** The longest the root stays inert after hydrating, waiting for its boundaries. */
export const BOUNDARY_WAIT_MS = 3_000;

const BoundaryHydrated = createContext<(() => void) | null>(null);

/** Suspense boundaries React wrote into server markup (`<!--$-->` … `<!--/$-->`). */
function serverBoundaries(root: Node): number {
  let count = 0;
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_COMMENT);
  while (walker.nextNode()) if ((walker.currentNode as Comment).data === '$') count += 1;
  return count;
}

export interface RemoteRootElementProps {
  remoteName: string;
  /** The browser build's id (data-remote-build): the server render is another build of the same sources. */
  buildId?: string;
  children: ReactNode;
}

export function RemoteRootElement({ remoteName, buildId = '', children }: RemoteRootElementProps) {
  const hydrated = useHydrated();
  // the first render hydrated the server's markup (false on a page the browser renders alone)
  const [fromServer] = useState(!hydrated);
  // every boundary hydrated ('reported'), or the wait is over ('timeout')
  const [boundariesIn, setBoundariesIn] = useState<'reported' | 'timeout' | null>(null);
  const element = useRef<HTMLDivElement>(null);
  const tally = useRef({ expected: -1, reported: 0 });
  const settle = useCallback(() => {
    const t = tally.current;
    if (t.expected >= 0 && t.reported >= t.expected) setBoundariesIn((b) => b ?? 'reported');
  }, []);
  const boundaryHydrated = useCallback(() => {
    tally.current.reported += 1;
    settle();
  }, [settle]);
  // (after the boundaries hydrated with the root reported in: children's effects run first)
  useEffect(() => {
    if (!fromServer || !element.current) return;
    tally.current.expected = serverBoundaries(element.current);
    settle();
    const timer = setTimeout(() => setBoundariesIn((b) => b ?? 'timeout'), BOUNDARY_WAIT_MS);
    return () => clearTimeout(timer);
  }, [fromServer, settle]);

  const live = hydrated && (!fromServer || boundariesIn !== null);
  // everything on screen has rendered, so the browser's sheet holds the rules of the server's copy
  // (a boundary still dehydrated would lose its styles: after a timeout they stay)
  useEffect(() => {
    if (fromServer && hydrated && boundariesIn === 'reported') removeServerStyles(remoteName);
  }, [fromServer, hydrated, boundariesIn, remoteName]);
  const mark = live ? { 'data-remote-root': remoteName, 'data-remote-build': buildId } : { [REMOTE_SSR_ROOT_ATTR]: remoteName, inert: true };
  return (
    <BoundaryHydrated.Provider value={boundaryHydrated}>
      <div ref={element} {...mark}>
        {children}
      </div>
    </BoundaryHydrated.Provider>
  );
}

function ReportHydrated() {
  const report = useContext(BoundaryHydrated);
  useEffect(() => report?.(), [report]);
  return null;
}

/** A remote's Suspense boundary (for its lazy code): it tells the remote's root when it has hydrated. */
export function RemoteSuspense({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <ReportHydrated />
      {children}
    </Suspense>
  );
}
