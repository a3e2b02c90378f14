// A zero-based page request (SPEC §5; its querystring fields: contracts' `pageFields`) and its answer.
import type { Page } from '@hanpan/contracts';

export interface PageRequest {
  page: number;
  size: number;
  offset: number;
}

export function pageRequest(q: { page?: number; size?: number }, defaultSize = 10): PageRequest {
  const page = Math.max(0, q.page ?? 0);
  const size = Math.max(1, q.size ?? defaultSize);
  return { page, size, offset: page * size };
}

export function toPage<T>(content: T[], req: PageRequest, totalElements: number): Page<T> {
  return { content, page: req.page, size: req.size, totalElements, totalPages: Math.ceil(totalElements / req.size) };
}
