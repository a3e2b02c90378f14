import { screen, within } from '@testing-library/react';
import type { Page, RestrictionHistory } from '@hanpan/contracts';
import { loginAs, renderShop, resetStore } from '../../../test/renderShop';
import { RestrictionHistoryTable } from './RestrictionHistoryTable';

afterEach(resetStore);
beforeEach(() => loginAs(12));

const row = (r: Partial<RestrictionHistory>): RestrictionHistory => ({ id: 1, action: 'downgrade', resultType: 'success', dayLimit: null, monthLimit: '1000000', message: '변경되었습니다.', createdAt: '2026-12-01T03:00:00Z', ...r });

it('shows the day limit of each change beside the month limit: lowering the day limit alone is visible', async () => {
  const body: Page<RestrictionHistory> = { content: [row({ id: 2, dayLimit: '10000' }), row({ id: 1 })], page: 0, size: 10, totalElements: 2, totalPages: 1 };
  renderShop(<RestrictionHistoryTable />, { api: () => ({ body }) });
  const table = await screen.findByRole('table', { name: '한도 변경 내역' });
  expect(within(table).getByRole('columnheader', { name: '일 한도' })).toBeTruthy();
  const [, first, second] = within(table).getAllByRole('row');
  expect(within(first!).getAllByRole('cell').map((c) => c.textContent)).toContain('10,000원');
  expect(within(second!).getAllByRole('cell').map((c) => c.textContent)).toContain('설정 안 함');
});

const cells = (r: HTMLElement) => within(r).getAllByRole('cell').map((c) => c.textContent).slice(1);

it('a refused change says so: 불가 beside its kind, what it asked against what stayed for a value it changed, the value that stayed for one it did not', async () => {
  const body: Page<RestrictionHistory> = {
    content: [
      row({ id: 2, action: 'upgrade', resultType: 'month-limit', monthLimit: '1000000', dayLimit: '50000', before: { monthLimit: '500000', dayLimit: '50000' }, message: '이번 달에는 한도를 올릴 수 없습니다.' }),
      row({ id: 1, monthLimit: '500000', dayLimit: '50000', before: { monthLimit: '1000000', dayLimit: null } }),
    ],
    page: 0, size: 10, totalElements: 2, totalPages: 1,
  };
  renderShop(<RestrictionHistoryTable />, { api: () => ({ body }) });
  const table = await screen.findByRole('table', { name: '한도 변경 내역' });
  const [, refusedRow, lowered] = within(table).getAllByRole('row');
  // the day limit was not asked to change (QA: '50,000원 (요청)' read as asked for)
  expect(cells(refusedRow!)).toEqual(['한도 상향 불가', '요청 1,000,000원유지 500,000원', '50,000원', '이번 달에는 한도를 올릴 수 없습니다.']);
  expect(within(refusedRow!).getByText('유지', { exact: false }).textContent).toBe('유지 500,000원');
  // a change that went through does not repeat its amounts in 결과 (QA)
  expect(cells(lowered!)).toEqual(['한도 하향', '500,000원', '50,000원', '적용됨']);
});

it('a refused change of the day limit alone: the month that stayed is plain, the day asked against the day kept (none set too)', async () => {
  const body: Page<RestrictionHistory> = {
    content: [
      row({ id: 2, action: 'downgrade', resultType: 'day-limit', monthLimit: '300000', dayLimit: '500000', before: { monthLimit: '300000', dayLimit: null }, message: '일 한도(500,000원)는 월 한도(300,000원)보다 클 수 없습니다.' }),
      row({ id: 1, action: 'upgrade', resultType: 'error', monthLimit: '300000', dayLimit: null, before: { monthLimit: '300000', dayLimit: '10000' }, message: '한도 상향은 현재보다 높은 금액으로만 설정할 수 있습니다.' }),
    ],
    page: 0, size: 10, totalElements: 2, totalPages: 1,
  };
  renderShop(<RestrictionHistoryTable />, { api: () => ({ body }) });
  const table = await screen.findByRole('table', { name: '한도 변경 내역' });
  const [, dayOver, removeDay] = within(table).getAllByRole('row');
  expect(cells(dayOver!).slice(1, 3)).toEqual(['300,000원', '요청 500,000원유지 설정 안 함']);
  expect(cells(removeDay!).slice(1, 3)).toEqual(['300,000원', '요청 설정 안 함유지 10,000원']);
  expect(screen.queryByText(/\(요청\)/)).toBeNull();
});

it('a refusal recorded before the API kept the limits in force: only what was asked, named so', async () => {
  const body: Page<RestrictionHistory> = {
    content: [row({ id: 1, action: 'upgrade', resultType: 'error', monthLimit: '2000000', dayLimit: null, message: '월 한도는 법정 한도(1,000,000원)를 넘을 수 없습니다.' })],
    page: 0, size: 10, totalElements: 1, totalPages: 1,
  };
  renderShop(<RestrictionHistoryTable />, { api: () => ({ body }) });
  const table = await screen.findByRole('table', { name: '한도 변경 내역' });
  const [, legacy] = within(table).getAllByRole('row');
  expect(cells(legacy!).slice(1, 3)).toEqual(['요청 2,000,000원', '요청 설정 안 함']);
});
