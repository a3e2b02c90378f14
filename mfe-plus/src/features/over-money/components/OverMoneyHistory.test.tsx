import { fireEvent, screen, waitFor } from '@testing-library/react';
import { AddressProbe, installFakeApi } from '@hanpan/platform/testing';
import { renderPlus } from '../../../test/renderPlus';
import { OverMoneyHistory } from './OverMoneyHistory';

const ROWS = [
  { id: 2, createdAt: '2026-12-06T01:00:00Z', kind: 'WITHDRAW', amount: '-1000000000', balanceAfter: '2000000000', description: '초과 머니 10억 찾기' },
  { id: 1, createdAt: '2026-12-05T01:00:00Z', kind: 'STORE', amount: '3000000000', balanceAfter: '3000000000', description: '럭키 플립 당첨 머니 보관' },
];
// the whole history (no kind): two rows; a kind's pages: empty
const api = installFakeApi((req) =>
  req.params.kind === undefined
    ? { body: { content: ROWS, page: 0, size: 10, totalElements: 2, totalPages: 1 } }
    : { body: { content: [], page: req.params.page, size: 10, totalElements: 25, totalPages: 3 } },
);
afterAll(() => api.restore());

describe('OverMoneyHistory', () => {
  it('keeps the kind and the page in the address: a link or a reload opens them (QA: ?kind=STORE was ignored)', async () => {
    renderPlus(
      <>
        <OverMoneyHistory />
        <AddressProbe />
      </>,
      { path: '/popup/over-money/history?kind=STORE&page=2' },
    );
    await waitFor(() => expect(api.calls.at(-1)?.params).toMatchObject({ kind: 'STORE', page: 1 }));
    expect(screen.getByRole('tab', { name: '보관' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByRole('tab', { name: '찾기' }));
    // another kind starts on its first page
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('/popup/over-money/history?kind=WITHDRAW'));
    await waitFor(() => expect(api.calls.at(-1)?.params).toMatchObject({ kind: 'WITHDRAW', page: 0 }));
  });

  it('signs what was stored and what was taken out, as the other histories sign theirs (QA: 보관 30억 beside 찾기 -10억)', async () => {
    renderPlus(<OverMoneyHistory />, { path: '/popup/over-money/history' });
    const amounts = async () => (await screen.findAllByRole('row')).slice(1).map((row) => row.querySelectorAll('td')[3]?.textContent);
    await waitFor(async () => expect(await amounts()).toEqual(['-10억', '+30억']));
  });
});
