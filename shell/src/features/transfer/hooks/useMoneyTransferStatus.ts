// GET /api/money-transfer/status — Transfer limits, today usage, receive permissions.
import { useQuery } from '@tanstack/react-query';
import { useQueryMemberNo } from '@hanpan/platform';
import { moneyTransferStatusQuery } from '../api/transferQueries';

export function useMoneyTransferStatus() {
  const memberNo = useQueryMemberNo();
  return useQuery({
    ...moneyTransferStatusQuery(memberNo),
    enabled: memberNo !== null,
  });
}
