import { useHydrated } from '@hanpan/platform';
import { remoteOverrides, safeLocalStorage, storedOverrideKeys } from '../../../federation';
import { portalConfig } from '../../../federation/portalConfig';

export interface OverrideNotice {
  /** The remotes this browser loads from another build, with that build's URL. */
  active: [string, string][];
  /** Overrides are stored but this environment does not honour them (production, not staff). */
  refused: boolean;
}

/** What the override banner has to say, or null (most browsers). */
export function useOverrideNotice(): OverrideNotice | null {
  // the stored overrides are browser-only: read after hydration (the server's HTML has no banner)
  const hydrated = useHydrated();
  if (!hydrated) return null;
  const active = Object.entries(remoteOverrides());
  const refused = !portalConfig().overrides && storedOverrideKeys(safeLocalStorage()).length > 0;
  return active.length || refused ? { active, refused } : null;
}
