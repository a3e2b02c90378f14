import type { ReactNode } from 'react';
import styled from 'styled-components';
import { MESSAGES } from '../constants/messages';

// what follows the message (a button, a row of them) keeps one gap from it on every page
const Box = styled.div`
  display: grid;
  justify-items: center;
  gap: 12px;
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.l}`};
  text-align: center;
  color: ${({ theme }) => theme.colors.textSecondary};
`;

export interface EmptyStateProps {
  message?: ReactNode;
  children?: ReactNode;
}

export function EmptyState({ message = MESSAGES.empty, children }: EmptyStateProps) {
  return (
    <Box>
      <p style={{ margin: 0 }}>{message}</p>
      {children}
    </Box>
  );
}
