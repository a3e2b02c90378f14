// Every hook file exports one function named after the file; every member key carries the member number.
import { readdirSync } from 'fs';
import { join } from 'path';
import { queryKeys } from '../queryKeys';

describe('hook files', () => {
  const files = readdirSync(__dirname).filter((f) => /^use[A-Z]\w*\.ts$/.test(f));
  it('exist for every hook', () => {
    expect(files.length).toBeGreaterThan(90);
  });
  it.each(files)('%s exports its namesake', (file) => {
    const name = file.replace(/\.ts$/, '');
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const mod = require(join(__dirname, file)) as Record<string, unknown>;
    expect(typeof mod[name]).toBe('function');
  });
});

describe('queryKeys', () => {
  it('puts the member number right after the member prefix', () => {
    for (const [name, factory] of Object.entries(queryKeys)) {
      const key = (factory as (...args: unknown[]) => readonly unknown[])('M1', 'x');
      expect(['member', 'public', 'global']).toContain(key[0]);
      if (key[0] === 'member') expect([name, key[1]]).toEqual([name, 'M1']);
    }
  });
  it('keys differ per member', () => {
    expect(queryKeys.bankbook('1')).not.toEqual(queryKeys.bankbook('2'));
    expect(queryKeys.personalZone(null)[1]).toBe('guest');
  });
});
