// A grade as a coloured pill (일반 회원 / 미니멈 / 비즈니스 / 퍼스트 / 프리미엄).
import styled from 'styled-components';
import type { VipGrade } from '@hanpan/contracts';
import { GRADE_COLORS } from '../../../common/styles';

const Pill = styled.span<{ $color: string; $large: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  padding: ${({ $large }) => ($large ? '4px 14px' : '2px 10px')};
  border-radius: 999px;
  background: ${({ $color }) => $color};
  color: #fff;
  font-weight: 700;
  font-size: ${({ $large, theme }) => ($large ? theme.fontSizes.l : theme.fontSizes.s)};
  white-space: nowrap;
`;

export function GradeBadge({ grade, name, large = false }: { grade: VipGrade; name: string; large?: boolean }) {
  return (
    <Pill $color={GRADE_COLORS[grade]} $large={large} data-grade={grade}>
      {grade !== 'NONE' && <span aria-hidden="true">★</span>}
      {name}
    </Pill>
  );
}
