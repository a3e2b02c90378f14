// /mobile/plus/…: the Plus area's features lent through mfe_plus/mobile (catalogue, My Plus,
// benefits, money history, payments, guides) — the mobile site lays them out, and keeps the option
// order the catalogue's 추가하기 fills (PlusCatalogueOrder).
import type { ComponentType } from 'react';
import type { PortalRoute } from '@hanpan/platform';
import { PlusCatalogueOrder } from '../features/plus/components/PlusCatalogueOrder';
import { useRouteId } from '../features/plus/hooks/useRouteId';
import { RemoteView } from '../features/remote/components/RemoteView';
import type { PlusMobileModule } from '../lib/remoteModules';
import { Links, MobilePage, Stack } from '../ui/mobile';

type PickPlus<P> = (m: PlusMobileModule) => ComponentType<P>;
function Plus<P extends object>({ pick, props }: { pick: PickPlus<P>; props: P }) {
  return <RemoteView<PlusMobileModule, P> remote="mfe_plus" pick={pick} props={props} loadingLabel="플러스 정보를 불러오는 중" />;
}

const MY_PLUS_LINKS = [
  { to: '/mobile/plus/me/benefit', label: '나의 혜택' },
  { to: '/mobile/plus/me/money-history', label: '통장 내역' },
  { to: '/mobile/plus/me/payment', label: '결제 내역' },
  { to: '/mobile/plus/me/all', label: '전체 내역' },
];
const GUIDE_LINKS = [
  { to: '/mobile/plus/guide/main', label: '메인 멤버십 안내' },
  { to: '/mobile/plus/guide/option', label: '옵션 멤버십 안내' },
];

export function PlusIndexPage({ route }: { route: PortalRoute }) {
  return (
    <MobilePage route={route}>
      <Stack>
        <Links label="플러스 메뉴" items={[{ to: '/mobile/plus/home', label: '플러스 홈' }, { to: '/mobile/plus/me', label: '나의 플러스' }, ...GUIDE_LINKS]} />
        <PlusCatalogueOrder />
      </Stack>
    </MobilePage>
  );
}

export function PlusHomePage({ route }: { route: PortalRoute }) {
  return (
    <MobilePage route={route}>
      <Stack>
        <Plus pick={(m) => m.PlusMySummary} props={{}} />
        <Links label="플러스 홈 메뉴" items={[{ to: '/mobile/plus/home/all', label: '전체 멤버십 보기' }, ...MY_PLUS_LINKS.slice(0, 1)]} />
      </Stack>
    </MobilePage>
  );
}

export function PlusHomeAllPage({ route }: { route: PortalRoute }) {
  return (
    <MobilePage route={route}>
      <PlusCatalogueOrder />
    </MobilePage>
  );
}

export function MyPlusPage({ route }: { route: PortalRoute }) {
  return (
    <MobilePage route={route}>
      <Stack>
        <Plus pick={(m) => m.PlusMySummary} props={{}} />
        <Links label="나의 플러스 메뉴" items={MY_PLUS_LINKS} />
      </Stack>
    </MobilePage>
  );
}

export function MyPlusAllPage({ route }: { route: PortalRoute }) {
  return (
    <MobilePage route={route}>
      <Stack>
        <Plus pick={(m) => m.PlusMySummary} props={{}} />
        <Plus pick={(m) => m.PlusBenefitList} props={{}} />
        <Plus pick={(m) => m.PlusPaymentHistory} props={{}} />
      </Stack>
    </MobilePage>
  );
}

export function MyBenefitPage({ route }: { route: PortalRoute }) {
  return (
    <MobilePage route={route}>
      <Plus pick={(m) => m.PlusBenefitList} props={{}} />
    </MobilePage>
  );
}

export function MoneyHistoryPage({ route }: { route: PortalRoute }) {
  return (
    <MobilePage route={route}>
      <Plus pick={(m) => m.PlusMoneyHistory} props={{}} />
    </MobilePage>
  );
}

export function PaymentPage({ route }: { route: PortalRoute }) {
  return (
    <MobilePage route={route}>
      <Plus pick={(m) => m.PlusPaymentHistory} props={{}} />
    </MobilePage>
  );
}

export function GuideMainPage({ route }: { route: PortalRoute }) {
  const id = useRouteId(route);
  return (
    <MobilePage route={route}>
      <Stack>
        <Plus pick={(m) => m.PlusGuideMain} props={{ id, detailHref: (t: string) => `/mobile/plus/guide/main/${t}` }} />
        <Links label="플러스 안내" items={GUIDE_LINKS} />
      </Stack>
    </MobilePage>
  );
}

export function GuideOptionPage({ route }: { route: PortalRoute }) {
  const id = useRouteId(route);
  return (
    <MobilePage route={route}>
      <Stack>
        <Plus pick={(m) => m.PlusGuideOption} props={{ id, detailHref: (k: string) => `/mobile/plus/guide/option/${k}` }} />
        <Links label="플러스 안내" items={GUIDE_LINKS} />
      </Stack>
    </MobilePage>
  );
}
