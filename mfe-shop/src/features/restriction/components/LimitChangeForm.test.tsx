import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { LimitInfo } from '@hanpan/contracts';
import { hanpanStore, useLocation } from '@hanpan/platform';
import { answerPopup, loginAs, renderShop, resetStore } from '../../../test/renderShop';
import { LimitChangeForm } from './LimitChangeForm';

const limit = (over: Partial<LimitInfo> = {}): LimitInfo => ({
  legalMonthLimit: '1000000', monthLimit: '1000000', dayLimit: null, usedThisMonth: '0', usedToday: '0', remainingMonth: '1000000', remainingDay: null,
  limitAmount: '1000000', gameStakeLimit: '100000', canRaise: true, nextRaiseAvailableDate: null, ...over,
});

function Where() {
  const l = useLocation();
  return <output data-testid="where">{`${l.pathname}|${(l.state as { message?: string } | null)?.message ?? ''}`}</output>;
}

afterEach(resetStore);
beforeEach(() => loginAs(77));

describe('LimitChangeForm', () => {
  it('lowering asks first, sends the new limits, and shows the result page with the API reason', async () => {
    const { api } = renderShop(
      <>
        <LimitChangeForm limit={limit()} />
        <Where />
      </>,
      { api: () => ({ body: { resultType: 'success', message: '구매 한도가 변경되어 즉시 적용되었습니다. (월 300,000원)', limit: limit({ monthLimit: '300000', canRaise: false }) } }) },
    );
    fireEvent.change(screen.getByLabelText('월 구매 한도'), { target: { value: '300000' } });
    fireEvent.click(screen.getByRole('button', { name: '한도 낮추기' }));
    const confirm = hanpanStore.getState().layer.current!;
    expect(confirm.type).toBe('confirm');
    expect(confirm.body).toMatch(/낮춘 달에는 다시 올릴 수 없습니다/);
    act(() => void answerPopup(true));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/popup/restrict/result/success|구매 한도가 변경되어 즉시 적용되었습니다. (월 300,000원)'));
    expect(api.calls[0]!.method).toBe('put');
    expect(api.calls[0]!.url).toBe('/api/restriction/downgrade');
    expect(JSON.parse(api.calls[0]!.data as string)).toEqual({ monthLimit: '300000' });
    expect(api.calls[0]!.headers['idempotency-key']).toBeTruthy();
  });

  it('a refused raise goes to its own result page (month-limit), the note says why beforehand', async () => {
    renderShop(
      <>
        <LimitChangeForm limit={limit({ monthLimit: '300000', canRaise: false, nextRaiseAvailableDate: '2026-06-01T00:00:00+09:00' })} />
        <Where />
      </>,
      { api: () => ({ body: { resultType: 'month-limit', message: '이번 달에 구매 한도를 낮춰서 이번 달에는 다시 높일 수 없습니다.', limit: limit({ monthLimit: '300000' }) } }) },
    );
    expect(screen.getByTestId('raise-blocked-note').textContent).toMatch(/이번 달에는 한도를 올릴 수 없습니다/);
    fireEvent.change(screen.getByLabelText('월 구매 한도'), { target: { value: '1000000' } });
    fireEvent.click(screen.getByRole('button', { name: '한도 올리기' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toMatch(/^\/popup\/restrict\/result\/month-limit\|이번 달에 구매 한도를 낮춰서/));
  });

  it('a value the API would refuse is said inline before any confirm (day limit 10,000원 → 50,000원 is not lowering)', async () => {
    const { api } = renderShop(<LimitChangeForm limit={limit({ dayLimit: '10000', remainingDay: '10000' })} />);
    fireEvent.change(screen.getByLabelText('월 구매 한도'), { target: { value: '100000' } });
    fireEvent.change(screen.getByLabelText('일 구매 한도'), { target: { value: '50000' } });
    fireEvent.click(screen.getByRole('button', { name: '한도 낮추기' }));
    expect(hanpanStore.getState().layer.current).toBeNull();
    const error = screen.getByTestId('limit-change-error');
    expect(error.getAttribute('role')).toBe('alert');
    expect(error.textContent).toBe('일 한도는 지금(10,000원)보다 낮은 금액으로만 낮출 수 있습니다. 50,000원으로 바꾸려면 한도 올리기를 이용해 주세요.');
    expect(screen.getByLabelText('일 구매 한도').getAttribute('aria-invalid')).toBe('true');
    expect(api.calls).toHaveLength(0);
    // a lower (or the same) daily limit: the error goes, and the confirm names only what changes
    fireEvent.change(screen.getByLabelText('일 구매 한도'), { target: { value: '10000' } });
    expect(screen.queryByTestId('limit-change-error')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '한도 낮추기' }));
    await waitFor(() => expect(hanpanStore.getState().layer.current?.type).toBe('confirm'));
    expect(hanpanStore.getState().layer.current!.body).toMatch(/^월 한도를 100,000원으로 낮춥니다\./);
  });

  it('lowering to the limits of now is refused inline too (nothing would change)', () => {
    const { api } = renderShop(<LimitChangeForm limit={limit({ monthLimit: '300000' })} />);
    fireEvent.click(screen.getByRole('button', { name: '한도 낮추기' }));
    expect(hanpanStore.getState().layer.current).toBeNull();
    expect(screen.getByTestId('limit-change-error').textContent).toContain('지금과 같은 한도입니다');
    expect(api.calls).toHaveLength(0);
  });

  it('offers monthly limits up to the legal 1,000,000원 only', () => {
    renderShop(<LimitChangeForm limit={limit()} />);
    const options = Array.from((screen.getByLabelText('월 구매 한도') as HTMLSelectElement).options).map((o) => o.value);
    expect(options.at(-1)).toBe('1000000');
    expect(options.every((v) => BigInt(v) <= 1_000_000n)).toBe(true);
  });
});
