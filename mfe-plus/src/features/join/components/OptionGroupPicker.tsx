// One choice per kind of option (join popup, options payment popup): a radio group per group with
// '선택 안 함'. A group the member already holds shows '이용 중' and offers nothing to choose.
import type { HeldOption, OptionGroup, OptionSelection } from '@hanpan/contracts/option-groups';
import { MoneyText } from '@hanpan/platform';
import { Badge, Muted } from '../../../ui/layout';

export interface OptionGroupPickerProps {
  groups: readonly OptionGroup[];
  held: ReadonlyMap<string, HeldOption>;
  value: OptionSelection;
  onChange(next: OptionSelection): void;
}

export function OptionGroupPicker({ groups, held, value, onChange }: OptionGroupPickerProps) {
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
        return (
          <fieldset key={g.key} data-group={g.key} aria-label={g.title} disabled={!!mine} style={{ border: '1px solid #e5e7eb', borderRadius: 8, padding: 8, margin: 0, display: 'grid', gap: 4, fontSize: 13 }}>
            <legend style={{ fontWeight: 700, padding: '0 4px' }}>
              {g.title} {mine && <Badge $tone="success">이용 중</Badge>}
            </legend>
            {mine ? (
              <Muted data-testid={`option-held-${g.key}`}>{mine.name} 이용 중 · 같은 종류의 옵션은 하나만 이용할 수 있습니다.</Muted>
            ) : (
              <>
                <label>
                  <input type="radio" name={name} value="" checked={!value[g.key]} onChange={() => choose(g.key, null)} /> 선택 안 함
                </label>
                {g.products.map((p) => (
                  <label key={p.code}>
                    <input type="radio" name={name} value={p.code} checked={value[g.key] === p.code} onChange={() => choose(g.key, p.code)} /> {p.name} (<MoneyText value={p.price} format="comma" suffix="원" />)
                  </label>
                ))}
              </>
            )}
          </fieldset>
        );
      })}
    </div>
  );
}
