// Before a benefit a 등급 상향권 could still raise is taken at the member's own grade, the player is told
// and asked; the coupon box is offered when the ticket waits there (QA: taken in the list's order,
// the ticket came after the benefits it raises and was worth nothing).
import type { VipBenefitDetail } from '@hanpan/contracts';
import { withParticle } from '@hanpan/contracts/korean';
import { hanpanStore } from '@hanpan/platform';
import { openVipCouponBox } from '../../common/popups';

/** True when the benefit is to be taken now: nothing to raise it, or the player chose 지금 받기. */
export async function confirmBeforeGradeUp(d: Pick<VipBenefitDetail, 'name' | 'gradeUpTicket'>): Promise<boolean> {
  if (d.gradeUpTicket === null) return true;
  const store = hanpanStore.getState();
  const first = d.gradeUpTicket === 'to-claim' ? 'VIP 등급 상향권을 먼저 받아 쿠폰함에서 사용하면' : '쿠폰함의 VIP 등급 상향권을 먼저 사용하면';
  return store.confirm({
    header: '등급 상향권을 먼저 사용하세요',
    body: `${first} ${withParticle(d.name, '을')} 한 등급 위의 혜택으로 받습니다.\n지금 받으면 현재 등급의 혜택으로 받으며, 나중에 상향권으로 올릴 수 없습니다.`,
    submitText: '지금 받기',
    // taking it cannot be undone: Enter does not take it
    defaultFocus: 'cancel',
    footerButtons: d.gradeUpTicket === 'to-use' ? [{ label: '쿠폰함 열기', variant: 'secondary', closes: false, onClick: openCouponBoxInstead }] : [],
  });
}

/** Closes the question (not taken) and opens the coupon box on its VIP tab. */
function openCouponBoxInstead() {
  hanpanStore.getState().resolvePopup(false);
  openVipCouponBox();
}
