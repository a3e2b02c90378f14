// The VIP window popups (SPEC §2 /popup/vip/*): one size for all of them, one window per kind. A
// blocked popup: this window goes there (QA: the buttons did nothing).
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
