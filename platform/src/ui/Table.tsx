import type { Key, ReactNode } from 'react';
import styled from 'styled-components';
import { VisuallyHidden } from './VisuallyHidden';
import { EmptyState } from './EmptyState';
import { upTo } from './theme';
import { scrollEdgeFade } from './scrollEdgeFade';
import { useSideScrollFocus } from './useSideScrollFocus';
import { staleMarks } from './staleMarks';

export interface TableColumn<T> {
  key: string;
  header: ReactNode;
  render?: (row: T, index: number) => ReactNode;
  align?: 'left' | 'center' | 'right';
  width?: string;
  /** How narrow the column may get before the table scrolls instead (a name wraps at words, not letter by letter). */
  minWidth?: string;
}

export interface TableProps<T> {
  columns: readonly TableColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T, index: number) => Key;
  /** Describes the table for screen readers (visually hidden unless showCaption). */
  caption: string;
  showCaption?: boolean;
  emptyMessage?: string;
  /** The rows are the page before's while the next one loads (a query's placeholder data): `staleMarks`. */
  stale?: boolean;
}

const Wrapper = styled.div`
  overflow-x: auto;
  ${scrollEdgeFade}
`;
const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.m};
  th, td {
    padding: ${({ theme }) => `${theme.space.s} ${theme.space.m}`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  th {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    /* a short Korean header broken into single syllables on a phone reads badly: the table scrolls instead */
    white-space: nowrap;
  }
  ${upTo.smallPhone} {
    th, td { padding: ${({ theme }) => theme.space.s}; }
  }
  caption { text-align: left; padding-bottom: ${({ theme }) => theme.space.s}; font-weight: ${({ theme }) => theme.fontWeights.bold}; }
`;

function cellValue<T>(row: T, column: TableColumn<T>, index: number): ReactNode {
  if (column.render) return column.render(row, index);
  const value = (row as Record<string, unknown>)[column.key];
  return value === null || value === undefined ? '' : String(value);
}

export function Table<T>({ columns, rows, rowKey, caption, showCaption = false, emptyMessage, stale }: TableProps<T>) {
  // the box scrolls on PC; the mobile site makes the table itself the scroller
  const box = useSideScrollFocus<HTMLDivElement>();
  const table = useSideScrollFocus<HTMLTableElement>();
  return (
    <Wrapper ref={box.ref} {...(box.overflows && { tabIndex: 0, role: 'region', 'aria-label': caption })} {...staleMarks(stale)}>
      <StyledTable ref={table.ref} tabIndex={table.overflows ? 0 : undefined}>
        <caption>{showCaption ? caption : <VisuallyHidden>{caption}</VisuallyHidden>}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.key} scope="col" style={{ textAlign: c.align ?? 'center', width: c.width, minWidth: c.minWidth }}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={rowKey(row, index)}>
              {columns.map((c) => (
                <td key={c.key} style={{ textAlign: c.align ?? 'center' }}>
                  {cellValue(row, c, index)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </StyledTable>
      {/* below the table, not in a row of it: a table wider than a phone would centre it off screen */}
      {rows.length === 0 && <EmptyState message={emptyMessage} />}
    </Wrapper>
  );
}
