// One hook per file, named after its export (TanStack style): run in each package's test suite.
import { readdirSync, statSync } from 'fs';
import { join } from 'path';

function hookFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) out.push(...hookFiles(p));
    else if (/^use[A-Z]\w*\.tsx?$/.test(name)) out.push(p);
  }
  return out;
}

export function describeHookFiles(srcDir: string, minimum = 1): void {
  const files = hookFiles(srcDir);
  describe('hook files', () => {
    it(`exist (at least ${minimum})`, () => {
      expect(files.length).toBeGreaterThanOrEqual(minimum);
    });
    it.each(files.map((f) => [f.slice(srcDir.length + 1), f]))('%s exports its namesake', (_rel, file) => {
      const name = file.replace(/^.*\//, '').replace(/\.tsx?$/, '');
      const mod = require(file) as Record<string, unknown>;
      expect(typeof mod[name]).toBe('function');
    });
  });
}
