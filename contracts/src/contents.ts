// Global contents (SPEC §3 Global content, §7 contents calls): banners, shop, Plus catalogue, main page.
import { Type, type Static } from 'typebox';
import { MoneySchema } from './common';

export const BannerSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  imageUrl: Type.String(),
  linkType: Type.Union([Type.Literal('SELF'), Type.Literal('BLANK'), Type.Literal('POPUP')]),
  linkUrl: Type.String(),
  /** e.g. { popupOptions: { width, height, scrollbars } } */
  extraDataToMap: Type.Record(Type.String(), Type.Unknown()),
});
export type Banner = Static<typeof BannerSchema>;

export const GlobalBannersSchema = Type.Object({
  lnb: Type.Array(BannerSchema),
  doubleDay: Type.Array(BannerSchema),
  subTitle: Type.Object({ shop: Type.Array(BannerSchema), plus: Type.Array(BannerSchema), vip: Type.Array(BannerSchema) }),
  floating: Type.Array(BannerSchema),
  main: Type.Array(BannerSchema),
});
export type GlobalBanners = Static<typeof GlobalBannersSchema>;

export const ItemKindSchema = Type.Union([Type.Literal('I'), Type.Literal('A'), Type.Literal('E')]);
export const ShopCategorySchema = Type.Union([
  Type.Literal('avatar'),
  Type.Literal('item'),
  Type.Literal('money'),
  Type.Literal('endorphin'),
  Type.Literal('minigame'),
]);
export type ShopCategory = Static<typeof ShopCategorySchema>;

export const ShopProductSchema = Type.Object({
  code: Type.String(),
  kind: ItemKindSchema,
  category: ShopCategorySchema,
  name: Type.String(),
  description: Type.String(),
  /** price in 원 */
  price: MoneySchema,
  grantMoney: MoneySchema,
  grantEndorphin: MoneySchema,
  imageUrl: Type.String(),
  best: Type.Boolean(),
  subStore: Type.Union([Type.String(), Type.Null()]),
  avatarId: Type.Union([Type.Integer(), Type.Null()]),
});
export type ShopProduct = Static<typeof ShopProductSchema>;

export const GlobalShopSchema = Type.Object({
  /** keyed by BEST, AVATAR, ITEM, MONEY, ENDORPHIN, MINIGAME */
  shops: Type.Record(Type.String(), Type.Array(ShopProductSchema)),
  /** keyed by sub-store name (e.g. SEASON) */
  subStore: Type.Record(Type.String(), Type.Array(ShopProductSchema)),
  /** game money worth one endorphin */
  endorphinUnitMoney: MoneySchema,
});
export type GlobalShop = Static<typeof GlobalShopSchema>;

export const PlusProductSchema = Type.Object({
  code: Type.String(),
  type: Type.Union([Type.Literal('MAIN'), Type.Literal('OPTION'), Type.Literal('ITEM')]),
  tier: Type.Union([Type.String(), Type.Null()]),
  groupType: Type.Union([Type.String(), Type.Null()]),
  optionKey: Type.Union([Type.String(), Type.Null()]),
  serviceCode: Type.Union([Type.String(), Type.Null()]),
  name: Type.String(),
  description: Type.String(),
  price: MoneySchema,
  monthlyBankbookMoney: MoneySchema,
  imageUrl: Type.String(),
});
export type PlusProduct = Static<typeof PlusProductSchema>;

export const GlobalMembershipSchema = Type.Object({
  /** main tiers by product code (PM0004, PM1004, PM0005, PM0006, PM0007) */
  main: Type.Record(Type.String(), PlusProductSchema),
  /** options grouped by groupType (PET, LIMIT, DISCOUNT, OTL, LUCKY_FLIP) */
  option: Type.Record(Type.String(), Type.Array(PlusProductSchema)),
  /** PI0001 gold, PI0002 weekly gold */
  item: Type.Array(PlusProductSchema),
});
export type GlobalMembership = Static<typeof GlobalMembershipSchema>;

export const MainGameSummarySchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  className: Type.String(),
  isRemastered: Type.Boolean(),
  inMaintenance: Type.Boolean(),
});

export const MainContentsSchema = Type.Object({
  banners: Type.Array(BannerSchema),
  games: Type.Array(MainGameSummarySchema),
  bestProducts: Type.Array(ShopProductSchema),
  notices: Type.Array(Type.Object({ id: Type.Integer(), title: Type.String(), categoryName: Type.String() })),
});
export type MainContents = Static<typeof MainContentsSchema>;
