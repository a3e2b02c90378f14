// Exposed as `mfe_plus/layers`: the component of every layer key declared in ./index.ts. Each file
// is a chunk of its own, loaded when one of its layers is first opened.
import { lazy } from 'react';
import type { LayerComponents } from '@hanpan/platform';

const info = () => import('./InfoLayers');
const member = () => import('./MemberLayers');
const probability = () => import('./ProbabilityLayers');
const events = () => import('./EventLayers');

export const layers: LayerComponents = {
  'plus-bankbook': lazy(() => member().then((m) => ({ default: m.BankbookLayer }))),
  'plus-free-charging': lazy(() => member().then((m) => ({ default: m.FreeChargingLayer }))),
  'plus-dealer-discount': lazy(() => member().then((m) => ({ default: m.DealerDiscountLayer }))),
  'plus-holding-limit': lazy(() => member().then((m) => ({ default: m.HoldingLimitLayer }))),
  'plus-avatar': lazy(() => info().then((m) => ({ default: m.AvatarLayer }))),
  'plus-vip-accrual': lazy(() => info().then((m) => ({ default: m.VipAccrualLayer }))),
  'plus-poker-helper': lazy(() => info().then((m) => ({ default: m.PokerHelperLayer }))),
  'plus-poker-super-room': lazy(() => info().then((m) => ({ default: m.PokerSuperRoomLayer }))),
  'plus-hoola-super-room': lazy(() => info().then((m) => ({ default: m.HoolaSuperRoomLayer }))),
  'plus-friend-arena': lazy(() => info().then((m) => ({ default: m.FriendArenaLayer }))),
  'plus-infinite-access': lazy(() => info().then((m) => ({ default: m.InfiniteAccessLayer }))),
  'plus-continuous': lazy(() => member().then((m) => ({ default: m.ContinuousLayer }))),
  'plus-membership-change': lazy(() => member().then((m) => ({ default: m.MembershipChangeLayer }))),
  'plus-bankbook-info': lazy(() => info().then((m) => ({ default: m.BankbookInfoLayer }))),
  'plus-free-charging-info': lazy(() => info().then((m) => ({ default: m.FreeChargingInfoLayer }))),
  'plus-holding-limit-increase': lazy(() => member().then((m) => ({ default: m.HoldingLimitIncreaseLayer }))),
  'plus-mobile-classic': lazy(() => info().then((m) => ({ default: m.MobileClassicLayer }))),
  'plus-dealer-discount-probability': lazy(() => probability().then((m) => ({ default: m.DealerProbabilityLayer }))),
  'plus-lucky-flip-probability': lazy(() => probability().then((m) => ({ default: m.LuckyFlipProbabilityLayer }))),
  'plus-pet-shop': lazy(() => member().then((m) => ({ default: m.PetShopLayer }))),
  'plus-lucky-flip': lazy(() => member().then((m) => ({ default: m.LuckyFlipLayer }))),
  'plus-weekly-gold': lazy(() => events().then((m) => ({ default: m.WeeklyGoldLayer }))),
  'plus-dealer': lazy(() => events().then((m) => ({ default: m.DealerLayer }))),
};
