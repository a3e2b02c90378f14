// The ownership table (platform/areas.json): path prefix → remote. The shell owns only this;
// every route below a prefix is declared by the remote that owns it (its src/routes).
import areas from '../../areas.json';

type AreasJson = typeof areas;
export type RemoteName = keyof AreasJson['remotes'];
export type RouteOwner = 'shell' | RemoteName;

export interface RemoteArea {
  /** Package folder (deploy path /remotes/<package>/<version>/). */
  package: string;
  /** Korean name of the area (fallback messages). */
  label: string;
  /** Path prefixes the remote owns (segment-wise, case-insensitive). */
  prefixes: readonly string[];
}

export const REMOTE_AREAS: Readonly<Record<RemoteName, RemoteArea>> = areas.remotes;
export const REMOTE_NAMES = Object.keys(areas.remotes) as RemoteName[];

export const REMOTE_PACKAGES = Object.fromEntries(REMOTE_NAMES.map((n) => [n, REMOTE_AREAS[n].package])) as Record<RemoteName, string>;

/** Friendly Korean names of the owners (fallback messages). */
export const OWNER_LABELS = { shell: '포털', ...Object.fromEntries(REMOTE_NAMES.map((n) => [n, REMOTE_AREAS[n].label])) } as Record<RouteOwner, string>;

export function isRemoteName(value: string): value is RemoteName {
  return (REMOTE_NAMES as readonly string[]).includes(value);
}

/** True when `pathname` is `prefix` or below it, segment-wise and case-insensitively. */
export function isUnderPrefix(pathname: string, prefix: string): boolean {
  // trailing slashes trimmed from the character before them: /\/+$/ tried every slash of a long run
  // (quadratic), and a lookbehind would not parse in Safari before 16.4
  const path = pathname.toLowerCase().replace(/([^/])\/+$/, '$1') || '/';
  const p = prefix.toLowerCase().replace(/([^/])\/+$/, '$1');
  return path === p || path.startsWith(`${p}/`);
}

/** The remote owning a path (longest prefix wins), or null for the shell's own paths. */
export function ownerOfPath(pathname: string): RemoteName | null {
  let best: { name: RemoteName; length: number } | null = null;
  for (const name of REMOTE_NAMES) {
    for (const prefix of REMOTE_AREAS[name].prefixes) {
      if (isUnderPrefix(pathname, prefix) && (!best || prefix.length > best.length)) best = { name, length: prefix.length };
    }
  }
  return best?.name ?? null;
}
