// A button that cannot act now is unavailable but focusable, described by what says why: natively
// disabled, it was skipped by Tab and its reason never read out (a11y review).

/** The button's props: nothing while it can act (its own busy state holds), else aria-disabled and the reason's id. */
export const unavailableBecause = (reasonId: string | null) => (reasonId === null ? {} : { 'aria-disabled': true as const, 'aria-describedby': reasonId });
