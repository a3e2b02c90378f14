import { REMOTE_EVENTS_URL, watchRemoteEvents } from './remoteEvents';

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
