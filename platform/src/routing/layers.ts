// Layer declarations: a remote registers the in-page layers it owns by key; anyone opens one by
// key through the store (`openLayer(key)`), and the shell's popup host loads the owner on demand.
import type { LayerDismissalType, LayerSize } from '../constants/business';
import { RouteDeclarationError } from './routes';
import type { RouteOwner } from './areas';

export interface LayerDeclaration {
  /** Unique across the portal (SPEC §2 keys: 'bankbook', 'restrict', 'vip', …). */
  key: string;
  /** Header title of the layer frame. */
  header: string;
  size?: LayerSize;
  /** 'Do not show again' choice with the SPEC §9 lifetime of this type (1 day, 3 days, 30 days, until midnight). */
  dismissal?: LayerDismissalType;
}

export interface OwnedLayerDeclaration extends LayerDeclaration {
  owner: RouteOwner;
}

export function defineLayers(owner: RouteOwner, declarations: readonly LayerDeclaration[]): OwnedLayerDeclaration[] {
  const seen = new Set<string>();
  return declarations.map((d) => {
    if (!/^[a-z0-9][a-z0-9:._-]{0,63}$/i.test(d.key)) throw new RouteDeclarationError(`${owner}: invalid layer key '${d.key}'`);
    if (seen.has(d.key)) throw new RouteDeclarationError(`${owner}: layer '${d.key}' is declared twice`);
    seen.add(d.key);
    if (!/[가-힣]/.test(d.header)) throw new RouteDeclarationError(`${owner}: layer '${d.key}' needs a Korean header`);
    return { ...d, owner };
  });
}
