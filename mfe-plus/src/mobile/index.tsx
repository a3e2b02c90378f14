// Exposed as `mfe_plus/mobile`: the Plus features the mobile site (mfe-mobile) shows on
// m.localhost/mobile/plus/…, loaded with `loadRemoteModule('mfe_plus', 'mobile')`. Plain props only;
// they render inside the caller's Router and the shared providers (QueryClient, theme, store).
// Contract (platform/README.md "Plus features for the mobile site"): additions are fine, a removal
// or a changed prop is a breaking change of this module.
import { MobileCatalogue, type MobileCatalogueProps } from '../features/guide/components/MobileCatalogue';
import { OptionDetail } from '../features/guide/components/OptionDetail';
import { OptionList } from '../features/guide/components/OptionList';
import { TierComparison } from '../features/guide/components/TierComparison';
import { TierDetail } from '../features/guide/components/TierDetail';
import { PLUS_GUIDE_IDS, type MainTier, type OptionKey } from '@hanpan/platform';
import { BenefitList } from '../features/membership/components/BenefitList';
import { MembershipSummary } from '../features/membership/components/MembershipSummary';
import { MoneyHistoryTabs, type MoneyHistoryTab } from '../features/membership/components/MoneyHistoryTabs';
import { PaymentHistory } from '../features/membership/components/PaymentHistory';

export const PLUS_MOBILE_MODULE_VERSION = 1;

/** The mobile membership catalogue (tiers and mobile options); `heldOptions` (optional) disables the kinds the member holds, `orderedCodes` + `onRemove` (optional) mark the options in the order. */
export function PlusMobileCatalogue(props: MobileCatalogueProps) {
  return <MobileCatalogue {...props} />;
}

/** My Plus summary: fields, class, payment in progress, options (no PC popup buttons). */
export function PlusMySummary() {
  return <MembershipSummary hideActions />;
}

/** Benefit counters and entries; each entry opens its keyed layer (an option without one, its guide). */
export function PlusBenefitList() {
  return <BenefitList optionGuideHref={(k) => `/mobile/plus/guide/option/${k}`} />;
}

/** Money history: bankbook, pet shop, lucky flip, dealer discount. */
export function PlusMoneyHistory({ initialTab }: { initialTab?: MoneyHistoryTab }) {
  return <MoneyHistoryTabs initialTab={initialTab} />;
}

/** Paged payment history with its filters. */
export function PlusPaymentHistory() {
  return <PaymentHistory phone />;
}

export interface PlusGuideProps {
  /** tier (V, W, X, Z) or option key; none: the overview */
  id?: string;
  /** where the overview links a tier / option (e.g. `/mobile/plus/guide/main/${id}`) */
  detailHref?: (id: string) => string;
}

/** Main membership guide: one tier, or all four side by side. */
export function PlusGuideMain({ id, detailHref = (t) => `/mobile/plus/guide/main/${t}` }: PlusGuideProps) {
  const tier = PLUS_GUIDE_IDS.main.find((t) => t.toLowerCase() === id?.toLowerCase()) as MainTier | undefined;
  return tier ? <TierDetail tier={tier} /> : <TierComparison detailHref={detailHref} />;
}

/** Option guide: one option, or the list. */
export function PlusGuideOption({ id, detailHref = (k) => `/mobile/plus/guide/option/${k}` }: PlusGuideProps) {
  const key = PLUS_GUIDE_IDS.option.find((k) => k.toLowerCase() === id?.toLowerCase()) as OptionKey | undefined;
  return key ? <OptionDetail optionKey={key} /> : <OptionList detailHref={detailHref} />;
}

/** What `loadRemoteModule('mfe_plus', 'mobile')` resolves to. */
export interface PlusMobileModule {
  PLUS_MOBILE_MODULE_VERSION: number;
  PlusMobileCatalogue: typeof PlusMobileCatalogue;
  PlusMySummary: typeof PlusMySummary;
  PlusBenefitList: typeof PlusBenefitList;
  PlusMoneyHistory: typeof PlusMoneyHistory;
  PlusPaymentHistory: typeof PlusPaymentHistory;
  PlusGuideMain: typeof PlusGuideMain;
  PlusGuideOption: typeof PlusGuideOption;
}
