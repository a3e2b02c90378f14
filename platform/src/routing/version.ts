// The platform's semver version (kept equal to platform/package.json by a unit test). A remote
// records the version it was built against; the shell refuses a remote whose range it cannot meet.
export const PLATFORM_VERSION = '1.27.1';

/** The range a remote built against `version` needs: same major, at least that minor/patch. */
export const caretRange = (version: string) => `^${version}`;

function parse(version: string): [number, number, number] | null {
  const m = /^(\d+)\.(\d+)\.(\d+)(?:[-+].*)?$/.exec(version.trim());
  return m ? [Number(m[1]), Number(m[2]), Number(m[3])] : null;
}

/** `^x.y.z` (or an exact version) satisfied by `version`; anything unparseable is not. */
export function satisfiesRange(version: string, range: string): boolean {
  const have = parse(version);
  const caret = range.trim().startsWith('^');
  const want = parse(caret ? range.trim().slice(1) : range);
  if (!have || !want) return false;
  if (!caret) return have.every((n, i) => n === want[i]);
  if (have[0] !== want[0]) return false;
  if (have[1] !== want[1]) return have[1] > want[1];
  return have[2] >= want[2];
}
