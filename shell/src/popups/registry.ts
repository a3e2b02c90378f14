// The shell's own layers (any area opens them by key, like the remotes' layers). Their components
// load when first opened: most pages never show one. The member's boxes are `member-*` chunks: they
// keep their own copies of what they share with a page (webpack.config.js), so using a coupon (the
// member actions it takes) does not regroup the home page's chunks.
import { COUPON_BOX_LAYER, defineLayers, MEMO_BOX_LAYER, SHORTCUT_GUIDE_LAYER, type LayerComponents } from '@hanpan/platform';
import { retryableLazy } from '../features/common/retryableLazy';

export const SHELL_LAYER_DECLARATIONS = defineLayers('shell', [
  { key: 'goldbox', header: '골드박스 이벤트', size: 'm', dismissal: 'goldbox' },
  { key: SHORTCUT_GUIDE_LAYER, header: '바로가기 앱 추가 방법', size: 'm' },
  { key: COUPON_BOX_LAYER, header: '쿠폰함', size: 'm' },
  { key: MEMO_BOX_LAYER, header: '쪽지함', size: 'm' },
]);

export const SHELL_LAYERS: LayerComponents = {
  goldbox: retryableLazy(() => import('../features/events/GoldboxLayer').then((m) => m.GoldboxLayer)),
  [SHORTCUT_GUIDE_LAYER]: retryableLazy(() => import('../features/shortcut/ShortcutGuideLayer').then((m) => m.ShortcutGuideLayer)),
  [COUPON_BOX_LAYER]: retryableLazy(() => import(/* webpackChunkName: "member-coupons" */ '../features/inventory/components/CouponBoxLayer').then((m) => m.CouponBoxLayer)),
  [MEMO_BOX_LAYER]: retryableLazy(() => import(/* webpackChunkName: "member-memos" */ '../features/inventory/components/MemoBoxLayer').then((m) => m.MemoBoxLayer)),
};
