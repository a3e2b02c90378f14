// A part of a page that could not be read, said in one line with its 다시 시도 while the rest of the
// page stands (a whole page or panel that failed is platform's ErrorState instead).
import type { ReactNode } from 'react';
import { Button, MESSAGES, useFocusToAreaWhenGone } from '@hanpan/platform';

export interface RetryLineProps {
  /** What could not be read, in words. */
  children: ReactNode;
  onRetry(): void;
  /** `p` for a line of its own; a span sits in a row of others. */
  as?: 'p' | 'span';
  /** The caller's look: `<Pill as={RetryLine} …>` (a paragraph: add forwardedAs="p"). */
  className?: string;
  'data-testid'?: string;
}

export function RetryLine({ children, onRetry, as: Line = 'span', className, 'data-testid': testId }: RetryLineProps) {
  useFocusToAreaWhenGone();
  return (
    <Line role="alert" className={className} data-testid={testId}>
      {children}{' '}
      {/* the platform Button: finger-sized (44 px) on touch screens */}
      <Button size="s" variant="text" onClick={onRetry}>
        {MESSAGES.retry}
      </Button>
    </Line>
  );
}
