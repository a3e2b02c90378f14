import { fireEvent, screen } from '@testing-library/react';
import type { TableColumn } from '@hanpan/platform';
import { renderPlus } from '../test/renderPlus';
import { PagedTable, type PagedQuery } from './PagedTable';

type Row = { no: string };
const COLUMNS: readonly TableColumn<Row>[] = [{ key: 'no', header: '번호' }];
const answer = (content: Row[], totalPages: number, number: number): PagedQuery<Row> => ({
  data: { content, page: number, size: 10, totalElements: totalPages * 10, totalPages },
  error: null,
  isPending: false,
  isError: false,
  isPlaceholderData: false,
  refetch: () => undefined,
});

describe('PagedTable', () => {
  it("an address past the last page says so and offers the last page (QA: '?page=999' read '내역이 없습니다' over 18 payments)", () => {
    const onPage = jest.fn();
    renderPlus(<PagedTable query={answer([], 2, 998)} columns={COLUMNS} rowKey={(r) => r.no} caption="멤버십 결제 내역" emptyMessage="조회 기간에 멤버십 결제 내역이 없습니다." page={998} onPage={onPage} />);
    expect(screen.getByText('999쪽에는 멤버십 결제 내역이 없습니다. 멤버십 결제 내역은 2쪽까지 있습니다.')).toBeTruthy();
    expect(screen.queryByText('조회 기간에 멤버십 결제 내역이 없습니다.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '마지막 페이지로' }));
    expect(onPage).toHaveBeenCalledWith(1);
  });

  it('a search with nothing in it says its own empty text', () => {
    renderPlus(<PagedTable query={answer([], 0, 0)} columns={COLUMNS} rowKey={(r) => r.no} caption="멤버십 결제 내역" emptyMessage="조회 기간에 멤버십 결제 내역이 없습니다." page={0} onPage={jest.fn()} />);
    expect(screen.getByText('조회 기간에 멤버십 결제 내역이 없습니다.')).toBeTruthy();
  });
});
