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

it('a refused change says so: 불가 beside its kind, and its amounts are the ones asked for (not a limit it set)', async () => {
  const body: Page<RestrictionHistory> = {
    content: [row({ id: 2, action: 'upgrade', resultType: 'month-limit', monthLimit: '1000000', dayLimit: '50000', message: '이번 달에는 한도를 올릴 수 없습니다.' }), row({ id: 1, monthLimit: '500000', dayLimit: '50000' })],
    page: 0, size: 10, totalElements: 2, totalPages: 1,
  };
  renderShop(<RestrictionHistoryTable />, { api: () => ({ body }) });
  const table = await screen.findByRole('table', { name: '한도 변경 내역' });
  const [, refusedRow, lowered] = within(table).getAllByRole('row');
  expect(within(refusedRow!).getAllByRole('cell').map((c) => c.textContent).slice(1)).toEqual(['한도 상향 불가', '1,000,000원 (요청)', '50,000원 (요청)', '이번 달에는 한도를 올릴 수 없습니다.']);
  // a change that went through does not repeat its amounts in 결과 (QA)
  expect(within(lowered!).getAllByRole('cell').map((c) => c.textContent).slice(1)).toEqual(['한도 하향', '500,000원', '50,000원', '적용됨']);
});
