// /mobile/pc-bang: the PC-bang subscription (NONE / METER / FLAT), free capsule tickets and the way
// to the PC-bang championship.
import { PC_BANG_CAPSULE_TICKET_RULE } from '@hanpan/contracts/constants';
import type { PortalRoute } from '@hanpan/platform';
import { PcBangChampionshipLink } from '../features/pc-bang/components/PcBangChampionshipLink';
import { PcBangStatus } from '../features/pc-bang/components/PcBangStatus';
import { Card, MobilePage, Stack } from '../ui/mobile';

export function PcBangPage({ route }: { route: PortalRoute }) {
  return (
    <MobilePage route={route}>
      <Stack>
        <PcBangStatus />
        <Card aria-labelledby="pc-bang-guide">
          <h2 id="pc-bang-guide">PC방 혜택 안내</h2>
          <ul style={{ margin: 0, paddingLeft: 20, lineHeight: 1.7 }}>
            <li>가맹 PC방인지는 지금 접속한 곳의 인터넷 주소로 확인합니다.</li>
            <li>{PC_BANG_CAPSULE_TICKET_RULE}</li>
          </ul>
        </Card>
        <PcBangChampionshipLink />
      </Stack>
    </MobilePage>
  );
}
