// Avatar collection book, items, coupons and memos (SPEC §3 Inventory, §7 avatar/items/coupons/memos).
import { Type, type Static } from 'typebox';
import { MoneySchema } from './common';
import { ShopProductSchema } from './contents';

export const CollectionAvatarSchema = Type.Object({ code: Type.String(), name: Type.String(), imageUrl: Type.String(), owned: Type.Boolean() });
export const CollectionBookMasterSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  description: Type.String(),
  imageUrl: Type.String(),
  rewardMoney: MoneySchema,
  avatars: Type.Array(CollectionAvatarSchema),
  ownedCount: Type.Integer(),
  totalCount: Type.Integer(),
  completed: Type.Boolean(),
  /** the reward was paid to this member (once, through the ledger) */
  rewardPaid: Type.Boolean(),
  rewardPaidAt: Type.Union([Type.String(), Type.Null()]),
});
export type CollectionBookMaster = Static<typeof CollectionBookMasterSchema>;

export const FrequentAvatarSchema = Type.Object({ product: ShopProductSchema, purchaseCount: Type.Integer() });
export type FrequentAvatar = Static<typeof FrequentAvatarSchema>;

/** Mini-game event of an item code (SPEC §3): its event name and the game money it can pay out. */
export const MiniGameInfoSchema = Type.Object({ eventName: Type.String(), prizes: Type.Array(MoneySchema) });
export type MiniGameInfo = Static<typeof MiniGameInfoSchema>;

export const ItemDetailSchema = Type.Object({
  product: ShopProductSchema,
  ownedQuantity: Type.Integer(),
  /** the member's oldest usable copy (for /use/{id}), or null */
  usableItemId: Type.Union([Type.Integer(), Type.Null()]),
  useUrl: Type.Union([Type.String(), Type.Null()]),
  miniGame: Type.Union([MiniGameInfoSchema, Type.Null()]),
  /** main memberships allowed to buy and use it (C703 Joker-catch: X-Plus, Z-Plus); empty = everyone */
  requiredMainCodes: Type.Array(Type.String()),
});
export type ItemDetail = Static<typeof ItemDetailSchema>;

/**
 * One row of GET /api/items: everything the member holds of one product code (copies bought or
 * granted at different times are one row; the page's totalElements counts these rows).
 */
export const InventoryItemSchema = Type.Object({
  /** the copy a use takes first (the oldest); /use/{id} names it */
  id: Type.Integer(),
  code: Type.String(),
  kind: Type.Union([Type.Literal('I'), Type.Literal('A'), Type.Literal('E')]),
  name: Type.String(),
  imageUrl: Type.String(),
  /** how many the member holds, all copies together */
  quantity: Type.Integer(),
  isMembershipItem: Type.Boolean(),
  /** the latest acquisition (the list is newest first) */
  acquiredAt: Type.String(),
  /** the latest expiry of the copies; null when any copy never expires */
  expiresAt: Type.Union([Type.String(), Type.Null()]),
  /** payment-sandbox URL to use it (mini-game items, membership items), or null */
  useUrl: Type.Union([Type.String(), Type.Null()]),
  /** ITEM: /use/{id}; MEMBERSHIP: /use/{id}/membership; null: nothing to use */
  useType: Type.Union([Type.Literal('ITEM'), Type.Literal('MEMBERSHIP'), Type.Null()]),
  /** an avatar (kind 'A'): the id it is worn as — the one the member wears is the member state's `avatarId`; else null */
  avatarId: Type.Union([Type.Integer(), Type.Null()]),
});
export type InventoryItem = Static<typeof InventoryItemSchema>;

/**
 * PUT /api/avatar/worn — 착용하기: the member puts on an avatar they hold (kind 'A', not used, not
 * expired). Another refuses with 422 `ERROR_AVATAR_NOT_OWNED` ('보유한 아바타만 착용할 수 있습니다.').
 */
export const AvatarWearRequestSchema = Type.Object({
  /** the avatar's product code (A1003, N4001…) */
  avatarCode: Type.String({ minLength: 2, maxLength: 20, pattern: '^[A-Za-z0-9]{2,20}$', title: '아바타 코드' }),
});
export type AvatarWearRequest = Static<typeof AvatarWearRequestSchema>;
export const AvatarWearResultSchema = Type.Object({
  /** the member's avatarId now (as the member state reads it) */
  avatarId: Type.Integer(),
  avatarCode: Type.String(),
  /** the avatar's Korean name, for '…을(를) 착용했습니다.' */
  name: Type.String(),
});
export type AvatarWearResult = Static<typeof AvatarWearResultSchema>;
export type AvatarWearRefusalCode = 'ERROR_AVATAR_NOT_OWNED';

/**
 * Where a coupon is used: GAME — 사용하기 in the coupon box turns it on and the game applies it
 * (POST /api/coupons/{id}/use); FREE_CHARGE — the free recharge takes it when today's are used up;
 * PLUS_JOIN — the Plus join's payment page takes it; VIP — 사용하기 in the coupon box raises this
 * VIP month's benefits one grade.
 */
export const CouponUsePlaceSchema = Type.Union([Type.Literal('GAME'), Type.Literal('FREE_CHARGE'), Type.Literal('PLUS_JOIN'), Type.Literal('VIP')]);
export type CouponUsePlace = Static<typeof CouponUsePlaceSchema>;

/** The coupon box's categories (GET /api/coupons): one per game family, and the VIP benefits' coupons. */
export const COUPON_BOX_CATEGORIES = ['pokerTotal', 'hoolaTotal', 'suddaTotal', 'vip'] as const;
/** GET /api/coupons/membership's categories: the Plus coupons (free trial, first-month discount). */
export const MEMBERSHIP_COUPON_CATEGORIES = ['plusfree'] as const;

export const CouponSchema = Type.Object({
  id: Type.Integer(),
  category: Type.String(),
  name: Type.String(),
  description: Type.String(),
  benefit: Type.String(),
  usable: Type.Boolean(),
  expiresAt: Type.String(),
  usedAt: Type.Union([Type.String(), Type.Null()]),
  usePlace: CouponUsePlaceSchema,
  /** a usable coupon another window takes (FREE_CHARGE, PLUS_JOIN): that window's address; else null */
  useUrl: Type.Union([Type.String(), Type.Null()]),
  /** a used coupon whose effect lasts a while (a day's dealer-fee discount): until when; else null */
  effectUntil: Type.Union([Type.String(), Type.Null()]),
  /**
   * GET /api/coupons: a usable coupon its 사용하기 would refuse now, and why (Korean: another of its kind
   * still in effect, nothing left for a VIP 등급 상향권 to raise, …); null when it can be used, and in
   * every other answer
   */
  notUsableNow: Type.Union([Type.String(), Type.Null()]),
});
export type Coupon = Static<typeof CouponSchema>;

/** POST /api/coupons/{id}/use: the coupon as used and what it does now (Korean). */
export const CouponUseResultSchema = Type.Object({ coupon: CouponSchema, message: Type.String() });
export type CouponUseResult = Static<typeof CouponUseResultSchema>;

export const MemoSchema = Type.Object({
  id: Type.Integer(),
  sender: Type.String(),
  title: Type.String(),
  content: Type.String(),
  isRead: Type.Boolean(),
  createdAt: Type.String(),
});
export type Memo = Static<typeof MemoSchema>;
