// Enter in a member-number field looks the number up, as its button (받는 분 확인, 회원 확인) does.
// The form's own submit button waits for that lookup (disabled until then), and a browser does
// nothing on Enter while the default button is disabled: without this, Enter there did nothing
// and said nothing. Enter never sends from that field, even once the number is confirmed: the
// money goes only from the amount field or the button.
import type { KeyboardEvent, ReactNode } from 'react';
import type { RecipientCheckState } from './hooks/useRecipient';

/** An Enter that means "go" (not one that ends an IME composition). */
export const isEnter = (e: KeyboardEvent) => e.key === 'Enter' && !e.nativeEvent.isComposing;

/** Wraps the member-number field (laid out as if the wrapper were not there). */
export function CheckOnEnter({ state, canCheck = true, children }: { state: RecipientCheckState; canCheck?: boolean; children: ReactNode }) {
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (!isEnter(e) || !(e.target instanceof HTMLInputElement)) return;
    e.preventDefault();
    if (canCheck && e.target.value.trim() !== '' && !state.isChecking) state.check();
  };
  return (
    <div style={{ display: 'contents' }} onKeyDown={onKeyDown}>
      {children}
    </div>
  );
}

/**
 * The form's keydown while its send button waits for the recipient: Enter in another field (the
 * amount) submits anyway, so the form says what is missing ('받는 분 확인을 눌러…') instead of nothing.
 */
export const submitOnEnterBeforeCheck = (state: Pick<RecipientCheckState, 'ready'>, submit: () => void) => (e: KeyboardEvent) => {
  if (!isEnter(e) || e.defaultPrevented || state.ready || !(e.target instanceof HTMLInputElement)) return;
  e.preventDefault();
  submit();
};
