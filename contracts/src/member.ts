// Member state shapes (SPEC §3 Member meta, User rating, Inventory, Mileage, Currency; §7 member calls).
import { Type, type Static } from 'typebox';
import { MoneySchema } from './common';

export const LoginStatusCodeSchema = Type.Union([Type.Literal('LOGIN'), Type.Literal('NEED_ACTION'), Type.Literal('ERROR')]);
export const ActionSpecSchema = Type.Object({
  resultType: Type.Union([Type.Literal('POPUP_REDIRECT'), Type.Literal('BOTTOM_REDIRECT')]),
  displayMessage: Type.String(),
  buttonMessage: Type.String(),
  redirectUri: Type.String(),
});
export type ActionSpec = Static<typeof ActionSpecSchema>;
export const LoginStatusSchema = Type.Object({
  code: LoginStatusCodeSchema,
  message: Type.Union([Type.String(), Type.Null()]),
  actionSpec: Type.Union([ActionSpecSchema, Type.Null()]),
});
export type LoginStatus = Static<typeof LoginStatusSchema>;

export const MemberMetaSchema = Type.Object({
  memberNo: Type.Integer(),
  nickname: Type.String(),
  gender: Type.String(),
  avatarId: Type.Integer(),
  birthMonth: Type.Integer(),
  multiIdpCode: Type.Union([Type.String(), Type.Null()]),
  loginStatus: LoginStatusSchema,
});
export type MemberMeta = Static<typeof MemberMetaSchema>;

/** Free-form objects computed by the part-2 domains (membership, VIP, weekly gold). */
export const JsonObjectSchema = Type.Record(Type.String(), Type.Unknown());
const nullable = <T extends Parameters<typeof Type.Union>[0][number]>(s: T) => Type.Union([s, Type.Null()]);

export const GlobalStateSchema = Type.Object({
  publisher: Type.Union([Type.Literal('hanpan'), Type.Literal('partner')]),
  site: Type.Union([Type.Literal('pc'), Type.Literal('mobile')]),
  member: nullable(MemberMetaSchema),
  isLoggedIn: Type.Boolean(),
  serverTime: Type.String(),
});
export type GlobalState = Static<typeof GlobalStateSchema>;

export const ReloadableStateSchema = Type.Object({
  avatarId: Type.Integer(),
  limitAmount: MoneySchema,
  currentLeagueGrade: nullable(Type.String()),
  membershipUser: nullable(JsonObjectSchema),
  weeklyGoldMembership: nullable(JsonObjectSchema),
  weeklyGoldRoundInfo: nullable(JsonObjectSchema),
  luckyFlipAvailable: Type.Boolean(),
  vipUser: nullable(JsonObjectSchema),
  isOpenedVip: Type.Boolean(),
});
export type ReloadableState = Static<typeof ReloadableStateSchema>;

export const UserRatSchema = Type.Object({
  level: Type.Integer(),
  /** the game rating that channel entry is checked against (SPEC §9 tier tables) */
  rating: Type.Integer(),
  money: MoneySchema,
  winCount: Type.Integer(),
  defeatCount: Type.Integer(),
  lentMoney: MoneySchema,
  restrictionMoney: MoneySchema,
  isBeginner: Type.Boolean(),
  winCountToday: Type.Integer(),
  defeatCountToday: Type.Integer(),
});
export type UserRat = Static<typeof UserRatSchema>;

export const InventoryCountsSchema = Type.Object({
  itemCount: Type.Integer(),
  membershipItemCount: Type.Integer(),
  couponCount: Type.Integer(),
  memoCount: Type.Integer(),
  nonReadMemoCount: Type.Integer(),
});
export type InventoryCounts = Static<typeof InventoryCountsSchema>;

export const MileageSummarySchema = Type.Object({ currentMileage: MoneySchema, soonToExpireMileage: MoneySchema });
export const CurrencySchema = Type.Object({ hancoin: MoneySchema, endorphin: MoneySchema, limitAmount: MoneySchema });

export const PersonalZoneSchema = Type.Object({
  userRat: UserRatSchema,
  mileage: MileageSummarySchema,
  inventory: InventoryCountsSchema,
  currency: CurrencySchema,
});
export type PersonalZone = Static<typeof PersonalZoneSchema>;

export const MobilePersonalStateSchema = Type.Object({
  money: MoneySchema,
  hancoin: MoneySchema,
  limitAmount: MoneySchema,
  vipUser: nullable(JsonObjectSchema),
  isOpenedVip: Type.Boolean(),
  mainMembershipId: nullable(Type.String()),
  membershipUser: nullable(JsonObjectSchema),
  beginner: Type.Boolean(),
});
export type MobilePersonalState = Static<typeof MobilePersonalStateSchema>;
