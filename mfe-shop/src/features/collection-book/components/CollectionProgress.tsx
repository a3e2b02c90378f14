import styled from 'styled-components';
import { percentCeil } from '@hanpan/platform';

const Bar = styled.div`
  height: 10px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  overflow: hidden;
  span {
    display: block;
    height: 100%;
    background: ${({ theme }) => theme.colors.success};
  }
`;

/** Owned of total avatars as a bar (SPEC §5 percent helper). */
export function CollectionProgress({ owned, total, name }: { owned: number; total: number; name: string }) {
  const percent = percentCeil(owned, total);
  return (
    <Bar role="progressbar" aria-label={`${name} 진행률`} aria-valuemin={0} aria-valuemax={total} aria-valuenow={owned} aria-valuetext={`${total}개 중 ${owned}개 (${percent}%)`}>
      <span style={{ width: `${percent}%` }} />
    </Bar>
  );
}
