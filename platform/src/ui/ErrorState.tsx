import type { ReactNode } from 'react';
import styled from 'styled-components';
import { MESSAGES } from '../constants/messages';
import { Button } from './Button';
import { useFocusToAreaWhenGone } from './useFocusToAreaWhenGone';

const Box = styled.div`
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.l}`};
  text-align: center;
  color: ${({ theme }) => theme.colors.text};
  p { margin: 0 0 ${({ theme }) => theme.space.l}; }
`;

export interface ErrorStateProps {
  /** The failure (an ApiError carries a Korean message); a fixed message wins over it. */
  error?: unknown;
  message?: ReactNode;
  onRetry?: () => void;
  retryLabel?: string;
}

export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return MESSAGES.errorTitle;
}

/** Shown instead of content when a call failed: never a blank page. */
export function ErrorState({ error, message, onRetry, retryLabel = MESSAGES.retry }: ErrorStateProps) {
  useFocusToAreaWhenGone();
  return (
    <Box role="alert">
      <p>{message ?? errorMessage(error)}</p>
      {onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          {retryLabel}
        </Button>
      )}
    </Box>
  );
}
