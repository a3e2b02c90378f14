// The mobile Plus option order: '추가하기' on the catalogue puts an option in it. One option per kind,
// as on the PC join form (the rule of @hanpan/contracts/option-groups, which the API applies too:
// 422 ERROR_OPTION_GROUP_DUPLICATED / _JOINED): a second option of a kind takes the first one's
// place; of a kind the member already holds ('이용 중') only the option held goes in, as its 기간
// 연장 (a month more: the API extends it), and the others of that kind are refused. A member without
// a main membership puts none in (options need one): 'needs-main'. When what the member holds
// changes (the order was paid in the window 결제하기 opened: the page's member data is fetched again),
// the order empties: what was in it is held now, and a second 결제하기 would have paid its 기간 연장.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { chooseOption, heldOptionGroups, heldOptionsOf, optionGroupOfCode, optionGroupsOf, selectedOptions, type HeldOptionsSource, type OptionChoice, type OptionSelection } from '@hanpan/contracts/option-groups';
import { useGlobalMobileMembership, useMobilePersonalState } from '@hanpan/platform';

const NOTHING_HELD: HeldOptionsSource = { options: [], optionCodes: [], mainCode: null };

/** The options payment page, the order's options chosen there (it applies the same rule again). */
export const plusOptionsPaymentHref = (codes: readonly string[]) => `/popup/plus/me/payments?code=${codes.map(encodeURIComponent).join(',')}`;

export function usePlusOptionOrder() {
  const catalogue = useGlobalMobileMembership();
  const state = useMobilePersonalState();
  const [selection, setSelection] = useState<OptionSelection>({});
  const groups = useMemo(() => (catalogue.data ? optionGroupsOf(catalogue.data) : []), [catalogue.data]);
  const heldOptions = useMemo(() => heldOptionsOf(state.data?.membershipUser), [state.data]);
  const held = useMemo(() => heldOptionGroups(heldOptions, groups), [heldOptions, groups]);
  const chosen = useMemo(() => selectedOptions(selection, groups, held), [selection, groups, held]);
  // the main membership and the options held with their ends: a payment changes one of them
  const holding = state.data ? JSON.stringify([state.data.mainMembershipId, heldOptions?.options.map((o) => [o.code, o.endDate])]) : null;
  const holdingBefore = useRef(holding);
  useEffect(() => {
    if (holdingBefore.current !== null && holding !== null && holding !== holdingBefore.current) setSelection({});
    if (holding !== null) holdingBefore.current = holding;
  }, [holding]);
  /** options need a main membership; unknown (guest, loading) counts as having one */
  const needsMain = state.data ? !state.data.mainMembershipId : false;

  /** Puts the option `code` in the order (or says why not); 'unknown' for anything that is not an option. */
  const add = useCallback(
    (code: string): OptionChoice | { result: 'needs-main' } => {
      // without a main membership no option goes in (the API refuses it: ERROR_NOT_MEMBERSHIP)
      if (needsMain && optionGroupOfCode(code, groups)) return { result: 'needs-main' };
      const choice = chooseOption(selection, code, groups, held);
      setSelection(choice.selection);
      return choice;
    },
    [selection, groups, held, needsMain],
  );
  const remove = useCallback((groupKey: string) => {
    setSelection((s) => Object.fromEntries(Object.entries(s).filter(([k]) => k !== groupKey)));
  }, []);

  return {
    groups,
    /**
     * what the member holds, as read from the member state (the lent catalogue applies the same rule
     * to it); a member without a main membership and without options: nothing held and no main
     * (mainCode null), so the catalogue's option cards say options need one
     */
    heldOptions: heldOptions ?? (needsMain ? NOTHING_HELD : null),
    held,
    chosen,
    total: chosen.reduce((sum, p) => sum + BigInt(p.price), 0n),
    needsMain,
    add,
    remove,
  };
}
