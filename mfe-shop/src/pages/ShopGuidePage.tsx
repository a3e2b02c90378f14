// /popup/shop/guide: how buying, limits, charging and item use work in the shop.
import { FREE_CHARGES_PER_DAY } from '@hanpan/contracts/constants';
import { useHanpanStore, type PortalRoute } from '@hanpan/platform';
import { PopupPage } from './RestrictPopup';

const FREE_CHARGE = `보유 머니가 1억 미만이면 하루 ${FREE_CHARGES_PER_DAY.NONE}회 무료 충전을 받을 수 있습니다.`;
const PLUS_MORE = ` 플러스 가입자는 등급에 따라 하루 ${FREE_CHARGES_PER_DAY.V}~${FREE_CHARGES_PER_DAY.Z}회 받습니다.`;

const SECTIONS: Array<[string, string[]]> = [
  ['구매하기', ['상품의 [구매]를 누르면 결제 금액과 이번 달 남은 구매 한도를 먼저 보여 드립니다.', '결제 창에서 결제를 마치면 상점, 보유 머니, 보관함이 새로고침 없이 바로 바뀝니다.', '아바타는 여러 개를 선택해 한 번에 구매할 수 있습니다.']],
  ['구매 한도', ['웹보드 게임의 한 달 구매 한도는 법으로 정한 금액(법정 월 한도)을 넘을 수 없습니다. 내 한도와 법정 월 한도는 [구매 한도 설정]에서 확인할 수 있습니다.', '한도를 낮추면 바로 적용되고, 낮춘 달에는 다시 올릴 수 없습니다.', '남은 한도보다 큰 주문은 결제되지 않습니다.']],
  ['충전', [FREE_CHARGE, '한코인과 게임머니는 충전 창에서 원화로 충전합니다.']],
  ['아이템 사용', ['미니게임 이용권과 멤버십 아이템은 상점의 [내 보관함]에서 [사용]을 눌러 사용합니다.', '조커 잡기는 X-Plus 이상 플러스 가입자만 이용할 수 있습니다.']],
  ['엔돌핀 아바타', ['엔돌핀 아바타도 원화로 구매하며, 구매하면 표시된 만큼 엔돌핀을 드립니다.']],
  ['컬렉션북', ['컬렉션의 아바타를 모두 모으면 게임머니 보상을 한 번 드립니다.']],
];

/** The guide's sections; the partner channel cannot join Plus (SPEC §6), so it is not told Plus gives more. */
function shopGuideSections(partner: boolean): Array<[string, string[]]> {
  if (partner) return SECTIONS;
  return SECTIONS.map(([title, lines]) => [title, lines.map((l) => (l === FREE_CHARGE ? l + PLUS_MORE : l))]);
}

export function ShopGuidePage({ route }: { route: PortalRoute }) {
  const partner = useHanpanStore((s) => s.global.publisher === 'partner');
  return (
    <PopupPage data-page={route.pageInfo.name} data-owner={route.owner}>
      <h1>{route.pageInfo.title}</h1>
      {shopGuideSections(partner).map(([title, lines]) => (
        <section key={title} aria-label={title}>
          <h2>{title}</h2>
          <ul style={{ margin: 0, paddingLeft: 18 }}>
            {lines.map((l) => (
              <li key={l}>{l}</li>
            ))}
          </ul>
        </section>
      ))}
    </PopupPage>
  );
}
