// A server-paged table (zero-based pages, SPEC §5) with its skeleton, error + 다시 시도 and empty text
// — and an address past the last page (an old or edited link) said as such, with the way back (QA:
// '?page=999' read '내역이 없습니다' over 18 payments).
import type { Key } from 'react';
import type { Page } from '@hanpan/contracts';
import { withParticle } from '@hanpan/contracts/korean';
import { Button, EmptyState, ErrorState, Paging, SkeletonTable, Table, type TableColumn } from '@hanpan/platform';

/** The page an address names (`page`, counted from 1) as the server counts it; the first for none or a non-page ('abc', 0, -1). */
export const addressPage = (params: URLSearchParams): number => Math.max(0, Math.floor(Number(params.get('page')) || 1) - 1);

/**
 * `params` with each value set, or left out where it is undefined; `page` is zero-based and the
 * first page is left out, as `addressPage` reads it.
 */
export function addressWith(params: URLSearchParams, values: Record<string, string | undefined>, page: number): URLSearchParams {
  const search = new URLSearchParams(params);
  for (const [key, value] of Object.entries({ ...values, page: page > 0 ? String(page + 1) : undefined })) {
    if (value) search.set(key, value);
    else search.delete(key);
  }
  return search;
}

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
