// What the other areas lend the mobile site: the shapes of their `./mobile` modules as documented
// in platform/README.md (structural types — remotes never import each other).
import type { ComponentType } from 'react';
import type { HeldOptionsSource } from '@hanpan/contracts/option-groups';
import type { MemberNo } from '@hanpan/platform';

export interface ShopCatalogueProps {
  category?: string;
  limit?: number;
  /** where a product's name links (its detail page) */
  productHref?: (product: { code: string }) => string;
}

export interface ShopMobileModule {
  MobileShopCatalogue: ComponentType<ShopCatalogueProps>;
  MobileHancoinChargeButton: ComponentType<{ amount?: string; label?: string }>;
  /** The add-to-home layer, at most once per page load (the shop's product pages share the count). */
  offerAddToHome(memberNo: MemberNo | null): void;
}

export interface VipBenefitsProps {
  platform?: 'PC' | 'MOBILE';
}

export interface VipMobileModule {
  VipMobileSummary: ComponentType;
  VipMobileBenefits: ComponentType<VipBenefitsProps>;
}

export type MoneyHistoryTab = 'bankbook' | 'pet' | 'lucky-flip' | 'dealer';

export interface PlusCatalogueProps {
  onSelect?: (code: string) => void;
  /** what the member holds: the option held offers 기간 연장, the others of its kind are not offered (an older mfe_plus ignores it) */
  heldOptions?: HeldOptionsSource | null;
  /** the option codes in the order: their cards show '주문에 담김 · 빼기', which calls onRemove (an older mfe_plus ignores both) */
  orderedCodes?: readonly string[];
  onRemove?: (code: string) => void;
}

export interface PlusMobileModule {
  PLUS_MOBILE_MODULE_VERSION: number;
  PlusMobileCatalogue: ComponentType<PlusCatalogueProps>;
  PlusMySummary: ComponentType;
  PlusBenefitList: ComponentType;
  PlusMoneyHistory: ComponentType<{ initialTab?: MoneyHistoryTab }>;
  PlusPaymentHistory: ComponentType;
  PlusGuideMain: ComponentType<{ id?: string; detailHref?: (id: string) => string }>;
  PlusGuideOption: ComponentType<{ id?: string; detailHref?: (id: string) => string }>;
}
