import { claimChunkReload, isChunkLoadError, RELOAD_GUARD_KEY, reloadOnChunkError } from './reloadGuard';

function memoryStorage() {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
}

describe('chunk-load reload guard', () => {
  it('recognises chunk-load errors', () => {
    const e = new Error('Loading chunk 42 failed.\n(error: /shell/42.js)');
    expect(isChunkLoadError(Object.assign(new Error('x'), { name: 'ChunkLoadError' }))).toBe(true);
    expect(isChunkLoadError(e)).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });

  it('allows one reload per 60 s', () => {
    const s = memoryStorage();
    expect(claimChunkReload(s, 1_000_000)).toBe(true);
    expect(s.data.get(RELOAD_GUARD_KEY)).toBe('1000000');
    expect(claimChunkReload(s, 1_030_000)).toBe(false);
    expect(claimChunkReload(s, 1_059_999)).toBe(false);
    expect(claimChunkReload(s, 1_060_000)).toBe(true);
  });

  it('never reloads when the timestamp cannot be stored', () => {
    const broken = { getItem: () => null, setItem: () => { throw new Error('quota'); } };
    expect(claimChunkReload(broken, 5)).toBe(false);
  });

  it('reloads only for chunk errors and only once', () => {
    const reload = jest.fn();
    const win = { sessionStorage: memoryStorage() as unknown as Storage, location: { reload } as unknown as Location };
    const chunkError = Object.assign(new Error('Loading chunk 7 failed'), { name: 'ChunkLoadError' });
    expect(reloadOnChunkError(new Error('boom'), win)).toBe(false);
    expect(reloadOnChunkError(chunkError, win)).toBe(true);
    expect(reloadOnChunkError(chunkError, win)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
