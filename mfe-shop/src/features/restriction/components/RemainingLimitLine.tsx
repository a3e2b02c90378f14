// '이번 달 남은 구매 한도 …' as the PC shop's bar and the mobile shop's charge button both say it; a
// limit that cannot be read is said with 다시 시도 instead of a line that quietly goes missing.
import { RetryLine } from '../../../ui/RetryLine';
import { useRestriction } from '../hooks/useRestriction';
import { RemainingLimitAmount } from './RemainingLimitAmount';

export interface RemainingLimitLineProps {
  /** `p` for a line of its own; a span sits in a row of others. */
  as?: 'p' | 'span';
  className?: string;
  /** the line's test id; the error line's is the same with `-error` */
  'data-testid': string;
}

export function RemainingLimitLine({ as: Line = 'span', className, 'data-testid': testId }: RemainingLimitLineProps) {
  const { data, isError, refetch } = useRestriction();
  if (isError) {
    return (
      <RetryLine as={Line} className={className} onRetry={() => void refetch()} data-testid={`${testId}-error`}>
        이번 달 남은 구매 한도를 불러오지 못했습니다.
      </RetryLine>
    );
  }
  if (!data) return null;
  return (
    <Line className={className} data-testid={testId}>
      이번 달 남은 구매 한도 <RemainingLimitAmount limit={data.limit} emphasis />
    </Line>
  );
}
