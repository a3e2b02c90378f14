// The way from the mobile PC-bang page to the PC-bang championship. There is no mobile championship
// page: /championship (the 챔피언십 area's) fits a phone and applies from the member's address like
// this page reads it, so a player at a member PC-bang on the phone can apply there.
import { Link, usePcBangSubscription } from '@hanpan/platform';
import { Card, LinkList } from '../../../ui/mobile';
import { usePcBangChampionshipRound } from '../hooks/usePcBangChampionshipRound';

export const PC_BANG_CHAMPIONSHIP_PATH = '/championship';

export function PcBangChampionshipLink() {
  const sub = usePcBangSubscription();
  const round = usePcBangChampionshipRound();
  // at a member PC-bang (정액제 or 종량제) the page is where this month's round is applied for —
  // unless the member already did (one application a round)
  const applied = round.data?.applied === true;
  const atPcBang = sub.data?.subscribe === true;
  const linkText = applied ? '이번 달 신청 현황 보기' : atPcBang ? '이번 달 PC방 챔피언십 신청하기' : 'PC방 챔피언십 안내 보기';
  return (
    <Card aria-labelledby="pc-bang-championship" data-testid="pc-bang-championship">
      <h2 id="pc-bang-championship">PC방 챔피언십</h2>
      <p style={{ margin: '0 0 12px' }} data-testid="pc-bang-championship-state">
        {applied ? '이번 달 PC방 챔피언십에 신청했습니다.' : '가맹 PC방(정액제·종량제)에서 접속한 회원은 매월 한 번 PC방 챔피언십에 신청할 수 있습니다.'}
      </p>
      <LinkList>
        <li>
          <Link to={PC_BANG_CHAMPIONSHIP_PATH}>{linkText}</Link>
        </li>
      </LinkList>
    </Card>
  );
}
