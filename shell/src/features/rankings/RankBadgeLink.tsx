// The member's game rank (계급) as a link to that rank's ranking on the home page; on the home page
// itself it keeps the address's game (QA: a reload after the click showed 7포커 instead of 훌라3).
import { Link, RANK_NAMES, useLocation } from '@hanpan/platform';
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
  const { pathname, search } = useLocation();
  return (
    <Chip to={rankingHref(rank, '/', pathname === '/' ? search : '')} data-testid="pz-rank" aria-label={`계급 ${RANK_NAMES[rank]} 랭킹 보기`}>
      {RANK_NAMES[rank]}
    </Chip>
  );
}
