// Row → contract mappers for catalogue data.
import type { Banner, PlusProduct, ShopProduct } from '@hanpan/contracts';
import type { banners, PlusProductRow, ShopProductRow } from '../../db/schema/index.js';

export const shopProductView = (p: ShopProductRow): ShopProduct => ({
  code: p.code,
  kind: p.kind,
  category: p.category,
  name: p.name,
  description: p.description,
  price: p.price.toString(),
  grantMoney: p.grantMoney.toString(),
  grantEndorphin: p.grantEndorphin.toString(),
  imageUrl: p.imageUrl,
  best: p.best,
  subStore: p.subStore,
  avatarId: p.avatarId,
});

export const plusProductView = (p: PlusProductRow): PlusProduct => ({
  code: p.code,
  type: p.type,
  tier: p.tier,
  groupType: p.groupType,
  optionKey: p.optionKey,
  serviceCode: p.serviceCode,
  name: p.name,
  description: p.description,
  price: p.price.toString(),
  monthlyBankbookMoney: p.monthlyBankbookMoney.toString(),
  imageUrl: p.imageUrl,
});

export const bannerView = (b: typeof banners.$inferSelect): Banner => ({
  id: b.id,
  title: b.title,
  imageUrl: b.imageUrl,
  linkType: b.linkType,
  linkUrl: b.linkUrl,
  extraDataToMap: b.extraDataToMap,
});
