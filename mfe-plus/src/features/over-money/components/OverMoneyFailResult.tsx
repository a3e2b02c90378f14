// /popup/over-money/fail-result?code=…: why a withdrawal failed, the state now, and what to do.
import { Button, MoneyText, Skeleton } from '@hanpan/platform';
import { Fields, Note, PopupBody, Row } from '../../../ui/layout';
import { useOverMoney } from '../hooks/useOverMoney';
import { isOverMoneyErrorCode, OVER_MONEY_ERRORS } from '../overMoneyErrorTexts';

export interface OverMoneyFailResultProps {
  code: string | null;
  onBack(): void;
  onHistory(): void;
}

export function OverMoneyFailResult({ code, onBack, onHistory }: OverMoneyFailResultProps) {
  const state = useOverMoney();
  const text = isOverMoneyErrorCode(code) ? OVER_MONEY_ERRORS[code] : { title: '초과 머니 찾기 실패', message: '초과 머니를 찾지 못했습니다. 잠시 후 다시 시도해 주세요.' };
  return (
    <PopupBody data-testid="over-money-fail" data-code={code ?? ''}>
      <h2 style={{ margin: 0 }}>{text.title}</h2>
      <Note $tone="warn" role="alert">{text.message}</Note>
      {state.isPending ? (
        <Skeleton lines={3} />
      ) : state.data ? (
        <Fields>
          <dt>보관 중인 초과 머니</dt>
          <dd><MoneyText value={state.data.storedMoney} /></dd>
          <dt>보유 머니 / 한도</dt>
          <dd><MoneyText value={state.data.money} /> / <MoneyText value={state.data.holdingLimit} /></dd>
          <dt>지금 찾을 수 있는 머니</dt>
          <dd><MoneyText value={state.data.withdrawableMoney} /></dd>
        </Fields>
      ) : null}
      <Row>
        <Button onClick={onBack}>다시 시도</Button>
        <Button variant="secondary" onClick={onHistory}>내역 보기</Button>
      </Row>
    </PopupBody>
  );
}
