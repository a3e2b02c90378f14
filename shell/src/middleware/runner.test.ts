import { runMiddleware, UnknownMiddlewareError } from './runner';
import type { NavigationContext } from './types';

const ctx = {} as NavigationContext;

describe('middleware runner', () => {
  it('runs steps in order', async () => {
    const calls: string[] = [];
    const result = await runMiddleware(['a', 'b'], { a: () => void calls.push('a'), b: async () => void calls.push('b') }, ctx);
    expect(calls).toEqual(['a', 'b']);
    expect(result).toEqual({ stopped: false, failed: [] });
  });

  it('logs and ignores a failing step', async () => {
    const log = jest.fn();
    const after = jest.fn();
    const result = await runMiddleware(['bad', 'after'], { bad: () => Promise.reject(new Error('boom')), after }, ctx, log);
    expect(after).toHaveBeenCalled();
    expect(log).toHaveBeenCalledWith('bad', expect.objectContaining({ message: 'boom' }));
    expect(result.failed).toEqual(['bad']);
  });

  it('rejects an unknown middleware before running anything (500 page)', async () => {
    const first = jest.fn();
    const run = runMiddleware(['first', 'nope'], { first }, ctx);
    await expect(run).rejects.toBeInstanceOf(UnknownMiddlewareError);
    await expect(runMiddleware(['nope'], {}, ctx)).rejects.toMatchObject({ statusCode: 500, message: expect.stringContaining('Unknown middleware') });
    expect(first).not.toHaveBeenCalled();
  });

  it('stops when a step says so, or when a newer navigation took over', async () => {
    const later = jest.fn();
    expect(await runMiddleware(['stop', 'later'], { stop: () => ({ stop: true }), later }, ctx)).toMatchObject({ stopped: true });
    expect(later).not.toHaveBeenCalled();
    let current = true;
    const r = await runMiddleware(['a', 'later'], { a: () => void (current = false), later }, ctx, undefined, () => current);
    expect(r.stopped).toBe(true);
    expect(later).not.toHaveBeenCalled();
  });
});
