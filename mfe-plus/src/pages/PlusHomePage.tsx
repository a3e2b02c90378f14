// /plus/home: the member's Plus at a glance, with the weekly-gold or dealer layer opened once a
// visit (each can be dismissed for a day — SPEC §9).
import { useEffect } from 'react';
import { hanpanStore, Link, MoneyText, PageInfoView, useHanpanStore, NewWindowButton, VisuallyHidden, type PortalRoute } from '@hanpan/platform';
import { DEALER_LAYER, WEEKLY_GOLD_LAYER } from '../layers/keys';
import { plusPopups } from '../features/benefits/lib/plusPopups';
import { MembershipSummary } from '../features/membership/components/MembershipSummary';
import { useMembershipMe } from '../features/membership/hooks/useMembershipMe';
import { useOverMoney } from '../features/over-money/hooks/useOverMoney';
import { Card, Columns, Figure, Muted, Stack } from '../ui/layout';

function useAutoLayers() {
  const me = useMembershipMe();
  const memberNo = useHanpanStore((s) => s.member.memberNo);
  const hasDealer = me.data?.optionCodes.includes('PO0030');
  const weeklyGoldJoined = me.data?.weeklyGoldMembership.isJoined;
  useEffect(() => {
    if (!memberNo || hasDealer === undefined) return;
    // one offer per visit: today's dealer discount for its holders, else the weekly gold
    if (hasDealer) void hanpanStore.getState().openLayer(DEALER_LAYER, {}, { auto: true, dismissKey: `${DEALER_LAYER}_${memberNo}` });
    else if (weeklyGoldJoined === false) void hanpanStore.getState().openLayer(WEEKLY_GOLD_LAYER, {}, { auto: true, dismissKey: `${WEEKLY_GOLD_LAYER}_${memberNo}` });
  }, [hasDealer, weeklyGoldJoined, memberNo]);
}

export function PlusHomePage({ route }: { route: PortalRoute }) {
  useAutoLayers();
  const me = useMembershipMe();
  const over = useOverMoney();
  return (
    <PageInfoView route={route}>
      <Stack>
        <MembershipSummary />
        {/* a heading a screen reader's heading keys reach (each card's label says the rest on screen) */}
        <VisuallyHidden as="h2" id="plus-home-figures">
          통장, 주간 골드, 초과 머니
        </VisuallyHidden>
        <Columns $min="200px" as="section" aria-labelledby="plus-home-figures">
          <Card>
            <Muted>이번 달 남은 통장</Muted>
            <Figure>{me.data ? `${me.data.benefits.monthlyRemainCount}회` : '-'}</Figure>
            <NewWindowButton size="s" onClick={plusPopups.bankbook}>통장 열기</NewWindowButton>
          </Card>
          <Card>
            <Muted>주간 골드</Muted>
            <Figure>{me.data?.weeklyGoldMembership.isJoined ? `${me.data.weeklyGoldRoundInfo?.round ?? '-'}회차` : '미가입'}</Figure>
            <NewWindowButton size="s" variant="secondary" onClick={plusPopups.weeklyGold}>주간 골드</NewWindowButton>
          </Card>
          <Card>
            <Muted>초과 머니 보관함</Muted>
            <Figure>{over.data ? <MoneyText value={over.data.storedMoney} /> : '-'}</Figure>
            <NewWindowButton size="s" variant="secondary" onClick={plusPopups.overMoney}>보관함 열기</NewWindowButton>
          </Card>
        </Columns>
        <p><Link to="/plus/me">나의 플러스 전체 보기</Link></p>
      </Stack>
    </PageInfoView>
  );
}
