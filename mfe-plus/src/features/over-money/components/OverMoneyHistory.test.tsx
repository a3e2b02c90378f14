import { fireEvent, screen, waitFor } from '@testing-library/react';
import { AddressProbe, installFakeApi } from '@hanpan/platform/testing';
import { renderPlus } from '../../../test/renderPlus';
import { OverMoneyHistory } from './OverMoneyHistory';

const api = installFakeApi((req) => ({ body: { content: [], page: req.params.page, size: 10, totalElements: 25, totalPages: 3 } }));
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
});
