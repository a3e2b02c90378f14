// /popup/over-money/main: what is kept in the over-money store, how much room there is under the
// holding limit, and '초과 머니 찾기' (all that fits, or an amount in 억). The amount is checked as
// typed (a whole number of 억, 1 up to what can be withdrawn now) with the error inline; every
// withdrawal is confirmed first. A refusal goes to the fail-result page with its reason. From the
// first click until the result is closed (the confirm, the request, the result) the page is inert:
// a double click on the confirm's 찾기 is one withdrawal, and its second click finds nothing to press.
import { useId, useState, type FormEvent } from 'react';
import { withParticle } from '@hanpan/contracts/korean';
import { ActionButton, Button, ErrorState, formatDateTime, formatKoreanMoney, hanpanStore, isRuleError, MoneyText, Skeleton, useSingleAction } from '@hanpan/platform';
import { alertActionDone } from '@hanpan/platform/member-action';
import { alertMoneyActionError } from '../../../lib/ruleAlert';
import { Fields, Muted, Note, PopupBody, Row } from '../../../ui/layout';
import { useOverMoney } from '../hooks/useOverMoney';
import { useOverMoneyWithdraw } from '../hooks/useOverMoneyWithdraw';
import { checkWithdrawAmount } from '../lib/withdrawAmount';
import { isOverMoneyErrorCode, OVER_MONEY_ERRORS } from '../overMoneyErrorTexts';

/** runAction name of a withdrawal (confirm → request → result): one at a time. */
export const WITHDRAW_ACTION = 'plus.overMoney.withdraw';

export interface OverMoneyMainProps {
  onFailed(code: string): void;
  onHistory(): void;
}

export function OverMoneyMain({ onFailed, onHistory }: OverMoneyMainProps) {
  const state = useOverMoney();
  const withdraw = useOverMoneyWithdraw();
  const { run, running } = useSingleAction(WITHDRAW_ACTION);
  const [eok, setEok] = useState('');
  const errorId = useId();
  if (state.isPending) return <PopupBody aria-busy="true"><Skeleton lines={6} /></PopupBody>;
  if (state.isError) return <ErrorState error={state.error} onRetry={() => void state.refetch()} />;
  const s = state.data;
  const stored = BigInt(s.storedMoney);
  const withdrawable = BigInt(s.withdrawableMoney);
  const busy = running || withdraw.isPending;
  const typed = checkWithdrawAmount(eok, withdrawable);

  /** `amount`: the amount typed; none: all that fits now (the API moves min(stored, room)). */
  const withdrawFlow = async (amount?: bigint) => {
    const moving = amount ?? withdrawable;
    // nothing fits: no question to ask, the API's refusal explains it (fail-result page)
    if (moving > 0n) {
      const ok = await hanpanStore.getState().confirm({
        header: '초과 머니 찾기',
        body: `보관 중인 초과 머니에서 ${withParticle(formatKoreanMoney(moving), '을')} 게임머니로 옮깁니다.\n계속하시겠습니까?`,
        submitText: '찾기',
      });
      if (!ok) return;
    }
    try {
      const r = await withdraw.mutateAsync(amount === undefined ? {} : { amount: amount.toString() });
      const moved = formatKoreanMoney(r.withdrawnMoney);
      const body = `${withParticle(moved, '을')} 게임머니로 옮겼습니다.\n남은 보관 머니 ${formatKoreanMoney(r.storedMoney)}`;
      await alertActionDone(r, { header: '초과 머니 찾기', body, earlier: `초과 머니 ${moved} 찾기`, clearForm: () => setEok('') });
    } catch (e) {
      if (isRuleError(e) && isOverMoneyErrorCode(e.code)) onFailed(e.code);
      else await alertMoneyActionError(e, OVER_MONEY_ERRORS, '초과 머니 찾기 실패', { unsure: '초과 머니를 옮겼는지', check: '보관 머니와 보유 머니를' });
    }
  };
  const submitAmount = (e: FormEvent) => {
    e.preventDefault();
    if (typed.kind !== 'ok' || busy) return;
    const amount = typed.amount;
    void run(() => withdrawFlow(amount));
  };

  return (
    <PopupBody data-testid="over-money-main">
      <Fields>
        <dt>보관 중인 초과 머니</dt>
        <dd data-testid="over-money-stored"><MoneyText value={s.storedMoney} emphasis /></dd>
        <dt>보유 머니</dt>
        <dd><MoneyText value={s.money} /></dd>
        <dt>보유 한도</dt>
        <dd><MoneyText value={s.holdingLimit} /></dd>
        <dt>한도까지 남은 머니</dt>
        <dd><MoneyText value={s.room} /></dd>
        <dt>지금 찾을 수 있는 머니</dt>
        <dd data-testid="over-money-withdrawable"><MoneyText value={s.withdrawableMoney} emphasis /></dd>
        <dt>마지막 보관</dt>
        <dd>{s.lastStoredAt ? formatDateTime(s.lastStoredAt) : '-'}</dd>
      </Fields>
      <Note>
        게임 결과나 당첨 머니가 보유 한도를 넘으면 넘은 만큼 이곳에 보관됩니다. 보유 머니가 한도보다 적을 때 남은 한도만큼 찾을 수 있습니다.
      </Note>
      {stored === 0n ? (
        <Muted>보관 중인 초과 머니가 없습니다.</Muted>
      ) : (
        <>
          <ActionButton size="l" block action={WITHDRAW_ACTION} disabled={busy} onAction={() => withdrawFlow()}>
            {withdrawable > 0n ? `${formatKoreanMoney(withdrawable)} 찾기` : '초과 머니 찾기'}
          </ActionButton>
          <form onSubmit={submitAmount} aria-label="금액 지정해서 찾기" noValidate>
            <Row>
              {/* the gap keeps the focus ring (3 px, 2 px off) clear of the words around the field */}
              <label style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
                찾을 금액
                <input
                  inputMode="numeric"
                  value={eok}
                  onChange={(e) => setEok(e.target.value)}
                  style={{ width: 96, textAlign: 'right' }}
                  aria-label="찾을 금액(억)"
                  aria-invalid={typed.kind === 'invalid'}
                  aria-describedby={typed.kind === 'invalid' ? errorId : undefined}
                  readOnly={busy}
                />
                억
              </label>
              <Button type="submit" size="s" variant="secondary" disabled={!busy && typed.kind !== 'ok'} busy={busy}>찾기</Button>
            </Row>
            {typed.kind === 'invalid' && (
              <Note $tone="warn" id={errorId} role="alert" data-testid="over-money-amount-error" style={{ marginTop: 4 }}>
                {typed.error}
              </Note>
            )}
          </form>
        </>
      )}
      <Button variant="text" disabled={busy} onClick={onHistory}>보관·찾기 내역 보기</Button>
    </PopupBody>
  );
}
