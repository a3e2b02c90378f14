// A member's action button that cannot act now (a recipient not checked, nothing chosen to pay for)
// is unavailable but focusable, described by the visible line that says why: natively disabled, it
// was skipped by Tab and its reason never read out (a11y review).

/** The button's props: nothing while it can act (its own busy state holds), else aria-disabled and the reason line's id. */
export const unavailableBecause = (reasonId: string | null) => (reasonId === null ? {} : { 'aria-disabled': true as const, 'aria-describedby': reasonId });
