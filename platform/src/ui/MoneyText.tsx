import styled from 'styled-components';
import { formatKoreanMoney, formatMoney, parseMoney, type MoneyInput } from '../lib/money';

export interface MoneyTextProps {
  value: MoneyInput | null | undefined;
  /** korean: 1조 2,345억 (default); comma: 1,234,500,000,000 */
  format?: 'korean' | 'comma';
  suffix?: string;
  maxUnits?: number;
  /** Colour the amount with the money accent. */
  emphasis?: boolean;
  className?: string;
}

const Amount = styled.span<{ $emphasis: boolean }>`
  color: ${({ theme, $emphasis }) => ($emphasis ? theme.colors.money : 'inherit')};
  font-weight: ${({ theme, $emphasis }) => ($emphasis ? theme.fontWeights.bold : 'inherit')};
`;

/** Money as text, exact for any size (BigInt). Unparsable values show '-'. */
export function MoneyText({ value, format = 'korean', suffix = '', maxUnits, emphasis = false, className }: MoneyTextProps) {
  const amount = parseMoney(value);
  if (amount === null) return <Amount className={className} $emphasis={false}>-</Amount>;
  const text = format === 'comma' ? `${formatMoney(amount)}${suffix}` : formatKoreanMoney(amount, { suffix, maxUnits });
  return (
    <Amount className={className} $emphasis={emphasis} title={`${formatMoney(amount)}${suffix}`}>
      {text}
    </Amount>
  );
}
