// The recipient of a send, confirmed by nickname before it goes: the player asks (check) for the
// number in the field; the answer counts only while that same number is still in the field. The
// money-transfer popup asks the same before allowing a member to take money from me (RECEIVE_ALLOW).
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Recipient } from '@hanpan/contracts';
import { parseMemberNo } from '@hanpan/contracts/member-no';
import { RECIPIENT_NOT_DIGITS, whyNotAMemberNo } from '../../common/memberNoInput';
import { MESSAGES, useQueryMemberNo } from '@hanpan/platform';
import { recipientQuery, type RecipientPurpose } from '../api/recipientQueries';

export interface RecipientCheckState {
  /** Found for the number now in the field (null: not asked, asked for another number, or not found). */
  recipient: Recipient | null;
  /** The send may go to it: found for this number and allowed by the send's rules. */
  ready: boolean;
  /** Korean, shown by the field: the lookup's refusal or failure. */
  error: string | null;
  isChecking: boolean;
  /** Looks up the number in the field. */
  check(): void;
}

/** The hook's own words, where the action is not a send (e.g. allowing a member to ask me). */
export interface RecipientHookTexts {
  /** the field holds no member number */
  badNumber: string;
  /** found, but the send's rules refuse them and the server gave no reason */
  refused: string;
}

const SEND_HOOK_TEXTS: RecipientHookTexts = { badNumber: RECIPIENT_NOT_DIGITS, refused: '이 회원에게는 보낼 수 없습니다.' };

export function useRecipient(purpose: RecipientPurpose, memberNoText: string, texts: RecipientHookTexts = SEND_HOOK_TEXTS): RecipientCheckState {
  const memberNo = useQueryMemberNo();
  // the field's text when the player asked: typing anything else sets the answer aside
  const [askedText, setAskedText] = useState<string | null>(null);
  const asked = askedText !== null && askedText === memberNoText;
  const recipientNo = asked ? parseMemberNo(memberNoText) : null;
  const query = useQuery({
    ...recipientQuery(memberNo, purpose, recipientNo),
    enabled: memberNo !== null && recipientNo !== null,
    // a confirmed number stays confirmed while the popup is open: no lookup spent on refreshing it
    staleTime: Infinity,
  });
  const recipient = recipientNo !== null && query.data?.memberNo === recipientNo ? query.data : null;
  let error: string | null = null;
  if (asked && recipientNo === null) error = whyNotAMemberNo(memberNoText, texts.badNumber);
  else if (recipient && !recipient.canReceive) error = recipient.refusal?.message ?? texts.refused;
  else if (!recipient && recipientNo !== null && query.isError) error = query.error instanceof Error && query.error.message ? query.error.message : MESSAGES.unknownError;
  return {
    recipient,
    ready: recipient !== null && recipient.canReceive,
    error,
    isChecking: recipientNo !== null && query.isFetching,
    check: () => {
      setAskedText(memberNoText);
      // asking again for the same number after a failure (e.g. too many lookups) tries once more
      if (askedText === memberNoText && query.isError) void query.refetch();
    },
  };
}
