// This VIP month's benefits (coupon, grade-up, hancoin) with a 받기 button each. Shared by the PC
// home (platform PC), the VIP layer and the mobile site (platform MOBILE, through ./mobile).
// A claim shows its result through the popup system (the 'vip-benefit-result' layer) unless the
// caller takes it (`onClaimed`); refusals show the API's Korean text.
import styled from 'styled-components';
import type { VipBenefitClaimResult, VipBenefitDetail, VipPlatform } from '@hanpan/contracts';
import { VIP_JOIN_CONDITION } from '@hanpan/contracts/constants';
import { ActionButton, ErrorState, hanpanStore, Skeleton } from '@hanpan/platform';
import { useVipBenefitDetails } from '../hooks/useVipBenefitDetails';
import { useVipBenefitClaim } from '../hooks/useVipBenefitClaim';
import { alertVipError, BENEFIT_ANSWER_LOST } from '../../../common/vipErrors';
import { Muted, Notice } from '../../../common/styles';
import { benefitClaimAction, claimText, receivedText, shortAmount, unavailableText } from '../benefitText';
import { confirmBeforeGradeUp } from '../confirmBeforeGradeUp';
import { BenefitIcon } from './BenefitIcon';
import { monthText } from '../../grade/gradeText';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 8px;
`;
const Item = styled.li`
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 8px;
  background: #fff;
  .text { flex: 1; min-width: 0; }
  .name { font-weight: 700; }
  .amount { color: ${({ theme }) => theme.colors.money}; font-weight: 700; margin-left: 6px; }
  small { display: block; color: ${({ theme }) => theme.colors.textSecondary}; margin-top: 2px; }
`;

export interface BenefitClaimListProps {
  /** where the claim is made (recorded with it): PC pages or the mobile site */
  platform: VipPlatform;
  /** default: the result layer of the popup system */
  onClaimed?: (result: VipBenefitClaimResult) => void;
}

function status(d: VipBenefitDetail): string {
  if (d.received) return receivedText(d.receivedAt, d.platform);
  if (d.available) return d.description;
  return unavailableText(d);
}

export function BenefitClaimList({ platform, onClaimed }: BenefitClaimListProps) {
  const details = useVipBenefitDetails();
  const claim = useVipBenefitClaim();
  if (details.some((d) => d.isPending)) return <Skeleton lines={3} lineHeight="48px" />;
  const failed = details.find((d) => d.isError);
  if (failed) return <ErrorState error={failed.error} onRetry={() => details.forEach((d) => void d.refetch())} />;
  const rows = details.map((d) => d.data!).filter(Boolean);
  const vip = rows.some((d) => d.grade !== 'NONE');
  const claimActions = rows.map((d) => benefitClaimAction(d.type));
  const take = async (d: VipBenefitDetail) => {
    if (!(await confirmBeforeGradeUp(d))) return;
    try {
      const result = await claim.mutateAsync({ type: d.type, platform });
      if (onClaimed) onClaimed(result);
      // part of the claim: its button keeps the focus until the result is closed
      else await hanpanStore.getState().openLayer('vip-benefit-result', { result });
    } catch (e) {
      await alertVipError(e, BENEFIT_ANSWER_LOST);
    }
  };
  return (
    <div data-testid="vip-benefit-list" data-platform={platform}>
      {!vip && (
        <Notice role="status" data-testid="vip-benefits-members-only">
          <strong>VIP 혜택은 VIP 회원만 받을 수 있습니다.</strong>
          <p>{VIP_JOIN_CONDITION} VIP 회원이 되어 매월 쿠폰, 등급 상향권, 한코인을 받을 수 있습니다.</p>
        </Notice>
      )}
      {rows[0] && <Muted>{monthText(rows[0].vipMonth, true)} 혜택 · 한 달에 한 번씩 받을 수 있습니다.</Muted>}
      <List aria-label="이번 달 VIP 혜택">
        {rows.map((d) => (
          <Item key={d.type} data-benefit={d.type} data-received={d.received}>
            <BenefitIcon type={d.type} />
            <div className="text">
              <span className="name">{d.name}</span>
              {d.amount !== '0' && <span className="amount">{shortAmount(d.type, d.amount)}</span>}
              <small>{status(d)}</small>
            </div>
            <ActionButton
              size="s"
              disabled={!d.available}
              action={benefitClaimAction(d.type)}
              waitFor={claimActions}
              onAction={() => take(d)}
              aria-label={`${d.name} ${claimText(d)}`}
            >
              {claimText(d)}
            </ActionButton>
          </Item>
        ))}
      </List>
    </div>
  );
}
