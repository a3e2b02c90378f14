// The option order of the mobile Plus catalogue: each kind of option with what is in the order, or
// '이용 중' when the member already holds one of that kind (only the option held can go in, as its
// 기간 연장), the total and 결제하기.
import { useId } from 'react';
import styled from 'styled-components';
import type { PlusProduct } from '@hanpan/contracts';
import { heldOfKind, heldOptionLead, heldTogetherText, OPTION_EXTENSION_LABEL, optionExtensionHint, OPTION_NO_RENEWAL, OPTIONS_NEED_MAIN, sameCode, type HeldOption, type OptionGroup } from '@hanpan/contracts/option-groups';
import { Button, formatDate, MoneyText } from '@hanpan/platform';
import { unavailableBecause } from '@hanpan/platform/member-action';
import { Card, Fields } from '../../../ui/mobile';

const Kinds = styled.ul`
  list-style: none;
  margin: 0 0 12px;
  padding: 0;
  display: grid;
  gap: 8px;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 4px 8px;
    min-width: 0;
  }
  .kind {
    font-weight: 700;
  }
  .muted {
    color: #6b7280;
    font-size: 13px;
  }
`;
const InUse = styled.span`
  padding: 2px 8px;
  border-radius: 10px;
  background: #dcfce7;
  color: #166534;
  font-size: 12px;
  font-weight: 700;
`;
const Extension = styled(InUse)`
  background: #dbeafe;
  color: #1e3a8a;
`;

export interface OptionOrderCardProps {
  groups: readonly OptionGroup[];
  held: ReadonlyMap<string, HeldOption>;
  chosen: readonly PlusProduct[];
  total: bigint;
  needsMain: boolean;
  /** what the last 추가하기 did */
  notice: string | null;
  onRemove(groupKey: string): void;
  onPay(): void;
}

export function OptionOrderCard({ groups, held, chosen, total, needsMain, notice, onRemove, onPay }: OptionOrderCardProps) {
  const needsMainId = useId();
  const noneId = useId();
  const waiting = chosen.length === 0 || needsMain;
  return (
    <Card aria-labelledby="option-order-title" data-testid="plus-option-order">
      <h2 id="option-order-title">옵션 주문</h2>
      <p className="muted" style={{ marginTop: 0 }}>
        옵션은 종류마다 하나만 담을 수 있습니다. 같은 종류를 다시 담으면 먼저 담은 옵션과 바뀝니다. {OPTION_NO_RENEWAL} 이용 중인 옵션을 담으면 이용 기간이 한 달 연장됩니다.
      </p>
      <Kinds>
        {groups.map((g) => {
          const mine = held.get(g.key);
          const pick = chosen.find((p) => g.products.some((q) => q.code === p.code));
          // two of a kind held from before the rule: both named; the one picked is the one extended
          const mineAll = heldOfKind(mine);
          const pickHeld = pick ? mineAll.find((h) => sameCode(h.code, pick.code)) : undefined;
          return (
            <li key={g.key} data-testid={`order-kind-${g.key}`}>
              {/* an option named as its kind (럭키 플립) is said once, as the kind */}
              {pick?.name !== g.title && <span className="kind">{g.title}</span>}
              {pick ? (
                <>
                  <span data-testid={`order-pick-${g.key}`} className={pick.name === g.title ? 'kind' : undefined}>
                    {pick.name}
                  </span>
                  {/* (chosen in a held kind: only the option held can be, chooseOption) */}
                  {pickHeld && <Extension>{OPTION_EXTENSION_LABEL}</Extension>}
                  <MoneyText value={pick.price} format="comma" suffix="원" />
                  <Button size="s" variant="text" onClick={() => onRemove(g.key)} aria-label={`${pick.name} 빼기`}>
                    빼기
                  </Button>
                  {pickHeld && <span className="muted">{optionExtensionHint(pickHeld, formatDate)}</span>}
                </>
              ) : mine ? (
                <>
                  <InUse>이용 중</InUse>
                  <span className="muted">
                    {mineAll.length > 1
                      ? `${heldTogetherText(mineAll)} 이 중 하나를 담으면 그 옵션의 기간이 연장됩니다(한 번에 하나).`
                      : `${heldOptionLead(mine, g.title)}같은 옵션을 담으면 기간이 연장되며, 같은 종류의 다른 옵션은 담을 수 없습니다.`}
                  </span>
                </>
              ) : (
                <span className="muted">담은 옵션 없음</span>
              )}
            </li>
          );
        })}
      </Kinds>
      <p role="status" className="muted" data-testid="option-order-notice" style={{ minHeight: '1em' }}>
        {notice}
      </p>
      <Fields>
        <dt>결제 예정 금액</dt>
        <dd data-testid="option-order-total">
          <MoneyText value={total} format="comma" suffix="원" />
        </dd>
      </Fields>
      {needsMain && (
        <p role="note" id={needsMainId}>
          {OPTIONS_NEED_MAIN} 먼저 플러스에 가입해 주세요.
        </p>
      )}
      {!needsMain && chosen.length === 0 && (
        <p className="muted" id={noneId} data-testid="option-order-none">
          옵션의 추가하기를 눌러 결제할 옵션을 담아 주세요.
        </p>
      )}
      {/* without a main membership the payment page would only refuse it */}
      <Button size="l" block {...unavailableBecause(waiting ? (needsMain ? needsMainId : noneId) : null)} onClick={waiting ? undefined : onPay} style={{ marginTop: 12 }}>
        결제하기
      </Button>
    </Card>
  );
}
