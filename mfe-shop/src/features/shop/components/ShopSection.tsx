import type { ReactNode } from 'react';
import styled from 'styled-components';

const Box = styled.section`
  margin-top: ${({ theme }) => theme.space.xxl};
  > header {
    display: flex;
    align-items: baseline;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.m};
    margin-bottom: ${({ theme }) => theme.space.m};
  }
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  > header p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.s};
    color: ${({ theme }) => theme.colors.textSecondary};
  }
`;

/** A titled block of a shop page (its h2 names it for screen readers). */
/** `id`: an address's #fragment names it (the personal zone's 아이템 leads to #inventory). */
export function ShopSection({ title, note, children, testId, id }: { title: string; note?: ReactNode; children: ReactNode; testId?: string; id?: string }) {
  return (
    <Box aria-label={title} data-testid={testId} id={id} tabIndex={id ? -1 : undefined}>
      <header>
        <h2>{title}</h2>
        {note && <p>{note}</p>}
      </header>
      {children}
    </Box>
  );
}
