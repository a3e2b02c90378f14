// Plus options come in groups — pet, limit, discount, otl, lucky-flip (a product's optionKey, a
// membership option's key). A member holds at most one option of a group: the API refuses a second
// one (422), so the forms offer one choice per group and none in a group the member already holds.
import type { GlobalMembership, MembershipUser, PlusProduct } from '@hanpan/contracts';
import type { OptionKey } from '@hanpan/platform';
import { OPTION_GUIDE, OPTION_KEYS } from '../../guide/guideContent';

export interface OptionGroup {
  /** the option key ('pet', 'limit', …) */
  key: string;
  /** Korean name of the kind of option */
  title: string;
  products: readonly PlusProduct[];
}

export interface HeldOption {
  code: string;
  name: string;
}

/** groupKey → product code; a group without an entry: nothing chosen ('선택 안 함'). */
export type OptionSelection = Readonly<Record<string, string>>;

const isOptionKey = (key: string): key is OptionKey => (OPTION_KEYS as readonly string[]).includes(key);

/** The group of an option product: its optionKey, else its groupType spelled as a key (LUCKY_FLIP → lucky-flip). */
export function optionGroupKey(p: Pick<PlusProduct, 'code' | 'optionKey' | 'groupType'>): string {
  return p.optionKey ?? p.groupType?.toLowerCase().replace(/_/g, '-') ?? p.code;
}

/** The catalogue's options by group, in the catalogue's order. */
export function optionGroupsOf(catalogue: Pick<GlobalMembership, 'option'>): OptionGroup[] {
  const byKey = new Map<string, PlusProduct[]>();
  for (const p of Object.values(catalogue.option).flat()) {
    const key = optionGroupKey(p);
    byKey.set(key, [...(byKey.get(key) ?? []), p]);
  }
  return [...byKey].map(([key, products]) => ({ key, title: isOptionKey(key) ? OPTION_GUIDE[key].title : products[0]!.name, products }));
}

/** The groups the member already holds an option of (their membership's options), groupKey → that option. */
export function heldOptionGroups(me: Pick<MembershipUser, 'options' | 'optionCodes'> | null | undefined, groups: readonly OptionGroup[]): Map<string, HeldOption> {
  const held = new Map<string, HeldOption>();
  if (!me) return held;
  for (const o of me.options) held.set(o.key, { code: o.code, name: o.name });
  // a code without its option entry: its group from the catalogue
  for (const code of me.optionCodes) {
    const group = groups.find((g) => g.products.some((p) => p.code === code));
    const product = group?.products.find((p) => p.code === code);
    if (group && product && !held.has(group.key)) held.set(group.key, { code, name: product.name });
  }
  return held;
}

/** The chosen options, one per group at most, in the groups' order; held groups are left out. */
export function selectedOptions(selection: OptionSelection, groups: readonly OptionGroup[], held: ReadonlyMap<string, HeldOption>): PlusProduct[] {
  return groups
    .filter((g) => !held.has(g.key))
    .map((g) => g.products.find((p) => p.code === selection[g.key]))
    .filter((p): p is PlusProduct => p !== undefined);
}

/** The selection a link starts with (`?code=PO0022`): that option chosen in its group, unless the group is held. */
export function initialOptionSelection(code: string | null | undefined, groups: readonly OptionGroup[], held: ReadonlyMap<string, HeldOption>): OptionSelection {
  if (!code) return {};
  const upper = code.toUpperCase();
  const group = groups.find((g) => g.products.some((p) => p.code === upper));
  return group && !held.has(group.key) ? { [group.key]: upper } : {};
}
