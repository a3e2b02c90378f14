// A server-paged table (zero-based pages, SPEC §5) with its skeleton, error + 다시 시도 and empty text.
import type { Key } from 'react';
import type { Page } from '@hanpan/contracts';
import { ErrorState, Paging, SkeletonTable, Table, type TableColumn } from '@hanpan/platform';

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
  return (
    <>
      <Table caption={caption} columns={columns} rows={query.data.content} rowKey={rowKey} emptyMessage={emptyMessage} stale={query.isPlaceholderData} />
      <Paging page={page} totalPages={query.data.totalPages} onChange={onPage} aria-label={`${caption} 페이지`} />
    </>
  );
}
