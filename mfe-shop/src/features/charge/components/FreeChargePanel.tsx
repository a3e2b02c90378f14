// Free recharge (SPEC §1 'free charging'): how many are left today by the member's Plus tier (the
// API's one rule — the Plus benefit screen shows the same count), and taking one (one click = one charge).
import styled from 'styled-components';
import type { FreeChargeRequest, FreeChargeStatus } from '@hanpan/contracts';
import { ActionButton, ErrorState, formatDate, formatDateTime, formatKoreanMoney, Skeleton, useHanpanStore } from '@hanpan/platform';
import { alertActionDone } from '@hanpan/platform/member-action';
import { withParticle } from '@hanpan/contracts/korean';
import { alertShopActionError } from '../../../lib/alertShopActionError';
import { useFreeCharge } from '../hooks/useFreeCharge';
import { useFreeChargeStatus } from '../hooks/useFreeChargeStatus';

const Box = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.s};
  p {
    margin: 0;
  }
  .count {
    font-size: 28px;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  small {
    color: ${({ theme }) => theme.colors.textSecondary};
  }
`;

const CouponOffer = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.s};
  padding: ${({ theme }) => theme.space.s};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.m};
`;

const TIER_NAMES: Record<string, string> = { V: 'V-Plus', W: 'W-Plus', X: 'X-Plus', Z: 'Z-Plus' };

export function freeChargeReason(s: FreeChargeStatus): string | null {
  if (s.reason === 'MONEY_ENOUGH') return `보유 머니가 ${formatKoreanMoney(s.threshold)} 이상이라 지금은 무료 충전을 받을 수 없습니다.`;
  if (s.reason === 'USED_ALL_TODAY') return `오늘의 무료 충전을 모두 받았습니다. ${formatDateTime(s.nextChargeAvailableAt)}부터 다시 받을 수 있습니다.`;
  return null;
}

/** The line under the count: the tier that gives it, or how Plus gives more (not to the partner channel: it cannot join Plus, SPEC §6). */
export function freeChargePerDayText(s: Pick<FreeChargeStatus, 'plusTier' | 'perDay'>, partner: boolean): string {
  if (s.plusTier) return `${TIER_NAMES[s.plusTier] ?? s.plusTier} 혜택으로 하루 ${s.perDay}회`;
  return partner ? `하루 ${s.perDay}회` : `하루 ${s.perDay}회 · 플러스에 가입하면 등급에 따라 하루 최대 5회까지 받을 수 있습니다.`;
}

export function FreeChargePanel() {
  const partner = useHanpanStore((s) => s.global.publisher === 'partner');
  const { data, error, isPending, refetch } = useFreeChargeStatus();
  const charge = useFreeCharge();
  if (isPending) return <Skeleton lines={3} label="무료 충전 정보를 불러오는 중" />;
  if (error) return <ErrorState error={error} onRetry={() => void refetch()} />;
  const reason = freeChargeReason(data);
  const take = async (request?: FreeChargeRequest) => {
    try {
      const r = await charge.mutateAsync(request);
      await alertActionDone(r, {
        header: '무료 충전 완료',
        body: request?.couponId
          ? `쿠폰으로 게임머니 ${formatKoreanMoney(r.chargedMoney)}을 한 번 더 받았습니다.`
          : `게임머니 ${formatKoreanMoney(r.chargedMoney)}을 받았습니다. 오늘 남은 무료 충전은 ${r.remainingToday}회입니다.`,
        earlier: `게임머니 ${formatKoreanMoney(r.chargedMoney)} 무료 충전`,
      });
    } catch (e) {
      await alertShopActionError(e, {
        header: '무료 충전',
        lost: { unsure: '무료 충전을 받았는지', check: '보유 머니와 남은 횟수를' },
        failed: '무료 충전을 받지 못했습니다. 잠시 후 다시 시도해 주세요.',
      });
    }
  };
  // the coupon's one more, offered once today's are used up and the money is low enough for a recharge
  const extra = data.coupon && data.remainingToday === 0 && BigInt(data.money) < BigInt(data.threshold) ? data.coupon : null;
  return (
    <Box aria-label="무료 충전" data-testid="free-charge">
      <p>
        오늘 남은 무료 충전{' '}
        <span className="count" data-testid="free-charge-remaining">
          {data.remainingToday}
        </span>
        <span> / {data.perDay}회</span>
      </p>
      <p>
        보유 머니가 {formatKoreanMoney(data.threshold)} 미만이면 한 번에 게임머니 {formatKoreanMoney(data.chargeAmount)}을 받습니다.
      </p>
      <small>{freeChargePerDayText(data, partner)}</small>
      {reason && <p role="note">{reason}</p>}
      <ActionButton action="shop.freeCharge" waitFor={['shop.freeChargeCoupon']} onAction={() => take()} disabled={!data.canCharge}>
        무료 충전 받기
      </ActionButton>
      {extra && (
        <CouponOffer data-testid="free-charge-coupon">
          <p>
            {withParticle(extra.name, '이')} 있습니다. 쿠폰을 사용하면 오늘 한 번 더 받을 수 있습니다. <small>({formatDate(extra.expiresAt)}까지)</small>
          </p>
          <ActionButton action="shop.freeChargeCoupon" waitFor={['shop.freeCharge']} variant="secondary" onAction={() => take({ couponId: extra.id })}>
            쿠폰으로 한 번 더 받기
          </ActionButton>
        </CouponOffer>
      )}
    </Box>
  );
}
