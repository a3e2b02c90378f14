// Benefit layers with the member's own numbers (and what to do next).
import type { ReactNode } from 'react';
import { heldTogetherText } from '@hanpan/contracts/option-groups';
import { MoneyText, Skeleton, type LayerContentProps } from '@hanpan/platform';
import { Fields, Note } from '../ui/layout';
import { openFromLayer } from '@hanpan/platform/member-action';
import { plusPopups } from '../features/benefits/lib/plusPopups';
import { DealerDiscountToday } from '../features/dealer-discount/components/DealerDiscountToday';
import { LuckyFlipPanel } from '../features/lucky-flip/components/LuckyFlipPanel';
import { useMembershipMe } from '../features/membership/hooks/useMembershipMe';
import { membershipView } from '../features/membership/lib/membershipView';
import { PetShopPanel } from '../features/pet-shop/components/PetShopPanel';
import { useJoinEntry } from '../features/join/hooks/useJoinEntry';
import { LayerBody, useLayerNavigate } from './LayerBody';

function MembershipNumbers({ render }: { render: (u: NonNullable<ReturnType<typeof useMembershipMe>['data']>) => ReactNode }) {
  const me = useMembershipMe();
  if (me.fetchStatus === 'idle' && !me.data) return <Note>로그인하면 내 혜택 현황을 볼 수 있습니다.</Note>;
  if (me.isPending) return <Skeleton lines={3} />;
  if (!me.data) return null;
  if (!membershipView(me.data).joined) return <Note>플러스에 가입하면 이 혜택을 받을 수 있습니다.</Note>;
  return <>{render(me.data)}</>;
}

export function BankbookLayer({ resolve }: LayerContentProps) {
  const go = useLayerNavigate(resolve);
  return (
    <LayerBody layerKey="plus-bankbook" actions={[{ label: '통장 사용하기', onClick: openFromLayer(plusPopups.bankbook, resolve), newWindow: true }, { label: '통장 내역', variant: 'secondary', onClick: () => go('/plus/me/money-history') }]}>
      <MembershipNumbers
        render={(u) => (
          <Fields>
            <dt>이번 달 남은 통장</dt>
            <dd data-testid="layer-bankbook-remain">{u.benefits.monthlyRemainCount}회</dd>
            <dt>1회 통장 머니</dt>
            <dd><MoneyText value={u.accountMoney} /></dd>
          </Fields>
        )}
      />
    </LayerBody>
  );
}

export function FreeChargingLayer({ resolve }: LayerContentProps) {
  return (
    <LayerBody layerKey="plus-free-charging" actions={[{ label: '무료 충전 받기', onClick: openFromLayer(plusPopups.freeCharge, resolve), newWindow: true }]}>
      <MembershipNumbers render={(u) => <Fields><dt>오늘 남은 무료 충전</dt><dd>{u.benefits.dailyRemainCount}회</dd></Fields>} />
    </LayerBody>
  );
}

export function HoldingLimitLayer({ resolve }: LayerContentProps) {
  const go = useLayerNavigate(resolve);
  return (
    <LayerBody layerKey="plus-holding-limit" actions={[{ label: '초과 머니 보관함', onClick: openFromLayer(plusPopups.overMoney, resolve), newWindow: true }, { label: '보유 한도 증가 안내', variant: 'secondary', onClick: () => go('/plus/guide/option/limit') }]}>
      <MembershipNumbers render={(u) => <Fields><dt>나의 보유 한도</dt><dd data-testid="layer-holding-limit"><MoneyText value={u.holdingLimit} /></dd></Fields>} />
    </LayerBody>
  );
}

/** The limit options held; both (held since before one of a kind was the rule) say why, beside '둘 중 하나만' (QA). */
const limitOptionsText = (held: readonly { name: string }[]) => (held.length > 1 ? heldTogetherText(held) : held[0]?.name ?? '없음');

export function HoldingLimitIncreaseLayer({ resolve }: LayerContentProps) {
  const go = useLayerNavigate(resolve);
  return (
    <LayerBody layerKey="plus-holding-limit-increase" actions={[{ label: '옵션 가입하기', onClick: openFromLayer(() => plusPopups.options('PO0025'), resolve), newWindow: true }, { label: '자세히 보기', variant: 'secondary', onClick: () => go('/plus/guide/option/limit') }]}>
      <MembershipNumbers render={(u) => <Fields><dt>지금 보유 한도</dt><dd><MoneyText value={u.holdingLimit} /></dd><dt>이용 중인 한도 옵션</dt><dd data-testid="layer-limit-options">{limitOptionsText(u.options.filter((o) => o.key === 'limit'))}</dd></Fields>} />
    </LayerBody>
  );
}

export function ContinuousLayer({ resolve }: LayerContentProps) {
  const go = useLayerNavigate(resolve);
  return (
    <LayerBody layerKey="plus-continuous" actions={[{ label: '연속 이용 안내', variant: 'secondary', onClick: () => go('/plus/guide/continuous') }]}>
      <MembershipNumbers
        render={(u) => {
          const v = membershipView(u);
          return (
            <Fields>
              <dt>연속 이용</dt>
              <dd>{u.continuousUsageCount}회 ({v.subscriptionLabel})</dd>
              <dt>연속 이용 혜택</dt>
              <dd>{v.continuousBenefit ? '적용 중' : '-'}</dd>
              <dt>그룹 연속 이용</dt>
              <dd>{u.continuousGroupUsageCount}회</dd>
              <dt>5% 할인</dt>
              <dd>{v.continuousDiscount}</dd>
            </Fields>
          );
        }}
      />
    </LayerBody>
  );
}

export function MembershipChangeLayer({ resolve }: LayerContentProps) {
  const join = useJoinEntry();
  const me = useMembershipMe();
  const joined = membershipView(me.data).joined;
  return (
    <LayerBody
      layerKey="plus-membership-change"
      actions={[joined ? { label: '멤버십 변경하기', onClick: openFromLayer(plusPopups.change, resolve), newWindow: true } : { label: '플러스 가입하기', onClick: () => { resolve(true); void join('PM0004'); } }]}
    >
      <MembershipNumbers render={(u) => <Fields><dt>이용 중인 멤버십</dt><dd>{u.name}</dd><dt>이번 달 남은 통장</dt><dd>{u.benefits.monthlyRemainCount}회</dd></Fields>} />
    </LayerBody>
  );
}

export function DealerDiscountLayer({ resolve }: LayerContentProps) {
  const go = useLayerNavigate(resolve);
  return (
    <LayerBody layerKey="plus-dealer-discount">
      <MembershipNumbers render={() => <DealerDiscountToday onOpenGuide={() => go('/plus/guide/option/discount')} />} />
    </LayerBody>
  );
}

export function PetShopLayer({ resolve }: LayerContentProps) {
  const go = useLayerNavigate(resolve);
  return (
    <LayerBody layerKey="plus-pet-shop">
      <MembershipNumbers render={() => <PetShopPanel onOpenGuide={() => go('/plus/guide/option/pet')} />} />
    </LayerBody>
  );
}

export function LuckyFlipLayer(_props: LayerContentProps) {
  return (
    <LayerBody layerKey="plus-lucky-flip">
      <MembershipNumbers render={() => <LuckyFlipPanel />} />
    </LayerBody>
  );
}
