// /championship: the PC-bang championship (SPEC §3 PC-room subscription, §7 pc-bang calls).
import styled from 'styled-components';
import { Link, PageInfoView, type PortalRoute } from '@hanpan/platform';
import { HPC_ENTRY_RULE_TEXT } from '@hanpan/contracts/championship';
import { PcBangChampionship } from '../features/pc-bang/components/PcBangChampionship';
import { PC_BANG_ROUND_IS_SEPARATE } from '../features/pc-bang/pcBangText';

const Guide = styled.section`
  margin-top: 20px;
  line-height: 1.7;
  h2 {
    font-size: 18px;
  }
`;

export function PcBangChampionshipPage({ route }: { route: PortalRoute }) {
  return (
    <PageInfoView route={route}>
      <PcBangChampionship />
      <Guide aria-labelledby="pcbang-guide">
        <h2 id="pcbang-guide">PC방 챔피언십 안내</h2>
        <ul>
          <li>매월 한 회차가 열리며, 회차는 매월 1일 0시(한국 시간)에 시작해 그달 마지막 날 23:59에 마감됩니다.</li>
          <li>한판 가맹 PC방(정액제·종량제)에서 접속해야 신청할 수 있습니다. 집에서는 신청할 수 없습니다.</li>
          <li>
            {PC_BANG_ROUND_IS_SEPARATE} {HPC_ENTRY_RULE_TEXT} HPC 대회의 신청 기간은 <Link to="/hpc/championship">대회 일정</Link>에서 확인하세요.
          </li>
        </ul>
      </Guide>
    </PageInfoView>
  );
}
