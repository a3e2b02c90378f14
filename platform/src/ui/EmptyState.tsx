import type { ReactNode } from 'react';
import styled from 'styled-components';
import { MESSAGES } from '../constants/messages';

const Box = styled.div`
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
