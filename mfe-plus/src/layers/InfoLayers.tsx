// Benefit layers that explain a benefit (with the member's access to it when logged in).
import type { LayerContentProps } from '@hanpan/platform';
import { Note } from '../ui/layout';
import { BENEFIT_TEXTS } from '../features/benefits/lib/benefitTexts';
import { openFromLayer } from '@hanpan/platform/member-action';
import { plusPopups } from '../features/benefits/lib/plusPopups';
import { TIER_ORDER } from '../features/guide/guideContent';
import { useMembershipMe } from '../features/membership/hooks/useMembershipMe';
import { membershipView } from '../features/membership/lib/membershipView';
import { LayerBody, useLayerNavigate, type LayerAction } from './LayerBody';
import type { PlusBenefitLayerKey } from './keys';

function TierAccess({ layerKey }: { layerKey: PlusBenefitLayerKey }) {
  const me = useMembershipMe();
  const from = BENEFIT_TEXTS[layerKey].fromTier;
  if (!from || !me.data) return null;
  const tier = membershipView(me.data).tier;
  const has = tier !== null && TIER_ORDER[tier] >= TIER_ORDER[from];
  return <Note $tone={has ? 'info' : 'warn'} data-testid="layer-access">{has ? `${me.data.name} 회원님은 이 혜택을 이용할 수 있습니다.` : `${from === 'Z' ? 'Z-Plus에' : `${from}-Plus 이상`} 가입하면 이용할 수 있습니다.`}</Note>;
}

function makeInfoLayer(layerKey: PlusBenefitLayerKey, actions: (go: (href: string) => void, resolve: (v: boolean) => void) => LayerAction[] = () => []) {
  function InfoLayer({ resolve }: LayerContentProps) {
    const go = useLayerNavigate(resolve);
    return (
      <LayerBody layerKey={layerKey} actions={actions(go, resolve)}>
        <TierAccess layerKey={layerKey} />
      </LayerBody>
    );
  }
  InfoLayer.displayName = `InfoLayer(${layerKey})`;
  return InfoLayer;
}

const guide = (go: (href: string) => void): LayerAction => ({ label: '플러스 등급 비교', variant: 'secondary', onClick: () => go('/plus/guide') });

/** The member-only avatar guide: its button goes to the shop (SPEC §2 link target /shop). */
export const AvatarLayer = makeInfoLayer('plus-avatar', (go) => [{ label: '아바타 상점 가기', onClick: () => go('/shop') }]);
export const VipAccrualLayer = makeInfoLayer('plus-vip-accrual', (go) => [{ label: 'VIP 안내', onClick: () => go('/vip/guide') }, guide(go)]);
export const PokerHelperLayer = makeInfoLayer('plus-poker-helper', (go) => [guide(go)]);
export const PokerSuperRoomLayer = makeInfoLayer('plus-poker-super-room', (go) => [guide(go)]);
export const HoolaSuperRoomLayer = makeInfoLayer('plus-hoola-super-room', (go) => [guide(go)]);
export const FriendArenaLayer = makeInfoLayer('plus-friend-arena', (go) => [guide(go)]);
export const InfiniteAccessLayer = makeInfoLayer('plus-infinite-access', (go) => [guide(go)]);
export const BankbookInfoLayer = makeInfoLayer('plus-bankbook-info', (go) => [{ label: '통장 내역 보기', onClick: () => go('/plus/me/money-history') }, guide(go)]);
export const FreeChargingInfoLayer = makeInfoLayer('plus-free-charging-info', (go, resolve) => [
  { label: '무료 충전 받기', onClick: openFromLayer(plusPopups.freeCharge, resolve), newWindow: true },
  guide(go),
]);
export const MobileClassicLayer = makeInfoLayer('plus-mobile-classic', (_go, resolve) => [{ label: '앱 다운로드 문자 받기', onClick: openFromLayer(plusPopups.classicSms, resolve), newWindow: true }]);
