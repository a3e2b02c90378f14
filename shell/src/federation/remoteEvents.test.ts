import { installFakeBroadcastChannel } from '@hanpan/platform/testing';
import { openSharedEventSource, REMOTE_EVENTS_URL, watchRemoteEvents } from './remoteEvents';

class FakeSource {
  url = '';
  closed = false;
  private handlers: ((e: MessageEvent<string>) => void)[] = [];
  addEventListener(_type: string, h: (e: MessageEvent<string>) => void) {
    this.handlers.push(h);
  }
  close() {
    this.closed = true;
  }
  emit(data: string) {
    for (const h of this.handlers) h({ data } as MessageEvent<string>);
  }
}

describe('deploy notices (server-sent events)', () => {
  it('the first revision is the baseline; a different later one is a change, the same one is not', () => {
    const source = new FakeSource();
    const changes: number[] = [];
    const stop = watchRemoteEvents(
      (r) => changes.push(r),
      (url) => {
        source.url = url;
        return source as unknown as EventSource;
      },
    );
    expect(source.url).toBe(REMOTE_EVENTS_URL);
    source.emit('{"revision":7}');
    expect(changes).toEqual([]);
    source.emit('{"revision":7}'); // a reconnect repeats the revision
    source.emit('not json');
    source.emit('{"revision":"x"}');
    expect(changes).toEqual([]);
    source.emit('{"revision":8}');
    source.emit('{"revision":6}'); // a rollback is a new deployment row too, but any change counts
    expect(changes).toEqual([8, 6]);
    stop();
    expect(source.closed).toBe(true);
  });

  it('does nothing where EventSource does not exist', () => {
    expect(() => watchRemoteEvents(() => undefined, () => null)()).not.toThrow();
  });
});

describe('one stream for all the portal pages of a browser (six shown popups took all six connections)', () => {
  const sources: FakeSource[] = [];
  let restoreChannel: () => void;
  const original = (globalThis as { EventSource?: unknown }).EventSource;
  beforeEach(() => {
    sources.length = 0;
    restoreChannel = installFakeBroadcastChannel();
    (globalThis as { EventSource?: unknown }).EventSource = class extends FakeSource {
      constructor(url: string) {
        super();
        this.url = url;
        sources.push(this);
      }
    };
  });
  afterEach(() => {
    restoreChannel();
    (globalThis as { EventSource?: unknown }).EventSource = original;
  });

  /** Web Locks as a browser has them: one holder of a name at a time, the others wait in turn. */
  function fakeLocks() {
    let held = false;
    const waiting: (() => void)[] = [];
    const request = (_name: string, options: { signal?: AbortSignal }, hold: () => Promise<void>) =>
      new Promise<void>((resolve, reject) => {
        const run = () => {
          held = true;
          void hold().then(() => {
            held = false;
            resolve();
            waiting.shift()?.();
          });
        };
        options.signal?.addEventListener('abort', () => {
          const at = waiting.indexOf(run);
          if (at >= 0) {
            waiting.splice(at, 1);
            reject(new Error('aborted'));
          }
        });
        if (held) waiting.push(run);
        else run();
      });
    return { request } as unknown as Pick<LockManager, 'request'>;
  }
  const settle = () => new Promise((r) => setTimeout(r, 0));

  it('the page holding the lock holds the one stream and passes its notices on; when it goes, the next takes the stream', async () => {
    const locks = fakeLocks();
    const open = (url: string) => openSharedEventSource(url, locks);
    const changes = { a: [] as number[], b: [] as number[], c: [] as number[] };
    const stopA = watchRemoteEvents((r) => changes.a.push(r), open);
    const stopB = watchRemoteEvents((r) => changes.b.push(r), open);
    await settle();
    expect(sources).toHaveLength(1);
    sources[0]!.emit('{"revision":7}');
    // a page opened later is told the revision of now (its baseline)
    const stopC = watchRemoteEvents((r) => changes.c.push(r), open);
    await settle();
    sources[0]!.emit('{"revision":8}');
    expect(changes).toEqual({ a: [8], b: [8], c: [8] });
    stopA();
    await settle();
    expect(sources[0]!.closed).toBe(true);
    expect(sources).toHaveLength(2);
    sources[1]!.emit('{"revision":8}');
    sources[1]!.emit('{"revision":9}');
    expect(changes).toEqual({ a: [8], b: [8, 9], c: [8, 9] });
    stopB();
    stopC();
    await settle();
    expect(sources.every((s) => s.closed)).toBe(true);
  });
});
