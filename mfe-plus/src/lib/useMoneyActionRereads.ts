// What a money action's mutation does when it is over: on success, and when its answer was lost
// (the server may have done it), the member's data is read again here and in the other windows.
import { announceBalanceChange, isAnswerLost, memberKey, useQueryClient, useQueryMemberNo } from '@hanpan/platform';

export function useMoneyActionRereads(source?: string) {
  const memberNo = useQueryMemberNo();
  const client = useQueryClient();
  const reread = () => {
    announceBalanceChange(source);
    return client.invalidateQueries({ queryKey: memberKey(memberNo) });
  };
  return { reread, rereadIfLost: (error: unknown) => (isAnswerLost(error) ? reread() : undefined) };
}
