// A server-paged table (zero-based pages, SPEC §5) with its skeleton, error + 다시 시도 and empty text
// — and an address past the last page (an old or edited link) said as such, with the way back (QA:
// '?page=999' read '내역이 없습니다' over 18 payments).
import type { Key } from 'react';
import type { Page } from '@hanpan/contracts';
import { withParticle } from '@hanpan/contracts/korean';
import { Button, EmptyState, ErrorState, Paging, SkeletonTable, Table, type TableColumn } from '@hanpan/platform';

export interface PagedQuery<T> {
  data: Page<T> | undefined;
  error: unknown;
  isPending: boolean;
  isError: boolean;
  /** The page before's rows while the next loads (keepPreviousData). */
  isPlaceholderData: boolean;
  refetch(): unknown;
}

export interface PagedTableProps<T> {
  query: PagedQuery<T>;
  columns: readonly TableColumn<T>[];
  rowKey: (row: T, index: number) => Key;
  caption: string;
  emptyMessage: string;
  page: number;
  onPage(page: number): void;
}

export function PagedTable<T>({ query, columns, rowKey, caption, emptyMessage, page, onPage }: PagedTableProps<T>) {
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (query.isPending || !query.data) return <SkeletonTable rows={5} columns={columns.length} />;
  const { totalPages } = query.data;
  if (query.data.content.length === 0 && totalPages > 0 && page >= totalPages) {
    return (
      <EmptyState message={`${page + 1}쪽에는 ${withParticle(caption, '이')} 없습니다. ${withParticle(caption, '은')} ${totalPages}쪽까지 있습니다.`}>
        <Button style={{ marginTop: 12 }} onClick={() => onPage(totalPages - 1)}>
          마지막 페이지로
        </Button>
      </EmptyState>
    );
  }
  return (
    <>
      <Table caption={caption} columns={columns} rows={query.data.content} rowKey={rowKey} emptyMessage={emptyMessage} stale={query.isPlaceholderData} />
      <Paging page={page} totalPages={query.data.totalPages} onChange={onPage} aria-label={`${caption} 페이지`} />
    </>
  );
}
