// One choice per kind of option (join popup, options payment popup): a radio group per group with
// '선택 안 함'. In a group the member already holds ('이용 중') only the option held can be chosen,
// as its 기간 연장 (a month more: options are not renewed by any job); the others of the group stay
// disabled with the reason (the API would refuse them). A member holding two of a kind from before
// the one-per-kind rule (zplus's 보유 한도 증가 I and II) sees both 이용 중 and may extend either,
// one per payment: the API takes one option of a kind per order (ERROR_OPTION_GROUP_DUPLICATED).
import { useId } from 'react';
import { heldOfKind, heldOptionLead, heldTogetherText, OPTION_EXTENSION_LABEL, optionExtensionHint, optionOffer, selectedOptions, type HeldOption, type OptionGroup, type OptionSelection } from '@hanpan/contracts/option-groups';
import { formatDate, MoneyText } from '@hanpan/platform';
import { Badge, Muted } from '../../../ui/layout';

export interface OptionGroupPickerProps {
  groups: readonly OptionGroup[];
  held: ReadonlyMap<string, HeldOption>;
  value: OptionSelection;
  onChange(next: OptionSelection): void;
  /**
   * Where none can be chosen (a member without a main membership: the API refuses options to them),
   * the id of the text that says why: every option is disabled and points at it.
   */
  unavailableReasonId?: string;
}

/**
 * Why a held kind offers what it does: the option held, or the two held from before the rule. The
 * heading already says '{title} 이용 중': the option is named again only when its name says more.
 */
function heldReason(mine: HeldOption, title: string, othersOffered: boolean): string {
  const all = heldOfKind(mine);
  if (all.length === 1) return `${heldOptionLead(mine, title)}같은 종류의 옵션은 하나만 이용할 수 있어 다른 옵션은 선택할 수 없고, 이용 중인 옵션은 기간을 연장할 수 있습니다.`;
  return (
    `${heldTogetherText(all)} ` +
    `한 번의 결제에는 같은 종류의 옵션을 하나만 담을 수 있어, 이 중 하나를 골라 기간을 연장할 수 있습니다.` +
    (othersOffered ? ' 다른 옵션은 선택할 수 없습니다.' : '')
  );
}

export function OptionGroupPicker({ groups, held, value, onChange, unavailableReasonId }: OptionGroupPickerProps) {
  const idBase = useId();
  const choose = (groupKey: string, code: string | null) => {
    const next: Record<string, string> = { ...value };
    if (code) next[groupKey] = code;
    else delete next[groupKey];
    onChange(next);
  };
  return (
    <div style={{ display: 'grid', gap: 8 }} data-testid="option-groups">
      {groups.map((g) => {
        const mine = held.get(g.key);
        const name = `option-${g.key}`;
        const reasonId = `${idBase}-${g.key}-held`;
        const hintId = (code: string) => `${idBase}-${code}-extension`;
        // what would be ordered of this group (never another option of a held group)
        const picked = selectedOptions(value, [g], held)[0]?.code;
        return (
          <fieldset key={g.key} data-group={g.key} aria-label={g.title} style={{ border: '1px solid #e5e7eb', borderRadius: 8, padding: 8, margin: 0, display: 'grid', gap: 4, fontSize: 13 }}>
            <legend style={{ fontWeight: 700, padding: '0 4px' }}>
              {g.title} {mine && <Badge $tone="success">이용 중</Badge>}
            </legend>
            {mine && (
              <Muted id={reasonId} data-testid={`option-held-${g.key}`}>
                {heldReason(mine, g.title, g.products.some((p) => optionOffer(p, held).kind === 'refused'))}
              </Muted>
            )}
            <label>
              <input type="radio" name={name} value="" checked={!picked} onChange={() => choose(g.key, null)} /> 선택 안 함
            </label>
            {g.products.map((p) => {
              const offer = optionOffer(p, held);
              const off = offer.kind === 'refused' || !!unavailableReasonId;
              return (
                <div key={p.code}>
                  <label style={off ? { color: '#9ca3af' } : undefined}>
                    <input
                      type="radio"
                      name={name}
                      value={p.code}
                      checked={picked === p.code}
                      disabled={off}
                      aria-describedby={unavailableReasonId ?? (offer.kind === 'refused' ? reasonId : offer.kind === 'extension' ? hintId(p.code) : undefined)}
                      onChange={() => choose(g.key, p.code)}
                    />{' '}
                    {p.name} (<MoneyText value={p.price} format="comma" suffix="원" />)
                    {offer.kind === 'extension' && (
                      <>
                        {' '}
                        <Badge $tone="success">이용 중</Badge> <Badge $tone="primary">{OPTION_EXTENSION_LABEL}</Badge>
                      </>
                    )}
                  </label>
                  {offer.kind === 'extension' && (
                    <Muted id={hintId(p.code)} style={{ display: 'block', paddingLeft: 20 }}>
                      {optionExtensionHint(offer.held, formatDate)}
                    </Muted>
                  )}
                </div>
              );
            })}
          </fieldset>
        );
      })}
    </div>
  );
}
