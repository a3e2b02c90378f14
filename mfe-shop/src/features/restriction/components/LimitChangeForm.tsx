// Raise or lower the monthly (and daily) purchase limit. The API answers with one of the five
// results (success, day-limit, month-limit, punish-limit, error): each has its own result page.
// Lowering takes effect at once and, for the rest of the month, the limit cannot be raised again; a
// raise is once a month. Both ask first.
// One click = one change: from the click until its result (the confirm, the request, the result page
// or the alert) both buttons wait, so a double click is one PUT and one answer.
import { useEffect, useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { LimitInfo, RestrictionChangeBody, RestrictionChangeResult } from '@hanpan/contracts';
import { ActionButton, formatDate, formatMoney, hanpanStore, touchTarget, useNavigate, useQueryMemberNo } from '@hanpan/platform';
import { alertShopActionError } from '../../../lib/alertShopActionError';
import { useRestrictionChange } from '../hooks/useRestrictionChange';
import { changeResultState } from '../lib/changeResult';
import { changeConfirmBody, dayChoiceFor, dayLimitOptions, downgradeError, monthLimitOptions, upgradeError } from '../lib/limitOptions';

const Form = styled.form`
  display: grid;
  /* minmax(0, …) and the selects' width: the longest option ('1,000,000원 (법정 한도)') must not widen a narrow or zoomed popup */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.m};
  label {
    display: grid;
    gap: 4px;
    min-width: 0;
    font-size: ${({ theme }) => theme.fontSizes.s};
  }
  select {
    width: 100%;
    min-width: 0;
    min-height: 40px;
    ${touchTarget}
    padding: 0 8px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.m};
    font: inherit;
  }
  .row {
    display: grid;
    /* side by side while both fit whole ('1,000,000원 (법정 한도)', 16 px on a touch screen), one
       above the other in a narrow (or 200 % zoomed) window */
    grid-template-columns: repeat(auto-fit, minmax(min(13rem, 100%), 1fr));
    gap: ${({ theme }) => theme.space.s};
  }
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.s};
    color: ${({ theme }) => theme.colors.textSecondary};
  }
  p.error {
    color: ${({ theme }) => theme.colors.danger};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

/** runAction names of the two changes (each waits for the other). */
export const LIMIT_CHANGE_ACTIONS = { upgrade: 'shop.restriction.upgrade', downgrade: 'shop.restriction.downgrade' } as const;
const BOTH = Object.values(LIMIT_CHANGE_ACTIONS);

export const RESULT_PATH = (type: RestrictionChangeResult['resultType']) => `/popup/restrict/result/${type}`;

export function LimitChangeForm({ limit }: { limit: LimitInfo }) {
  const navigate = useNavigate();
  const memberNo = useQueryMemberNo();
  const upgrade = useRestrictionChange('upgrade');
  const downgrade = useRestrictionChange('downgrade');
  const [month, setMonth] = useState(limit.monthLimit);
  const [day, setDay] = useState(limit.dayLimit ?? '');
  /** why '한도 낮추기' or '한도 올리기' was refused before asking (shown under the fields until the choice changes) */
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();
  useEffect(() => {
    setMonth(limit.monthLimit);
    setDay(limit.dayLimit ?? '');
    setError(null);
  }, [limit.monthLimit, limit.dayLimit]);

  const change = async (action: 'upgrade' | 'downgrade') => {
    const body: RestrictionChangeBody = { monthLimit: month, dayLimit: day === '' ? null : day };
    // the API's rules first: a value it would refuse is said here, before asking anything
    const refused = (action === 'downgrade' ? downgradeError : upgradeError)(limit, month, day);
    setError(refused);
    if (refused) return;
    // both cannot be undone this month: Enter on the dialog cancels, a change takes a deliberate choice.
    // A raise the month no longer allows (canRaise false) goes to the API's month-limit result page.
    if (action === 'downgrade' || limit.canRaise) {
      const ok = await hanpanStore.getState().confirm({
        header: action === 'downgrade' ? '구매 한도 낮추기' : '구매 한도 올리기',
        body: changeConfirmBody(action, limit, month, day),
        submitText: action === 'downgrade' ? '한도 낮추기' : '한도 올리기',
        defaultFocus: 'cancel',
      });
      if (!ok) return;
    }
    // lowering never removes a daily limit: keep the current one when none is chosen
    if (action === 'downgrade' && day === '') delete body.dayLimit;
    try {
      const r = await (action === 'upgrade' ? upgrade : downgrade).mutateAsync(body);
      // the result takes the sent form's place: 닫기 in a tab of its own (the phone) goes back to the page before.
      // Its page shows it from this entry's state (lib/changeResult: a reload keeps it, a later visit does not).
      navigate(RESULT_PATH(r.resultType), { state: changeResultState(r, memberNo), replace: true });
    } catch (e) {
      await alertShopActionError(e, {
        header: '구매 한도 변경',
        lost: { unsure: '한도가 바뀌었는지', check: '지금 한도를' },
        failed: '한도를 변경하지 못했습니다. 잠시 후 다시 시도해 주세요.',
      });
    }
  };
  const submit = (e: FormEvent) => e.preventDefault();

  return (
    <Form onSubmit={submit} aria-label="구매 한도 변경">
      <div className="row">
        <label>
          월 구매 한도
          <select
            value={month}
            onChange={(e) => {
              setMonth(e.target.value);
              // a daily limit the new month no longer offers would be sent while the box shows 설정 안 함
              setDay(dayChoiceFor(e.target.value, day, limit.dayLimit));
              setError(null);
            }}
            name="monthLimit"
            aria-invalid={error !== null}
            aria-describedby={error ? errorId : undefined}
          >
            {monthLimitOptions(limit.legalMonthLimit, limit.monthLimit).map((v) => (
              <option key={v} value={v}>
                {formatMoney(v)}원{v === limit.legalMonthLimit ? ' (법정 한도)' : ''}
              </option>
            ))}
          </select>
        </label>
        <label>
          일 구매 한도
          <select value={day} onChange={(e) => { setDay(e.target.value); setError(null); }} name="dayLimit" aria-invalid={error !== null} aria-describedby={error ? errorId : undefined}>
            {dayLimitOptions(month, limit.dayLimit).map((v) => (
              <option key={v || 'none'} value={v}>
                {v ? `${formatMoney(v)}원` : '설정 안 함'}
              </option>
            ))}
          </select>
        </label>
      </div>
      {error && (
        <p className="error" id={errorId} role="alert" data-testid="limit-change-error">
          {error}
        </p>
      )}
      <div className="row">
        <ActionButton variant="secondary" action={LIMIT_CHANGE_ACTIONS.downgrade} waitFor={BOTH} onAction={() => change('downgrade')}>
          한도 낮추기
        </ActionButton>
        <ActionButton action={LIMIT_CHANGE_ACTIONS.upgrade} waitFor={BOTH} onAction={() => change('upgrade')}>
          한도 올리기
        </ActionButton>
      </div>
      {!limit.canRaise && limit.nextRaiseAvailableDate && (
        <p data-testid="raise-blocked-note">이번 달에는 한도를 올릴 수 없습니다. {formatDate(limit.nextRaiseAvailableDate)}부터 올릴 수 있습니다.</p>
      )}
      <p>한도를 낮추면 바로 적용되며, 낮춘 달에는 다시 올릴 수 없습니다. 한도 상향은 한 달에 한 번, 법정 한도(월 {formatMoney(limit.legalMonthLimit)}원)까지 가능합니다.</p>
    </Form>
  );
}
