// Plus options come in kinds (groups): pet, limit, discount, otl, lucky-flip (a product's optionKey,
// a membership option's key). A member holds at most one option of a kind: the API refuses two of a
// kind in one order (422 ERROR_OPTION_GROUP_DUPLICATED) and one of a kind the member already holds
// with another product (422 ERROR_OPTION_GROUP_JOINED). The option held itself may be bought again:
// that extends it by a month (the API's joinOption; options are not renewed by any job, so this is
// how one is kept), also one of two of a kind held from before the rule (either, one per order).
// The PC forms (mfe-plus) and the mobile order (mfe-mobile) apply the same rule
// with these functions before the API does, so the three agree.
// Plain functions, no schema library: browsers import '@hanpan/contracts/option-groups' and get only
// this file (the type imports are erased).
import type { GlobalMembership, PlusProduct } from './contents';
import type { MembershipOptionKey } from './membership';

/** Korean name of each kind of option (the API's refusal texts use it too). */
export const OPTION_GROUP_NAMES: Readonly<Record<MembershipOptionKey, string>> = {
  pet: '펫샵',
  limit: '보유 한도 증가',
  discount: '딜러비 할인',
  otl: '좌절 방지',
  'lucky-flip': '럭키 플립',
};

/** The API's refusal texts, for the client to say the same before it asks. */
export const OPTION_GROUP_MESSAGES = {
  duplicated: (groupName: string) => `${groupName} 옵션은 하나만 선택할 수 있습니다.`,
  joined: (groupName: string) => `이미 이용 중인 ${groupName} 옵션이 있습니다.`,
} as const;

/** Said where options are bought: they are a month each, and the main membership's 정기결제 does not
 *  renew them (QA a month later: the pet and the holding limit ended with nothing said). */
export const OPTION_NO_RENEWAL = '옵션은 한 달씩 이용하며 정기결제로 자동 연장되지 않습니다.';

/** The word for buying the option held again (the forms' label of it). */
export const OPTION_EXTENSION_LABEL = '기간 연장';

/** Why no option can be chosen without a main membership (the API's refusal: ERROR_NOT_MEMBERSHIP). */
export const OPTIONS_NEED_MAIN = '옵션 멤버십은 메인 멤버십(플러스)을 이용하는 동안 가입할 수 있습니다.';
/** What such a member can do instead (the PC join popup takes options with the membership). */
export const OPTIONS_AT_JOIN = '플러스에 가입할 때 옵션을 함께 고를 수 있습니다.';

/** The options of one kind held together from before the one-per-kind rule, named. */
export function heldTogetherText(all: readonly Pick<HeldOption, 'name'>[]): string {
  return `${all.map((h) => h.name).join(', ')} 이용 중 · 같은 종류의 옵션을 하나만 이용하도록 바뀌기 전부터 함께 이용해 온 옵션입니다.`;
}

/** '{name} 이용 중 · ' before a sentence about the option held; nothing where the kind's heading already names it (럭키 플립). */
export function heldOptionLead(held: Pick<HeldOption, 'name'>, kindTitle: string): string {
  return held.name === kindTitle ? '' : `${held.name} 이용 중 · `;
}

/**
 * What buying the option held again does, with its current end where known. `formatDate`: the
 * caller's Korean date (platform's formatDate, YYYY.MM.DD); this file stays free of time zones.
 */
export function optionExtensionHint(held: Pick<HeldOption, 'endDate'>, formatDate: (iso: string) => string): string {
  const until = held.endDate ? formatDate(held.endDate) : '';
  return until ? `이용 기간이 한 달 늘어납니다 (현재 ~ ${until}까지)` : '이용 기간이 한 달 늘어납니다.';
}

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
  /** when it ends now (ISO instant), where the membership's options say so */
  endDate?: string;
  /**
   * The other options of its kind held with it from before the one-per-kind rule (zplus's 보유 한도
   * 증가 I and II; heldOptionGroups keeps the first as the kind's option). Each is 이용 중 and each
   * may be extended, one per order (the API: ERROR_OPTION_GROUP_DUPLICATED for two of a kind).
   */
  together?: readonly HeldOption[];
}

/** groupKey → product code; a group without an entry: nothing chosen ('선택 안 함'). */
export type OptionSelection = Readonly<Record<string, string>>;

/** What of the member's membership says which options they hold (GET /api/membership/me, the mobile member state). */
export interface HeldOptionsSource {
  /** MembershipUser.options; the key as a plain string (the mobile member state's copy is untyped JSON) */
  options: readonly { code: string; key: string; name: string; endDate?: string }[];
  optionCodes: readonly string[];
  /** the main membership's product code (null: none); absent where the sender predates it */
  mainCode?: string | null;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isText = (v: unknown): v is string => typeof v === 'string' && v !== '';

/**
 * What a membership sent as untyped JSON holds (the member states' `membershipUser`: the reloadable
 * state, the mobile personal state; GET /api/membership/me's shape). Read field by field: anything
 * unexpected counts as nothing held (the API checks again). null: no membership at all.
 */
export function heldOptionsOf(membershipUser: unknown): HeldOptionsSource | null {
  if (!isRecord(membershipUser)) return null;
  const options = Array.isArray(membershipUser.options)
    ? membershipUser.options.flatMap((o: unknown) =>
        isRecord(o) && isText(o.code) && isText(o.key) && typeof o.name === 'string'
          ? // the end date where given: the 기간 연장 hint says until when it runs now
            [{ code: o.code, key: o.key, name: o.name, ...(isText(o.endDate) ? { endDate: o.endDate } : {}) }]
          : [],
      )
    : [];
  const optionCodes = Array.isArray(membershipUser.optionCodes) ? membershipUser.optionCodes.filter(isText) : [];
  return { options, optionCodes, mainCode: isText(membershipUser.mainCode) ? membershipUser.mainCode : null };
}

/**
 * Whether a weekly gold runs now, from the reloadable state's untyped `weeklyGoldMembership`
 * (GET /api/membership/me/weekly-gold's membership): only an explicit isJoined true counts.
 */
export function weeklyGoldRunning(weeklyGoldMembership: unknown): boolean {
  return isRecord(weeklyGoldMembership) && weeklyGoldMembership.isJoined === true;
}

/**
 * Every option code the member holds (upper-case): the options and the codes alike. Unlike
 * heldOptionGroups (by kind: the second of a kind in its `together`) it is a flat set of codes.
 */
export function heldOptionCodes(me: HeldOptionsSource | null | undefined): ReadonlySet<string> {
  return new Set([...(me?.optionCodes ?? []), ...(me?.options ?? []).map((o) => o.code)].map((c) => c.toUpperCase()));
}

const isOptionGroupName = (key: string): key is MembershipOptionKey => Object.prototype.hasOwnProperty.call(OPTION_GROUP_NAMES, key);

/** The group of an option product: its optionKey, else its groupType spelled as a key (LUCKY_FLIP → lucky-flip). */
export function optionGroupKey(p: Pick<PlusProduct, 'code' | 'optionKey' | 'groupType'>): string {
  return p.optionKey ?? p.groupType?.toLowerCase().replace(/_/g, '-') ?? p.code;
}

/**
 * The catalogue's options by group, in the catalogue's order. `titleOf` names a group in an area's
 * own words (the PC guide says '플러스 펫샵'); otherwise OPTION_GROUP_NAMES, else the first product's name.
 */
export function optionGroupsOf(catalogue: Pick<GlobalMembership, 'option'>, titleOf?: (key: string) => string | undefined): OptionGroup[] {
  const byKey = new Map<string, PlusProduct[]>();
  for (const p of Object.values(catalogue.option).flat()) {
    const key = optionGroupKey(p);
    byKey.set(key, [...(byKey.get(key) ?? []), p]);
  }
  return [...byKey].map(([key, products]) => ({ key, title: titleOf?.(key) ?? (isOptionGroupName(key) ? OPTION_GROUP_NAMES[key] : products[0]!.name), products }));
}

/** The group a product code belongs to, if it is one of the catalogue's options. */
export function optionGroupOfCode(code: string, groups: readonly OptionGroup[]): OptionGroup | undefined {
  const upper = code.toUpperCase();
  return groups.find((g) => g.products.some((p) => p.code === upper));
}

/** Every option of a kind the member holds: the kind's option and those held with it from before the rule. */
export const heldOfKind = (mine: HeldOption | undefined): HeldOption[] => (mine ? [mine, ...(mine.together ?? [])] : []);

/** Product codes compare without case (the member states send them as stored). */
export const sameCode = (a: string, b: string): boolean => a.toUpperCase() === b.toUpperCase();

/**
 * The groups the member already holds an option of (their membership's options), groupKey → that
 * option (the first held); a second of the kind, held from before the rule, in its `together`.
 */
export function heldOptionGroups(me: HeldOptionsSource | null | undefined, groups: readonly OptionGroup[]): Map<string, HeldOption> {
  const held = new Map<string, HeldOption>();
  if (!me) return held;
  const add = (key: string, option: HeldOption) => {
    const mine = held.get(key);
    if (!mine) held.set(key, option);
    else if (!heldOfKind(mine).some((h) => sameCode(h.code, option.code))) held.set(key, { ...mine, together: [...(mine.together ?? []), option] });
  };
  for (const o of me.options) add(o.key, { code: o.code, name: o.name, ...(o.endDate ? { endDate: o.endDate } : {}) });
  // a code without its option entry: its group from the catalogue
  for (const code of me.optionCodes) {
    const group = optionGroupOfCode(code, groups);
    const product = group?.products.find((p) => p.code === code.toUpperCase());
    if (group && product) add(group.key, { code: product.code, name: product.name });
  }
  return held;
}

/** How one option may be bought by a member holding `held` (the one reading of the rule for a product). */
export type OptionOffer =
  /** no option of its kind held */
  | { kind: 'new' }
  /** an option held itself (of two held from before the rule, either): buying it extends it by a month */
  | { kind: 'extension'; held: HeldOption }
  /** another option of a kind held: the API would refuse it (ERROR_OPTION_GROUP_JOINED) */
  | { kind: 'refused'; held: HeldOption };

/** The rule itself: the option `code` where the member holds `mine` of its kind (or nothing). */
export function offerInKind(mine: HeldOption | undefined, code: string): OptionOffer {
  if (!mine) return { kind: 'new' };
  // the API extends any option held, also one of two held from before the rule (not both in one order)
  const same = heldOfKind(mine).find((h) => sameCode(h.code, code));
  return same ? { kind: 'extension', held: same } : { kind: 'refused', held: mine };
}

export function optionOffer(product: Pick<PlusProduct, 'code' | 'optionKey' | 'groupType'>, held: ReadonlyMap<string, HeldOption> | null | undefined): OptionOffer {
  return offerInKind(held?.get(optionGroupKey(product)), product.code);
}

/** Whether `code` may be chosen in `group`: any of it, unless the group is held; then only an option held (its extension). */
const choosable = (group: OptionGroup, code: string, held: ReadonlyMap<string, HeldOption>): boolean => offerInKind(held.get(group.key), code).kind !== 'refused';

/** The chosen options, one per group at most, in the groups' order; of a held group only the option held (an extension). */
export function selectedOptions(selection: OptionSelection, groups: readonly OptionGroup[], held: ReadonlyMap<string, HeldOption>): PlusProduct[] {
  return groups
    .map((g) => g.products.find((p) => p.code === selection[g.key] && choosable(g, p.code, held)))
    .filter((p): p is PlusProduct => p !== undefined);
}

/**
 * The product codes a link names (`?code=PO0022`, or several: `?code=PO0022,PO0031,PI0001`), trimmed
 * and upper-case, in order. The one reading of the list: options and the gold item alike.
 */
export function linkedProductCodes(code: string | null | undefined): string[] {
  return (code ?? '').split(',').map((one) => one.trim().toUpperCase()).filter((one) => one !== '');
}

/**
 * The selection a link starts with (`?code=PO0022`, or several: `?code=PO0022,PO0031`): each option
 * chosen in its group unless another option of the group is held (the option held itself is chosen:
 * its extension); of two in one group the first counts. Codes that are not options (the gold item)
 * are left to the caller.
 */
export function initialOptionSelection(code: string | null | undefined, groups: readonly OptionGroup[], held: ReadonlyMap<string, HeldOption>): OptionSelection {
  const selection: Record<string, string> = {};
  for (const one of linkedProductCodes(code)) {
    const group = optionGroupOfCode(one, groups);
    if (group && choosable(group, one, held) && !(group.key in selection)) selection[group.key] = one;
  }
  return selection;
}

/** What adding one option to a selection did (radio behaviour within a group). */
export type OptionChoice =
  | { result: 'added'; group: OptionGroup; product: PlusProduct; selection: OptionSelection }
  /** another option of the group was chosen: this one takes its place */
  | { result: 'replaced'; group: OptionGroup; product: PlusProduct; replaced: PlusProduct; selection: OptionSelection }
  /** already chosen: nothing changes */
  | { result: 'unchanged'; group: OptionGroup; product: PlusProduct; selection: OptionSelection }
  /** the option the member holds: added as its extension (a month more) */
  | { result: 'extended'; group: OptionGroup; product: PlusProduct; held: HeldOption; selection: OptionSelection }
  /** the member holds another option of this group: not added (the API would refuse it, ERROR_OPTION_GROUP_JOINED) */
  | { result: 'held'; group: OptionGroup; held: HeldOption; message: string; selection: OptionSelection }
  /** not an option of the catalogue */
  | { result: 'unknown'; selection: OptionSelection };

/**
 * Adds the option `code` to the selection: one per group (a second replaces the first); of a held
 * group only the option held, as its extension.
 */
export function chooseOption(selection: OptionSelection, code: string, groups: readonly OptionGroup[], held: ReadonlyMap<string, HeldOption>): OptionChoice {
  const group = optionGroupOfCode(code, groups);
  const product = group?.products.find((p) => p.code === code.toUpperCase());
  if (!group || !product) return { result: 'unknown', selection };
  const offer = optionOffer(product, held);
  if (offer.kind === 'refused') return { result: 'held', group, held: offer.held, message: OPTION_GROUP_MESSAGES.joined(group.title), selection };
  const before = group.products.find((p) => p.code === selection[group.key]);
  if (before?.code === product.code) return { result: 'unchanged', group, product, selection };
  const next = { ...selection, [group.key]: product.code };
  // (another option of a held group is never ordered, selectedOptions leaves it out: nothing to replace)
  if (offer.kind === 'extension') return { result: 'extended', group, product, held: offer.held, selection: next };
  return before ? { result: 'replaced', group, product, replaced: before, selection: next } : { result: 'added', group, product, selection: next };
}
