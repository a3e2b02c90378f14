// A "next version" of a remote for deploy tests: a copy of the package at the same depth inside the
// repository (`.e2e-build-<pkg>/`, so its config's `../scripts` and the workspace packages resolve) with the files of e2e/fixtures/<fixture> laid over it. A file
// the fixture replaces stays beside it as `<name>.current.<ext>`, so the fixture can extend it.
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true }).filter((e) => e.isFile()).map((e) => path.join(e.parentPath ?? e.path, e.name));
}

/** Returns the folder of the prepared source (give it to `npm run deploy -- <pkg> --source`). */
export function prepareFixtureRemote(pkg: string, fixture: string): string {
  const target = path.join(ROOT, `.e2e-build-${pkg}`);
  fs.rmSync(target, { recursive: true, force: true });
  fs.cpSync(path.join(ROOT, pkg), target, { recursive: true, filter: (src) => !/[/\\](node_modules|dist)$/.test(src) });
  const overlay = path.join(ROOT, 'e2e/fixtures', fixture);
  for (const file of filesUnder(overlay)) {
    const dest = path.join(target, path.relative(overlay, file));
    if (fs.existsSync(dest)) {
      const ext = path.extname(dest);
      fs.renameSync(dest, `${dest.slice(0, -ext.length)}.current${ext}`);
    }
    fs.mkdirSync(path.dirname(dest), { recursive: true });
    fs.copyFileSync(file, dest);
  }
  return target;
}
