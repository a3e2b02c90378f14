import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { LimitInfo, Restriction } from '@hanpan/contracts';
import { BALANCE_CHANNEL } from '@hanpan/contracts/constants';
import { hanpanStore, useLocation, useNavigationType, type BalanceChangeMessage } from '@hanpan/platform';
import { installFakeBroadcastChannel, otherWindowOn } from '@hanpan/platform/testing';
import { answerPopup, loginAs, renderShop, resetStore, restrictionBody } from '../../../test/renderShop';
import { restrictionKey } from '@hanpan/platform/query-keys';
import { MonthlyLimitSummary } from './MonthlyLimitSummary';
import { LimitChangeForm } from './LimitChangeForm';

const limit = (over: Partial<LimitInfo> = {}): LimitInfo => ({
  legalMonthLimit: '1000000', monthLimit: '1000000', dayLimit: null, usedThisMonth: '0', usedToday: '0', remainingMonth: '1000000', remainingDay: null,
  limitAmount: '1000000', gameStakeLimit: '100000', canRaise: true, nextRaiseAvailableDate: null, ...over,
});

function Where() {
  const l = useLocation();
  return <output data-testid="where" data-navigation={useNavigationType()} data-state={JSON.stringify(l.state)}>{`${l.pathname}|${(l.state as { message?: string } | null)?.message ?? ''}`}</output>;
}

afterEach(resetStore);
beforeEach(() => loginAs(77));

describe('LimitChangeForm', () => {
  it('lowering asks first, sends the new limits, shows the result page with the API reason, and tells the other windows (the shop that opened it)', async () => {
    const restoreChannel = installFakeBroadcastChannel();
    const shop = otherWindowOn<BalanceChangeMessage>(BALANCE_CHANNEL);
    const heard = shop.heard;
    const { api } = renderShop(
      <>
        <LimitChangeForm limit={limit()} />
        <Where />
      </>,
      { api: () => ({ body: { resultType: 'success', message: '구매 한도가 변경되어 즉시 적용되었습니다. (월 300,000원)', limit: limit({ monthLimit: '300000', canRaise: false }) } }) },
    );
    fireEvent.change(screen.getByLabelText('월 구매 한도'), { target: { value: '300000' } });
    fireEvent.click(screen.getByRole('button', { name: '한도 낮추기' }));
    await waitFor(() => expect(hanpanStore.getState().layer.current?.type).toBe('confirm'));
    const confirm = hanpanStore.getState().layer.current!;
    expect(confirm.type).toBe('confirm');
    expect(confirm.body).toMatch(/낮춘 달에는 다시 올릴 수 없습니다/);
    // it cannot be undone this month: the confirm opens on 취소
    expect(confirm.defaultFocus).toBe('cancel');
    act(() => void answerPopup(true));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/popup/restrict/result/success|구매 한도가 변경되어 즉시 적용되었습니다. (월 300,000원)'));
    // in the sent form's place (닫기 of a tab goes back to the page before the form)
    expect(screen.getByTestId('where').dataset.navigation).toBe('REPLACE');
    // with when it came and whose it is: the result page shows it as just made only then (QA: old results as new)
    expect(JSON.parse(screen.getByTestId('where').dataset.state!)).toEqual({ resultType: 'success', message: '구매 한도가 변경되어 즉시 적용되었습니다. (월 300,000원)', at: expect.any(Number), memberNo: '77' });
    expect(Date.now() - (JSON.parse(screen.getByTestId('where').dataset.state!) as { at: number }).at).toBeLessThan(5_000);
    expect(api.calls[0]!.method).toBe('put');
    expect(api.calls[0]!.url).toBe('/api/restriction/downgrade');
    expect(JSON.parse(api.calls[0]!.data as string)).toEqual({ monthLimit: '300000' });
    expect(api.calls[0]!.headers['idempotency-key']).toBeTruthy();
    expect(heard.map((m) => m.source)).toEqual(['restrict']);
    shop.close();
    restoreChannel();
  });

  it('the result page has the answer\'s limits at once: every game\'s restriction copy takes them, the rest is fetched again behind it (QA: the old limit showed ~1 s)', async () => {
    const lowered = limit({ monthLimit: '300000', remainingMonth: '300000', canRaise: false });
    let gets = 0;
    const { client } = renderShop(
      <>
        <LimitChangeForm limit={limit()} />
        <MonthlyLimitSummary />
        <Where />
      </>,
      {
        api: (req) => {
          if (req.method === 'put') return { body: { resultType: 'success', message: '변경되었습니다.', limit: lowered } };
          gets += 1;
          // the refetch behind the result answers late: the page must not wait for it
          return new Promise(() => undefined);
        },
      },
    );
    act(() => {
      client.setQueryData(restrictionKey('77'), restrictionBody);
      client.setQueryData(restrictionKey('77', 'baduki'), { ...restrictionBody, gameId: 'baduki' });
    });
    expect((await screen.findByTestId('month-limit')).textContent).toBe('1,000,000원');
    fireEvent.change(screen.getByLabelText('월 구매 한도'), { target: { value: '300000' } });
    fireEvent.click(screen.getByRole('button', { name: '한도 낮추기' }));
    await waitFor(() => expect(hanpanStore.getState().layer.current?.type).toBe('confirm'));
    act(() => void answerPopup(true));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/popup/restrict/result/success|변경되었습니다.'));
    expect(screen.getByTestId('month-limit').textContent).toBe('300,000원');
    expect(client.getQueryData<Restriction>(restrictionKey('77'))?.limit).toEqual(lowered);
    expect(client.getQueryData<Restriction>(restrictionKey('77', 'baduki'))).toEqual({ ...restrictionBody, gameId: 'baduki', limit: lowered });
    // marked stale and asked again (still unanswered), not awaited
    expect(client.getQueryState(restrictionKey('77'))?.isInvalidated).toBe(true);
    expect(gets).toBeGreaterThan(0);
  });

  it('a refused raise goes to its own result page (month-limit), the note says why beforehand', async () => {
    renderShop(
      <>
        <LimitChangeForm limit={limit({ monthLimit: '300000', canRaise: false, nextRaiseAvailableDate: '2026-06-01T00:00:00+09:00' })} />
        <Where />
      </>,
      { api: () => ({ body: { resultType: 'month-limit', message: '이번 달에 구매 한도를 낮춰서 이번 달에는 다시 올릴 수 없습니다.', limit: limit({ monthLimit: '300000' }) } }) },
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
    const error = await screen.findByTestId('limit-change-error');
    expect(hanpanStore.getState().layer.current).toBeNull();
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

  it('lowering to the limits of now is refused inline too (nothing would change)', async () => {
    const { api } = renderShop(<LimitChangeForm limit={limit({ monthLimit: '300000' })} />);
    fireEvent.click(screen.getByRole('button', { name: '한도 낮추기' }));
    expect((await screen.findByTestId('limit-change-error')).textContent).toContain('지금과 같은 한도입니다');
    expect(hanpanStore.getState().layer.current).toBeNull();
    expect(api.calls).toHaveLength(0);
  });

  it('a double click on 한도 올리기 is one change: one PUT, one alert (and both buttons wait meanwhile)', async () => {
    const opened: unknown[] = [];
    const unsubscribe = hanpanStore.subscribe((st, prev) => {
      if (st.layer.current && st.layer.current !== prev.layer.current) opened.push(st.layer.current.body);
    });
    const { api } = renderShop(<LimitChangeForm limit={limit({ monthLimit: '300000' })} />, {
      api: () => ({ status: 400, message: '한도 상향은 현재보다 높은 금액으로만 설정할 수 있습니다.' }),
    });
    fireEvent.change(screen.getByLabelText('월 구매 한도'), { target: { value: '500000' } });
    const up = screen.getByRole('button', { name: '한도 올리기' }) as HTMLButtonElement;
    const down = screen.getByRole('button', { name: '한도 낮추기' }) as HTMLButtonElement;
    fireEvent.click(up);
    fireEvent.click(up);
    expect(up.getAttribute('aria-disabled')).toBe('true');
    expect(up.getAttribute('aria-busy')).toBe('true');
    // busy, not disabled: the pressed button keeps the focus
    expect(up.disabled).toBe(false);
    expect(down.disabled).toBe(true);
    expect(down.getAttribute('aria-busy')).toBeNull();
    await waitFor(() => expect(hanpanStore.getState().layer.current?.type).toBe('confirm'));
    act(() => void answerPopup(true));
    await waitFor(() => expect(hanpanStore.getState().layer.current?.type).toBe('alert'));
    act(() => void answerPopup(true));
    await waitFor(() => expect(up.getAttribute('aria-disabled')).toBeNull());
    unsubscribe();
    expect(api.calls.filter((c) => c.url === '/api/restriction/upgrade')).toHaveLength(1);
    expect(opened).toEqual([expect.stringContaining('월 한도를 500,000원으로 올립니다.'), '한도 상향은 현재보다 높은 금액으로만 설정할 수 있습니다.']);
    expect(hanpanStore.getState().layer.current).toBeNull();
  });

  it('a double click on 한도 올리기 that succeeds goes to one result page with one PUT', async () => {
    const { api } = renderShop(
      <>
        <LimitChangeForm limit={limit({ monthLimit: '300000' })} />
        <Where />
      </>,
      { api: () => ({ body: { resultType: 'success', message: '구매 한도가 상향되었습니다. (월 500,000원, 일 한도 설정 안 함)', limit: limit({ monthLimit: '500000' }) } }) },
    );
    fireEvent.change(screen.getByLabelText('월 구매 한도'), { target: { value: '500000' } });
    const up = screen.getByRole('button', { name: '한도 올리기' });
    fireEvent.click(up);
    fireEvent.click(up);
    await waitFor(() => expect(hanpanStore.getState().layer.current?.type).toBe('confirm'));
    act(() => void answerPopup(true));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/popup/restrict/result/success|구매 한도가 상향되었습니다. (월 500,000원, 일 한도 설정 안 함)'));
    expect(api.calls).toHaveLength(1);
  });

  it('raising asks first, on 취소, saying what it raises and that it is once a month; 취소 sends nothing', async () => {
    const { api } = renderShop(<LimitChangeForm limit={limit({ monthLimit: '300000', dayLimit: '10000' })} />);
    fireEvent.change(screen.getByLabelText('월 구매 한도'), { target: { value: '500000' } });
    fireEvent.change(screen.getByLabelText('일 구매 한도'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: '한도 올리기' }));
    await waitFor(() => expect(hanpanStore.getState().layer.current?.type).toBe('confirm'));
    const confirm = hanpanStore.getState().layer.current!;
    expect(confirm.header).toBe('구매 한도 올리기');
    expect(confirm.body).toBe('월 한도를 500,000원으로 올립니다. 일 한도(10,000원)를 없앱니다. 한도 상향은 한 달에 한 번만 할 수 있어, 올린 뒤에는 이번 달에 다시 올릴 수 없습니다. 계속하시겠습니까?');
    expect(confirm.defaultFocus).toBe('cancel');
    act(() => void answerPopup(false));
    await waitFor(() => expect((screen.getByRole('button', { name: '한도 올리기' }) as HTMLButtonElement).getAttribute('aria-disabled')).toBeNull());
    expect(api.calls).toHaveLength(0);
  });

  it("a raise the month no longer allows goes to the API's month-limit answer without asking", async () => {
    const { api } = renderShop(
      <>
        <LimitChangeForm limit={limit({ monthLimit: '300000', canRaise: false, nextRaiseAvailableDate: '2026-12-01T00:00:00+09:00' })} />
        <Where />
      </>,
      { api: () => ({ body: { resultType: 'month-limit', message: '구매 한도 상향은 한 달에 한 번만 가능합니다.', limit: limit({ monthLimit: '300000', canRaise: false }) } }) },
    );
    fireEvent.change(screen.getByLabelText('월 구매 한도'), { target: { value: '500000' } });
    fireEvent.click(screen.getByRole('button', { name: '한도 올리기' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/popup/restrict/result/month-limit|구매 한도 상향은 한 달에 한 번만 가능합니다.'));
    expect(api.calls).toHaveLength(1);
  });

  it('while 한도 낮추기 asks, neither button can be pressed', async () => {
    renderShop(<LimitChangeForm limit={limit()} />);
    fireEvent.change(screen.getByLabelText('월 구매 한도'), { target: { value: '300000' } });
    fireEvent.click(screen.getByRole('button', { name: '한도 낮추기' }));
    await waitFor(() => expect(hanpanStore.getState().layer.current?.type).toBe('confirm'));
    const down = screen.getByRole('button', { name: '한도 낮추기' }) as HTMLButtonElement;
    expect(down.getAttribute('aria-disabled')).toBe('true');
    expect(down.getAttribute('aria-busy')).toBe('true');
    expect(down.disabled).toBe(false);
    expect((screen.getByRole('button', { name: '한도 올리기' }) as HTMLButtonElement).disabled).toBe(true);
    act(() => void answerPopup(false));
    await waitFor(() => expect(down.getAttribute('aria-disabled')).toBeNull());
  });

  it('offers monthly limits up to the legal 1,000,000원 only', () => {
    renderShop(<LimitChangeForm limit={limit()} />);
    const options = Array.from((screen.getByLabelText('월 구매 한도') as HTMLSelectElement).options).map((o) => o.value);
    expect(options.at(-1)).toBe('1000000');
    expect(options.every((v) => BigInt(v) <= 1_000_000n)).toBe(true);
  });

  it('a smaller monthly limit that no longer offers the chosen daily one sends what the boxes show (QA: 500,000원 hidden under 설정 안 함)', async () => {
    const { api } = renderShop(<LimitChangeForm limit={limit({ monthLimit: '300000' })} />, { api: () => ({ body: { resultType: 'success', message: '변경되었습니다.', limit: limit() } }) });
    fireEvent.change(screen.getByLabelText('월 구매 한도'), { target: { value: '1000000' } });
    fireEvent.change(screen.getByLabelText('일 구매 한도'), { target: { value: '500000' } });
    fireEvent.change(screen.getByLabelText('월 구매 한도'), { target: { value: '500000' } });
    expect((screen.getByLabelText('일 구매 한도') as HTMLSelectElement).value).toBe('');
    fireEvent.click(screen.getByRole('button', { name: '한도 올리기' }));
    await waitFor(() => expect(hanpanStore.getState().layer.current?.type).toBe('confirm'));
    act(() => void answerPopup(true));
    await waitFor(() => expect(api.calls).toHaveLength(1));
    expect(JSON.parse(api.calls[0]!.data as string)).toEqual({ monthLimit: '500000', dayLimit: null });
  });

  it("한도 올리기 with a daily limit where there is none says why before sending anything (QA: '상향되었습니다' and the month's raise used up)", async () => {
    const { api } = renderShop(<LimitChangeForm limit={limit()} />, { api: () => ({ body: { resultType: 'success', message: '변경되었습니다.', limit: limit() } }) });
    fireEvent.change(screen.getByLabelText('일 구매 한도'), { target: { value: '10000' } });
    fireEvent.click(screen.getByRole('button', { name: '한도 올리기' }));
    expect((await screen.findByTestId('limit-change-error')).textContent).toContain('일 한도는 한도 낮추기로 정해 주세요.');
    expect(api.calls).toHaveLength(0);
    // 한도 낮추기 sets it
    fireEvent.click(screen.getByRole('button', { name: '한도 낮추기' }));
    await waitFor(() => expect(hanpanStore.getState().layer.current?.type).toBe('confirm'));
    act(() => void answerPopup(true));
    await waitFor(() => expect(api.calls).toHaveLength(1));
    expect(JSON.parse(api.calls[0]!.data as string)).toEqual({ monthLimit: '1000000', dayLimit: '10000' });
  });

  it('a monthly limit between the steps (800,000원) is the one shown and kept when only the daily one is lowered (QA: the box showed 100,000원)', async () => {
    const mine = limit({ monthLimit: '800000', usedThisMonth: '300000', remainingMonth: '500000', limitAmount: '500000' });
    const { api } = renderShop(<LimitChangeForm limit={mine} />, { api: () => ({ body: { resultType: 'success', message: '변경되었습니다.', limit: mine } }) });
    expect((screen.getByLabelText('월 구매 한도') as HTMLSelectElement).value).toBe('800000');
    expect(screen.getByRole('option', { name: '800,000원' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('일 구매 한도'), { target: { value: '100000' } });
    fireEvent.click(screen.getByRole('button', { name: '한도 낮추기' }));
    await waitFor(() => expect(hanpanStore.getState().layer.current?.type).toBe('confirm'));
    expect(hanpanStore.getState().layer.current!.body).toMatch(/^일 한도를 100,000원으로 낮춥니다\./);
    act(() => void answerPopup(true));
    await waitFor(() => expect(api.calls).toHaveLength(1));
    expect(JSON.parse(api.calls[0]!.data as string)).toEqual({ monthLimit: '800000', dayLimit: '100000' });
  });
});
