// The bankbook popup (390×600): this month's uses, money per use, the state a use would meet now
// (every SPEC §8 code with its title and text), the use with its confirm flow, and the history link.
// The state's errorCode is the refusal a use would get now: with one (used up, a payment in progress,
// over the holding limit …) the button is off and points at the reason, and the page offers what the
// member can do (join, change, pet shop, look again). A refusal that arrives all the same (the state
// changed meanwhile) still shows its dialog, and the state is read again.
import { Fragment, useCallback, useEffect, useId, useRef, useState } from 'react';
import type { BankbookErrorCode, BankbookState } from '@hanpan/contracts';
import { Button, ErrorState, formatDate, formatKoreanMoney, MoneyText, Skeleton, useGlobalMembership, type FooterButton } from '@hanpan/platform';
import { Fields, Muted, Note, PopupBody, Row } from '../../../ui/layout';
import { TIER_CODE, TIER_GUIDE, TIERS } from '../../guide/guideContent';
import {
  BANKBOOK_ERRORS,
  BANKBOOK_JOIN_CODES,
  BANKBOOK_PET_CODES,
  BANKBOOK_RECHECK_CODES,
  BANKBOOK_STATE_TITLE,
  BANKBOOK_UPGRADE_CODES,
  BANKBOOK_USED_UP_TITLE,
  bankbookNextText,
  usedUpDetail,
} from '../bankbookErrorTexts';
import { useBankbook } from '../hooks/useBankbook';
import { useBankbookFlow } from '../hooks/useBankbookFlow';
import { unavailableBecause } from '@hanpan/platform/member-action';

export interface BankbookPanelProps {
  /** go to a portal page (the money history, the guide) — the opener window when there is one */
  onOpenPage(href: string): void;
  /** go to another Plus popup in this window (join, change) */
  onOpenPopup(href: string): void;
}

/** How many uses fit under the holding limit now (the API refuses the rest with ERROR_OVERMONEY). */
export function usesUnderLimit(b: Pick<BankbookState, 'money' | 'moneyPerUse' | 'holdingLimit'>, remain: number): number {
  const per = BigInt(b.moneyPerUse);
  if (per <= 0n) return remain;
  const room = BigInt(b.holdingLimit) - BigInt(b.money);
  if (room < per) return 0;
  const fit = room / per;
  return fit >= BigInt(remain) ? remain : Number(fit);
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
  const usedUpNote = useRef<HTMLDivElement>(null);
  const usedUpNow = state.data !== undefined && state.data.errorCode !== 'ERROR_NOT_MEMBERSHIP' && state.data.remainCount <= 0;
  const wasUsedUp = useRef(usedUpNow);
  useEffect(() => {
    // used up meanwhile (in another tab): the control in use left with it; the focus goes to why,
    // not to the page (after a use here the result dialog holds the focus, and hands it on itself)
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (usedUpNow && !wasUsedUp.current && lost) usedUpNote.current?.focus();
    wasUsedUp.current = usedUpNow;
  }, [usedUpNow]);
  if (state.isPending) return <PopupBody aria-busy="true"><Skeleton lines={8} /></PopupBody>;
  if (state.isError) return <ErrorState error={state.error} onRetry={() => void state.refetch()} />;
  const b = state.data;
  const footer = (
    <>
      <Muted>통장 머니는 보유 한도 안에서만 받을 수 있습니다. 사용한 통장은 취소할 수 없습니다.</Muted>
      <Button variant="text" onClick={() => onOpenPage('/plus/me/money-history')}>통장 내역 보기</Button>
    </>
  );
  if (b.errorCode === 'ERROR_NOT_MEMBERSHIP') {
    return (
      <PopupBody data-testid="bankbook-panel">
        <Note $tone="warn" role="status" data-testid="bankbook-state" data-code={b.errorCode}>
          <strong data-testid="bankbook-state-title">{BANKBOOK_STATE_TITLE}</strong>
          {'\n'}
          {BANKBOOK_ERRORS.ERROR_NOT_MEMBERSHIP.message}
        </Note>
        <JoinOffer />
        <Fields>
          <dt>보유 머니</dt>
          <dd><MoneyText value={b.money} /></dd>
          <dt>보유 한도</dt>
          <dd><MoneyText value={b.holdingLimit} /></dd>
        </Fields>
        <Button size="l" block onClick={() => onOpenPopup('/popup/plus/join')}>플러스 가입하기</Button>
        {footer}
      </PopupBody>
    );
  }
  /** none left this month: a use could only be refused (with a used-up code, or none from an older API) */
  const usedUp = b.remainCount <= 0;
  const detail = usedUpDetail(b.errorCode, b.mainCode);
  // the beginning bankbook is a question asked on use, not a refusal
  const refusalCode = b.errorCode && b.errorCode !== 'ERROR_BEGINNING_BANKBOOK' ? b.errorCode : null;
  const blocked = usedUp || refusalCode !== null;
  const fit = blocked ? 0 : usesUnderLimit(b, b.remainCount);
  // the choice never outlives what can be used now (after a use the state is fetched again)
  const useCount = Math.max(1, Math.min(count, fit));
  const suggestions = usedUp && b.errorCode ? (actionsFor(b.errorCode) ?? []) : [];
  const nextDay = b.nextBenefitSchedule ? formatDate(b.nextBenefitSchedule) : null;
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
        <dd>{nextDay ?? '-'}</dd>
      </Fields>
      {usedUp ? (
        <Note ref={usedUpNote} tabIndex={-1} role="status" id={reasonId} data-testid="bankbook-state" data-state="used-up" data-code={b.errorCode ?? undefined}>
          <strong data-testid="bankbook-state-title">{BANKBOOK_USED_UP_TITLE}</strong>
          {'\n'}
          {bankbookNextText(nextDay)}
          {detail ? `\n${detail}` : ''}
        </Note>
      ) : (
        refusalCode && (
          <Note $tone="warn" role="status" id={reasonId} data-testid="bankbook-state" data-code={refusalCode}>
            <strong data-testid="bankbook-state-title">{flow.failedCode ? BANKBOOK_ERRORS[refusalCode].title : BANKBOOK_STATE_TITLE}</strong>
            {'\n'}
            {BANKBOOK_ERRORS[refusalCode].message}
          </Note>
        )
      )}
      {usedUp ? (
        <Button size="l" block {...unavailableBecause(reasonId)}>통장 사용하기</Button>
      ) : (
        <Row>
          <label>
            사용 횟수{' '}
            <select value={useCount} onChange={(e) => setCount(Number(e.target.value))} disabled={blocked || b.remainCount <= 1}>
              {Array.from({ length: b.remainCount }, (_, i) => i + 1).map((n) => (
                // more uses than fit under the holding limit would only be refused (ERROR_OVERMONEY)
                <option key={n} value={n} disabled={!blocked && n > fit}>
                  {n}회{!blocked && n > fit ? ' (보유 한도 초과)' : ''}
                </option>
              ))}
            </select>
          </label>
          <Button
            style={{ flex: 1 }}
            busy={flow.isPending}
            {...unavailableBecause(blocked ? reasonId : null)}
            onClick={blocked ? undefined : () => void flow.use(useCount)}
          >
            {flow.isPending ? '사용 중…' : '통장 사용하기'}
          </Button>
        </Row>
      )}
      {refusalCode && BANKBOOK_RECHECK_CODES.includes(refusalCode) && (
        // busy, not disabled: a disabled button would drop the focus while the state is read again
        <Button variant="secondary" block busy={state.isFetching} onClick={() => void state.refetch()}>
          {state.isFetching ? '확인 중…' : '다시 확인하기'}
        </Button>
      )}
      {suggestions.map((s) => (
        <Button key={s.label} size="l" block variant={s.variant ?? 'secondary'} onClick={() => void s.onClick?.()}>
          {s.label}
        </Button>
      ))}
      {footer}
    </PopupBody>
  );
}

/** Without Plus there is no bankbook of one's own: what each tier would give (the catalogue's money). */
function JoinOffer() {
  const catalogue = useGlobalMembership();
  return (
    <section aria-labelledby="bankbook-join-offer" data-testid="bankbook-join-offer">
      <h2 id="bankbook-join-offer" style={{ margin: '0 0 8px', fontSize: 15 }}>플러스에 가입하면 받는 통장</h2>
      <Fields>
        {TIERS.map((tier) => {
          const money = catalogue.data?.main[TIER_CODE[tier]]?.monthlyBankbookMoney;
          return (
            <Fragment key={tier}>
              <dt>{TIER_GUIDE[tier].name}</dt>
              <dd>
                매월 {TIER_GUIDE[tier].bankbookCount}회{money ? ` × ${formatKoreanMoney(money)}` : ''}
              </dd>
            </Fragment>
          );
        })}
      </Fields>
    </section>
  );
}
