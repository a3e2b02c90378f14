// The VIP window popups (SPEC §2 /popup/vip/*): one size for all of them, one window per kind. A
// blocked popup: this window goes there (QA: the buttons did nothing).
import { COUPON_BOX_LAYER, COUPON_BOX_VIP_TAB, hanpanStore } from '@hanpan/platform';
import { openPopupOrGo } from '@hanpan/platform/member-action';

export const VIP_POPUP_SIZE = { width: 560, height: 760 } as const;

export type VipPopupPath =
  | '/popup/vip/check'
  | '/popup/vip/payment-history'
  | '/popup/vip/avatar-mark'
  | '/popup/vip/power-chief'
  | '/popup/vip/voice'
  | '/popup/vip/benefit/coupon'
  | '/popup/vip/benefit/grade-up'
  | '/popup/vip/benefit/hancoin';

export function openVipPopup(path: VipPopupPath): Window | null {
  return openPopupOrGo(path, VIP_POPUP_SIZE, `hanpan_vip_${path.split('/').pop()}`);
}

/** The member's VIP pages as the PC buttons and the phone's links name them (one name each: the phone said '결제·적립 내역' where the PC said '결제 내역'). */
export const VIP_PAGE_LABELS = {
  '/popup/vip/check': '등급 확인',
  '/popup/vip/payment-history': '결제·적립 내역',
  '/popup/vip/power-chief': '파워 치프',
  '/popup/vip/voice': 'VIP 보이스',
  '/popup/vip/avatar-mark': '아바타 마크',
} as const satisfies Partial<Record<VipPopupPath, string>>;

/** The shell's coupon box on its VIP tab, over whatever layer is open (the VIP club's: queued, it came only after that one closed). */
export function openVipCouponBox(): void {
  void hanpanStore.getState().openLayer(COUPON_BOX_LAYER, { tab: COUPON_BOX_VIP_TAB }, { over: true });
}
