// The bankbook popup (390×600): this month's uses, money per use, the state a use would meet now
// (every SPEC §8 code with its title and text), the use with its confirm flow, and the history link.
// With nothing left this month (ERROR_USE_ALL_BANKBOOK, ERROR_SUGGESTION_*) there is nothing to use:
// the button is off and points at the reason, and the suggestion (change, pet shop) is on the page.
import { useCallback, useId, useState } from 'react';
import type { BankbookErrorCode } from '@hanpan/contracts';
import { Button, ErrorState, formatDate, MoneyText, Skeleton, type FooterButton } from '@hanpan/platform';
import { Fields, Muted, Note, PopupBody, Row } from '../../../ui/layout';
import { BANKBOOK_ERRORS, BANKBOOK_JOIN_CODES, BANKBOOK_PET_CODES, BANKBOOK_STATE_TITLE, BANKBOOK_UPGRADE_CODES } from '../bankbookErrorTexts';
import { useBankbook } from '../hooks/useBankbook';
import { useBankbookFlow } from '../hooks/useBankbookFlow';

export interface BankbookPanelProps {
  /** go to a portal page (the money history, the guide) — the opener window when there is one */
  onOpenPage(href: string): void;
  /** go to another Plus popup in this window (join, change) */
  onOpenPopup(href: string): void;
}

export function BankbookPanel({ onOpenPage, onOpenPopup }: BankbookPanelProps) {
  const state = useBankbook('VIEW');
  const [count, setCount] = useState(1);
  const actionsFor = useCallback(
    (code: BankbookErrorCode): FooterButton[] | undefined => {
      if (BANKBOOK_JOIN_CODES.includes(code)) return [{ label: '플러스 가입하기', variant: 'primary', onClick: () => onOpenPopup('/popup/plus/join') }];
      if (BANKBOOK_UPGRADE_CODES.includes(code)) return [{ label: '멤버십 변경하기', variant: 'primary', onClick: () => onOpenPopup('/popup/plus/change') }];
      if (BANKBOOK_PET_CODES.includes(code)) return [{ label: '펫샵 알아보기', variant: 'primary', onClick: () => onOpenPage('/plus/guide/option/pet') }];
      return undefined;
    },
    [onOpenPage, onOpenPopup],
  );
  const flow = useBankbookFlow({ actionsFor });
  const reasonId = useId();
  if (state.isPending) return <PopupBody aria-busy="true"><Skeleton lines={8} /></PopupBody>;
  if (state.isError) return <ErrorState error={state.error} onRetry={() => void state.refetch()} />;
  const b = state.data;
  const refusal = b.errorCode && b.errorCode !== 'ERROR_BEGINNING_BANKBOOK' ? BANKBOOK_ERRORS[b.errorCode] : null;
  const counts = Array.from({ length: Math.max(1, b.remainCount) }, (_, i) => i + 1);
  // the choice never outlives the remaining count (after a use the state is fetched again)
  const useCount = Math.min(count, counts.length);
  /** none left this month: a use could only be refused */
  const usedUp = b.remainCount <= 0;
  const suggestions = usedUp && b.errorCode ? (actionsFor(b.errorCode) ?? []) : [];
  return (
    <PopupBody data-testid="bankbook-panel">
      <Fields>
        <dt>이번 달 통장</dt>
        <dd data-testid="bankbook-count">{b.usedCount}회 사용 / {b.totalCount}회</dd>
        <dt>남은 통장</dt>
        <dd data-testid="bankbook-remain">{b.remainCount}회</dd>
        <dt>1회 통장 머니</dt>
        <dd><MoneyText value={b.moneyPerUse} emphasis /></dd>
        <dt>보유 머니</dt>
        <dd><MoneyText value={b.money} /></dd>
        <dt>보유 한도</dt>
        <dd><MoneyText value={b.holdingLimit} /></dd>
        <dt>다음 혜택일</dt>
        <dd>{b.nextBenefitSchedule ? formatDate(b.nextBenefitSchedule) : '-'}</dd>
      </Fields>
      {refusal && (
        <Note $tone="warn" role="status" id={reasonId} data-testid="bankbook-state" data-code={b.errorCode}>
          <strong data-testid="bankbook-state-title">{flow.failedCode ? refusal.title : BANKBOOK_STATE_TITLE}</strong>
          {'\n'}
          {refusal.message}
        </Note>
      )}
      {b.errorCode === 'ERROR_NOT_MEMBERSHIP' ? (
        <Button size="l" block onClick={() => onOpenPopup('/popup/plus/join')}>플러스 가입하기</Button>
      ) : (
        <>
          <Row>
            <label>
              사용 횟수{' '}
              <select value={usedUp ? 0 : useCount} onChange={(e) => setCount(Number(e.target.value))} disabled={b.remainCount <= 1}>
                {usedUp ? <option value={0}>0회</option> : counts.map((n) => <option key={n} value={n}>{n}회</option>)}
              </select>
            </label>
            <Button
              style={{ flex: 1 }}
              disabled={usedUp || flow.isPending}
              aria-busy={flow.isPending || undefined}
              aria-describedby={usedUp ? reasonId : undefined}
              onClick={() => void flow.use(useCount)}
            >
              {flow.isPending ? '사용 중…' : '통장 사용하기'}
            </Button>
          </Row>
          {usedUp && !refusal && (
            <Muted id={reasonId} data-testid="bankbook-used-up">이번 달 통장을 모두 사용했습니다. 다음 혜택일에 새 통장이 지급됩니다.</Muted>
          )}
          {suggestions.map((s) => (
            <Button key={s.label} size="l" block variant={s.variant ?? 'secondary'} onClick={() => void s.onClick?.()}>
              {s.label}
            </Button>
          ))}
        </>
      )}
      <Muted>통장 머니는 보유 한도 안에서만 받을 수 있습니다. 사용한 통장은 취소할 수 없습니다.</Muted>
      <Button variant="text" onClick={() => onOpenPage('/plus/me/money-history')}>통장 내역 보기</Button>
    </PopupBody>
  );
}
