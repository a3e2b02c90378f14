// Money transfer between members (SPEC §3 request sets, §7 money-transfer calls).
import { Type, type Static } from 'typebox';
import { Id, MoneyAmount, MoneySchema, PageSchema, pageFields, titled } from './common';

export const TransferTypeSchema = Type.Union([Type.Literal('SEND'), Type.Literal('RECEIVE')]);
export type TransferType = Static<typeof TransferTypeSchema>;

export const TransferLimitsSchema = Type.Object({
  minimum: MoneySchema,
  maxPerTransfer: MoneySchema,
  maxPerDay: MoneySchema,
  maxCountPerDay: Type.Integer(),
});
/** A member on a permission list (RECEIVE_ALLOW): number and nickname. */
export const TransferPartnerSchema = Type.Object({ memberNo: Type.Integer(), nickname: Type.String() });
export type TransferPartner = Static<typeof TransferPartnerSchema>;

export const TransferStatusSchema = Type.Object({
  limits: TransferLimitsSchema,
  sentToday: MoneySchema,
  countToday: Type.Integer(),
  remainingToday: MoneySchema,
  money: MoneySchema,
  holdingLimit: MoneySchema,
  /** members this member allows to RECEIVE (pull) money from them */
  receiveAllowedTo: Type.Array(Type.Integer()),
  /** the same members with their nicknames (who may ask me) */
  receiveAllowedMembers: Type.Array(TransferPartnerSchema),
  /** members who allow me to RECEIVE (pull) money from them */
  receiveAllowedFrom: Type.Array(TransferPartnerSchema),
  /** most members one may allow (RECEIVE_ALLOW targets) */
  maxReceiveAllowed: Type.Integer(),
  isActiveNewIcon: Type.Boolean(),
});
export type TransferStatus = Static<typeof TransferStatusSchema>;

export const TransferRequestSchema = Type.Object({
  destinationMemberNo: Id({ title: '상대 회원' }),
  transferMoney: MoneyAmount('금액'),
  /** SEND: me → destination; RECEIVE: destination → me (needs the destination's permission) */
  type: titled(TransferTypeSchema, '전송 방법'),
  /** true: sent again on purpose — the same amount to (from) the same member within 10 minutes is otherwise refused with ERROR_REPEATED_TRANSFER for the player to confirm */
  confirmRepeat: Type.Optional(Type.Boolean({ title: '같은 이동 다시 하기' })),
});
export type TransferRequest = Static<typeof TransferRequestSchema>;
export const TransferResultSchema = Type.Object({
  transferId: Type.Integer(),
  type: TransferTypeSchema,
  transferMoney: MoneyAmount(),
  money: MoneySchema,
});
export type TransferResult = Static<typeof TransferResultSchema>;

export const TransferHistoryItemSchema = Type.Object({
  transferId: Type.Integer(),
  direction: Type.Union([Type.Literal('OUT'), Type.Literal('IN')]),
  type: TransferTypeSchema,
  counterpartMemberNo: Type.Integer(),
  counterpartNickname: Type.String(),
  /** true when this member asked (SEND: sent; RECEIVE: requested) */
  initiatedByMe: Type.Boolean(),
  amount: MoneySchema,
  createdAt: Type.String(),
});
export type TransferHistoryItem = Static<typeof TransferHistoryItemSchema>;
export const TransferHistoryQuerySchema = Type.Object(pageFields(10, 100));
export const TransferHistoryPageSchema = PageSchema(TransferHistoryItemSchema);

export const TransferIndicatorRequestSchema = Type.Object({
  /** NEW_ICON: mark the new-icon of targets (event types) seen; RECEIVE_ALLOW: member numbers allowed to pull */
  type: Type.Union([Type.Literal('NEW_ICON'), Type.Literal('RECEIVE_ALLOW')], { title: '설정 종류' }),
  targets: Type.Array(Type.String({ minLength: 1, maxLength: 40, pattern: '^[A-Za-z0-9_]+$', title: '대상' }), { maxItems: 20, title: '대상 목록' }),
  /**
   * RECEIVE_ALLOW: the list the screen changed (its member numbers as loaded). When the saved list is no
   * longer that one (changed in another window), nothing is saved: 409 ERROR_LIST_CHANGED — a list built
   * from an old one would bring back a member removed meanwhile, who could then take money again.
   */
  basis: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 10, pattern: '^[0-9]+$', title: '불러온 회원번호' }), { maxItems: 20, title: '불러온 목록' })),
});
export type TransferIndicatorRequest = Static<typeof TransferIndicatorRequestSchema>;
