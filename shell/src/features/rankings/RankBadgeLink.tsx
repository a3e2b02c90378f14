// The member's game rank (계급) as a link to that rank's ranking on the home page.
import { Link, RANK_NAMES } from '@hanpan/platform';
import { rankingHref, rankOfMoney } from './ranks';
import styled from 'styled-components';

const Chip = styled(Link)`
  display: inline-block;
  padding: 2px 8px;
  border-radius: 999px;
  font-size: 12px;
  font-weight: 700;
  line-height: 18px;
  white-space: nowrap;
  color: #1d4ed8;
  background: #dbeafe;
  text-decoration: none;
`;

export function RankBadgeLink({ money }: { money: string }) {
  const rank = rankOfMoney(money);
  return (
    <Chip to={rankingHref(rank)} data-testid="pz-rank" aria-label={`계급 ${RANK_NAMES[rank]} 랭킹 보기`}>
      {RANK_NAMES[rank]}
    </Chip>
  );
}
