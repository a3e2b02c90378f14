// `@hanpan/platform/member-action`: unshared (bundled where used, off the first load of pages that
// take no action); the store, client and react-query come from the `@hanpan/platform` singleton.
export { alertActionDone, actionDoneText, type ActionDone } from './alertActionDone';
export { alertAnswerLost, answerLostText, isOtherMemberRefusal, type AnswerLost } from './alertAnswerLost';
export { openFromLayer } from './openFromLayer';
export { goInstead, openPaymentWindowOrGo, openPopupOrGo, START_PAGE_KEPT_MS, takeStartPage } from './openPopupOrGo';
export { shownMemberAddress } from './shownMemberAddress';
export { unavailableBecause } from './unavailableBecause';
export { useLoginHint } from './useLoginHint';
export { useMemberAction, type MemberActionOptions } from './useMemberAction';
export { watchPaymentWindow } from './watchPaymentWindow';
