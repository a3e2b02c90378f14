// The member-number field of a send with its recipient check: '받는 분 확인' looks the number up,
// then '받는 분: <닉네임> (회원번호 N)' or the Korean reason shows right under the field. Another
// action on a member number (allowing a member to ask me for money) gives its own words (texts).
// The line under the field is a status region (the answer is read out where it appears; a refusal
// is an alert), and the button keeps the focus while it asks (busy, not disabled). A refusal marks
// the field and describes it, and the focus goes back from the button to the number, as a refused
// amount's field does. The form's send button waits on the lookup described by that line.
import { useEffect, useId, useRef } from 'react';
import styled from 'styled-components';
import { Button } from '@hanpan/platform';
import type { RecipientCheckState } from './hooks/useRecipient';

const Row = styled.div`
  display: flex;
  align-items: flex-end;
  gap: 8px;
  > label {
    flex: 1;
    min-width: 0;
  }
`;

/** The recipient line of a confirm dialog and of the form. */
export const recipientLine = (r: { nickname: string; memberNo: number }) => `받는 분: ${r.nickname} (회원번호 ${r.memberNo})`;

/** What the field says around the lookup; a send's words unless the action names them otherwise. */
export interface RecipientCheckTexts {
  button: string;
  line(r: { nickname: string; memberNo: number }): string;
  prompt: string;
  checking: string;
}

export const SEND_RECIPIENT_TEXTS: RecipientCheckTexts = {
  button: '받는 분 확인',
  line: recipientLine,
  prompt: '회원번호를 입력하고 받는 분 확인을 눌러 닉네임을 확인해 주세요.',
  checking: '받는 분을 확인하고 있습니다…',
};

export function RecipientCheck({
  label,
  placeholder,
  value,
  onChange,
  state,
  texts = SEND_RECIPIENT_TEXTS,
  refusal = null,
  lineId,
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange(value: string): void;
  state: RecipientCheckState;
  texts?: RecipientCheckTexts;
  /** the action's own rules refuse the number (e.g. already allowed): said here, no lookup spent */
  refusal?: string | null;
  /** the id of the line under the field (the form's send button is described by it while it waits) */
  lineId?: string;
}) {
  const ownId = useId();
  const line = lineId ?? `${ownId}-line`;
  const input = useRef<HTMLInputElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const error = refusal ?? state.error;
  // once answered (not while asking), and only if the player still waits on the button
  useEffect(() => {
    if (error && !state.isChecking && document.activeElement === button.current) input.current?.focus();
  }, [error, state.isChecking]);
  return (
    <>
      <Row>
        <label>
          {label}
          <input
            ref={input}
            name="memberNo"
            inputMode="numeric"
            value={value}
            onChange={(e) => onChange(e.target.value)}
            placeholder={placeholder}
            aria-invalid={!!error}
            aria-describedby={error ? line : undefined}
          />
        </label>
        <Button
          ref={button}
          type="button"
          variant="secondary"
          onClick={state.check}
          busy={state.isChecking}
          disabled={value.trim() === '' || refusal !== null}
        >
          {texts.button}
        </Button>
      </Row>
      {error ? (
        <small key="error" id={line} role="alert" data-testid="recipient-error">
          {error}
        </small>
      ) : (
        // one element from the prompt to the answer: a live region announces what changes in it
        <small key="status" id={line} role="status" data-testid={state.recipient ? 'recipient' : undefined}>
          {state.recipient ? texts.line(state.recipient) : state.isChecking ? texts.checking : texts.prompt}
        </small>
      )}
    </>
  );
}
