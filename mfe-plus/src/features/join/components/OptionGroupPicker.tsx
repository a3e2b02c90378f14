// One choice per kind of option (join popup, options payment popup): a radio group per group with
// '선택 안 함'. In a group the member already holds ('이용 중') only the option held can be chosen,
// as its 기간 연장 (a month more: options are not renewed by any job); the others of the group stay
// disabled with the reason (the API would refuse them).
import { useId } from 'react';
import { OPTION_EXTENSION_LABEL, optionExtensionHint, optionOffer, selectedOptions, type HeldOption, type OptionGroup, type OptionSelection } from '@hanpan/contracts/option-groups';
import { formatDate, MoneyText } from '@hanpan/platform';
import { Badge, Muted } from '../../../ui/layout';

export interface OptionGroupPickerProps {
  groups: readonly OptionGroup[];
  held: ReadonlyMap<string, HeldOption>;
  value: OptionSelection;
  onChange(next: OptionSelection): void;
}

export function OptionGroupPicker({ groups, held, value, onChange }: OptionGroupPickerProps) {
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
        const hintId = `${idBase}-${g.key}-extension`;
        // what would be ordered of this group (never another option of a held group)
        const picked = selectedOptions(value, [g], held)[0]?.code;
        return (
          <fieldset key={g.key} data-group={g.key} aria-label={g.title} style={{ border: '1px solid #e5e7eb', borderRadius: 8, padding: 8, margin: 0, display: 'grid', gap: 4, fontSize: 13 }}>
            <legend style={{ fontWeight: 700, padding: '0 4px' }}>
              {g.title} {mine && <Badge $tone="success">이용 중</Badge>}
            </legend>
            {mine && (
              <Muted id={reasonId} data-testid={`option-held-${g.key}`}>
                {mine.name} 이용 중 · 같은 종류의 옵션은 하나만 이용할 수 있어 다른 옵션은 선택할 수 없고, 이용 중인 옵션은 기간을 연장할 수 있습니다.
              </Muted>
            )}
            <label>
              <input type="radio" name={name} value="" checked={!picked} onChange={() => choose(g.key, null)} /> 선택 안 함
            </label>
            {g.products.map((p) => {
              const offer = optionOffer(p, held);
              return (
                <div key={p.code}>
                  <label style={offer.kind === 'refused' ? { color: '#9ca3af' } : undefined}>
                    <input
                      type="radio"
                      name={name}
                      value={p.code}
                      checked={picked === p.code}
                      disabled={offer.kind === 'refused'}
                      aria-describedby={offer.kind === 'refused' ? reasonId : offer.kind === 'extension' ? hintId : undefined}
                      onChange={() => choose(g.key, p.code)}
                    />{' '}
                    {p.name} (<MoneyText value={p.price} format="comma" suffix="원" />)
                    {offer.kind === 'extension' && (
                      <>
                        {' '}
                        <Badge $tone="primary">{OPTION_EXTENSION_LABEL}</Badge>
                      </>
                    )}
                  </label>
                  {offer.kind === 'extension' && (
                    <Muted id={hintId} style={{ display: 'block', paddingLeft: 20 }}>
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
