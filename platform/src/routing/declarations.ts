// What a remote publishes beside its entry (hanpan-remote.json, emitted by its build) and what the
// portal server hands the shell inside /remotes.json: its routes, its layers, its platform range.
import type { RemoteName } from './areas';
import type { OwnedLayerDeclaration } from './layers';
import type { PortalRoute } from './routes';

export const REMOTE_DECLARATIONS_FILE = 'hanpan-remote.json';

export interface RemoteDeclarations {
  name: RemoteName;
  /** Platform version the remote was built against, and the range it needs from the shell. */
  platform: { builtWith: string; requires: string };
  routes: PortalRoute[];
  layers: OwnedLayerDeclaration[];
}
