// A member's action that changes their own data (a payment, a transfer, a claim, a message): one
// Idempotency-Key per action, so a double click or a retry never does it twice; when it is over —
// on success, and when its answer was lost (the server may have done it) — the member's data is
// read again here and in the other windows of the portal (the page behind a popup); after a refusal
// here only (the page was out of date; nothing changed that other windows show).
import { useRef } from 'react';
import { announceBalanceChange, isAnswerLost, memberKey, useIdempotentAction, useMutation, useQueryClient, useQueryMemberNo } from '@hanpan/platform';
import { isOtherMemberRefusal } from './alertAnswerLost';

export interface MemberActionOptions<TVars, TResult> {
  /** Names the change for the other windows' announcement (logs). */
  source?: string;
  /**
   * Which failures read the member again: 'always' (default) — a refusal too, which usually means
   * the page is out of date (done in another window or on another PC: QA saw 남은 2회 and a live
   * button after '이미 받았습니다'); 'lost' — only an answer lost to a timeout or an outage; 'page' —
   * the page's own failure handling reads what the action could have changed.
   */
  rereadAfterFailure?: 'lost' | 'always' | 'page';
  /**
   * After a lost answer, pressing again for the same action sends the lost request as it was (its
   * key and what it saw), so the server answers with its first result — for a request carrying what
   * the player saw, which a read after the loss would change (a second, different request).
   */
  sameAction?: (lost: TVars, next: TVars) => boolean;
  /** The answer is shown at once; the member's data is read again behind it. */
  showBeforeReread?: boolean;
  /** Before the member's data is read again: put what the answer says into the feature's cache. */
  onSuccess?: (result: TResult) => void;
  onError?: (error: unknown) => void;
}

export function useMemberAction<TVars, TResult>(send: (vars: TVars, idempotencyKey: string) => Promise<TResult>, options: MemberActionOptions<TVars, TResult> = {}) {
  const memberNo = useQueryMemberNo();
  const client = useQueryClient();
  const action = useIdempotentAction();
  const lost = useRef<{ vars: TVars } | null>(null);
  const requestFor = (v: TVars) => (lost.current && options.sameAction?.(lost.current.vars, v) ? lost.current.vars : v);
  // `changed`: the action may have changed the member (done, or its answer lost) — the other windows read too
  const reread = (changed: boolean) => {
    if (changed) announceBalanceChange(options.source);
    return client.invalidateQueries({ queryKey: memberKey(memberNo) });
  };
  const failureRereads = options.rereadAfterFailure ?? 'always';
  return useMutation({
    mutationFn: (v: TVars) => {
      const vars = requestFor(v);
      return send(vars, action.keyFor(vars));
    },
    onSuccess: (result) => {
      lost.current = null;
      action.reset();
      options.onSuccess?.(result);
      const read = reread(true);
      return options.showBeforeReread ? undefined : read;
    },
    onError: (error, v) => {
      const answerLost = isAnswerLost(error);
      lost.current = answerLost && options.sameAction ? { vars: requestFor(v) } : null;
      // another member logged in: what would be read is theirs (the transport opens the page again)
      const reads = !isOtherMemberRefusal(error) && (failureRereads === 'always' || (failureRereads === 'lost' && answerLost));
      if (reads) void reread(answerLost);
      options.onError?.(error);
    },
  });
}
