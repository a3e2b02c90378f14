// Page navigation. `page` is zero-based (what the server takes, SPEC §5); labels are one-based.
// ‹ › at either end are aria-disabled, not disabled: the one pressed keeps the focus (QA: disabled on
// the last page, it dropped the focus to the page, out of the coupon box's dialog).
import styled from 'styled-components';
import { touchTarget } from './touchTarget';

export interface PagingProps {
  /** Zero-based current page. */
  page: number;
  totalPages: number;
  /** Receives the zero-based page. */
  onChange(page: number): void;
  /** Page buttons per group (default 10). */
  groupSize?: number;
  'aria-label'?: string;
}

const Nav = styled.nav`
  display: flex;
  justify-content: center;
  margin: ${({ theme }) => theme.space.l} 0;
  ol { display: flex; gap: ${({ theme }) => theme.space.xs}; list-style: none; margin: 0; padding: 0; flex-wrap: wrap; }
`;

const PageButton = styled.button<{ $current?: boolean }>`
  min-width: 36px;
  min-height: 36px;
  ${touchTarget}
  padding: 0 ${({ theme }) => theme.space.s};
  border: 1px solid ${({ theme, $current }) => ($current ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.s};
  background: ${({ theme, $current }) => ($current ? theme.colors.primary : theme.colors.surface)};
  color: ${({ theme, $current }) => ($current ? theme.colors.onPrimary : theme.colors.text)};
  font-weight: ${({ theme, $current }) => ($current ? theme.fontWeights.bold : theme.fontWeights.regular)};
  cursor: pointer;
  &[aria-disabled='true'] { cursor: not-allowed; color: ${({ theme }) => theme.colors.textSecondary}; background: ${({ theme }) => theme.colors.surfaceMuted}; }
`;

export function pagingGroup(page: number, totalPages: number, groupSize = 10): number[] {
  if (totalPages <= 0) return [];
  const current = Math.min(Math.max(page, 0), totalPages - 1);
  const start = Math.floor(current / groupSize) * groupSize;
  const end = Math.min(start + groupSize, totalPages);
  return Array.from({ length: end - start }, (_, i) => start + i);
}

export function Paging({ page, totalPages, onChange, groupSize = 10, ...aria }: PagingProps) {
  if (totalPages <= 1) return null;
  const pages = pagingGroup(page, totalPages, groupSize);
  const go = (target: number) => {
    if (target !== page && target >= 0 && target < totalPages) onChange(target);
  };
  return (
    <Nav aria-label={aria['aria-label'] ?? '페이지 이동'}>
      <ol>
        <li>
          <PageButton type="button" onClick={() => go(page - 1)} aria-disabled={page <= 0} aria-label="이전 페이지">
            ‹
          </PageButton>
        </li>
        {pages.map((p) => (
          <li key={p}>
            <PageButton
              type="button"
              $current={p === page}
              aria-current={p === page ? 'page' : undefined}
              aria-label={`${p + 1} 페이지`}
              onClick={() => go(p)}
            >
              {p + 1}
            </PageButton>
          </li>
        ))}
        <li>
          <PageButton type="button" onClick={() => go(page + 1)} aria-disabled={page >= totalPages - 1} aria-label="다음 페이지">
            ›
          </PageButton>
        </li>
      </ol>
    </Nav>
  );
}
