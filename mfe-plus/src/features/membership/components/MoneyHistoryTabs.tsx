// Money history of the Plus benefits (SPEC §7): bankbook, pet shop, lucky flip and dealer-fee
// discount, each paged like the server. The open kind is the address's ?tab= (a reload, Back or a
// shared link shows it; Back returns to the kind before, as the championship boards do).
import { useState } from 'react';
import type { DiscountDealerAmount, MembershipMoneyHistoryItem } from '@hanpan/contracts';
import { Button, formatDate, formatDateTime, isMainMembershipJoined, MoneyText, PRODUCT_CODES, Tabs, useSearchParams, type TableColumn } from '@hanpan/platform';
import { searchWith } from '@hanpan/platform/address';
import { plusPopups } from '../../benefits/lib/plusPopups';
import { PagedTable } from '../../../ui/PagedTable';
import { useBankbookMoneyHistory } from '../../bankbook/hooks/useBankbookMoneyHistory';
import { useDiscountDealerHistory } from '../../dealer-discount/hooks/useDiscountDealerHistory';
import { useLuckyFlipMoneyHistory } from '../../lucky-flip/hooks/useLuckyFlipMoneyHistory';
import { usePetShopMoneyHistory } from '../../pet-shop/hooks/usePetShopMoneyHistory';
import { useMembershipMe } from '../hooks/useMembershipMe';

export type MoneyHistoryTab = 'bankbook' | 'pet' | 'lucky-flip' | 'dealer';
const TABS: { key: MoneyHistoryTab; label: string }[] = [
  { key: 'bankbook', label: '통장' },
  { key: 'pet', label: '펫샵' },
  { key: 'lucky-flip', label: '럭키 플립' },
  { key: 'dealer', label: '딜러비 할인' },
];
const SIZE = 10;
const KIND_NAMES: Record<string, string> = { BANKBOOK: '통장 사용', AUTO_BANKBOOK: '자동 통장', PET_SHOP: '펫샵 보너스' };

const moneyColumns: readonly TableColumn<MembershipMoneyHistoryItem>[] = [
  { key: 'createdAt', header: '일시', render: (r) => formatDateTime(r.createdAt) },
  { key: 'kind', header: '구분', render: (r) => KIND_NAMES[r.kind] ?? r.kind },
  { key: 'description', header: '내용', align: 'left' },
  { key: 'amount', header: '머니', align: 'right', render: (r) => <MoneyText value={r.amount} emphasis /> },
];
const luckyColumns: readonly TableColumn<{ id: number; createdAt: string; money: string }>[] = [
  { key: 'createdAt', header: '일시', render: (r) => formatDateTime(r.createdAt) },
  { key: 'money', header: '당첨 머니', align: 'right', render: (r) => <MoneyText value={r.money} emphasis /> },
];
const dealerColumns: readonly TableColumn<DiscountDealerAmount>[] = [
  { key: 'date', header: '날짜', render: (r) => formatDate(r.date) },
  { key: 'discountRate', header: '할인율', render: (r) => `${r.discountRate}%` },
  { key: 'totalDiscountAmount', header: '할인받은 딜러비', align: 'right', render: (r) => <MoneyText value={r.totalDiscountAmount} /> },
];

/** `joined`: whether the member has a Plus membership (null while not known). */
function BankbookHistory({ joined }: { joined: boolean | null }) {
  const [page, setPage] = useState(0);
  const q = useBankbookMoneyHistory({ page, size: SIZE });
  const advice = joined === null ? '' : joined ? ' 이번 달 통장 머니는 통장에서 받을 수 있습니다.' : ' 플러스 멤버십에 가입하면 매달 통장 머니를 받을 수 있습니다.';
  return (
    <>
      <PagedTable query={q} columns={moneyColumns} rowKey={(r) => r.id} caption="통장 내역" emptyMessage={`통장을 사용한 내역이 없습니다.${advice}`} page={page} onPage={setPage} />
      {/* the empty text names the bankbook: the way there, beside it */}
      {joined && q.data?.totalElements === 0 && (
        <Button size="s" variant="secondary" onClick={plusPopups.bankbook}>
          통장 열기
        </Button>
      )}
    </>
  );
}
function PetHistory({ subscribed }: { subscribed: boolean | null }) {
  const [page, setPage] = useState(0);
  const q = usePetShopMoneyHistory({ page, size: SIZE });
  const advice = subscribed === null ? '' : subscribed ? ' 펫샵 보너스는 혜택 기간마다 펫샵에서 받을 수 있습니다.' : ' 펫샵 옵션에 가입하면 매달 보너스를 받을 수 있습니다.';
  return <PagedTable query={q} columns={moneyColumns} rowKey={(r) => r.id} caption="펫샵 보너스 내역" emptyMessage={`펫샵 보너스를 받은 내역이 없습니다.${advice}`} page={page} onPage={setPage} />;
}
function LuckyHistory() {
  const [page, setPage] = useState(0);
  const q = useLuckyFlipMoneyHistory({ page, size: SIZE });
  return <PagedTable query={q} columns={luckyColumns} rowKey={(r) => r.id} caption="럭키 플립 내역" emptyMessage="럭키 플립 당첨 내역이 없습니다. 럭키 플립 옵션 가입자는 혜택 기간마다 한 번 뽑을 수 있습니다." page={page} onPage={setPage} />;
}
function DealerHistory({ subscribed }: { subscribed: boolean | null }) {
  const [page, setPage] = useState(0);
  const q = useDiscountDealerHistory({ page, size: SIZE });
  const advice = subscribed === null ? '' : subscribed ? ' 할인율은 매일 0시에 정해집니다.' : ' 딜러비 할인 옵션에 가입하면 매일 할인율이 정해집니다.';
  return <PagedTable query={q} columns={dealerColumns} rowKey={(r) => r.date} caption="딜러비 할인 내역" emptyMessage={`딜러비 할인 내역이 없습니다.${advice}`} page={page} onPage={setPage} />;
}

/** The kind of `?tab=` (anything else: `fallback`). */
function moneyHistoryTabOf(value: string | null, fallback: MoneyHistoryTab = 'bankbook'): MoneyHistoryTab {
  return TABS.find((t) => t.key === value)?.key ?? fallback;
}

/** `initialTab`: the kind shown while the address names none. */
export function MoneyHistoryTabs({ initialTab = 'bankbook' }: { initialTab?: MoneyHistoryTab }) {
  const [params, setParams] = useSearchParams();
  const tab = moneyHistoryTabOf(params.get('tab'), initialTab);
  // an empty history advises joining the option only to a member who does not hold it (no advice
  // while the membership is not known yet)
  const me = useMembershipMe().data;
  const optionCodes = me?.optionCodes;
  const holds = (codes: readonly string[]) => (optionCodes ? codes.some((c) => optionCodes.includes(c)) : null);
  const choose = (next: MoneyHistoryTab) => {
    if (next !== tab) setParams(searchWith(params, { tab: next }));
  };
  return (
    <Tabs<MoneyHistoryTab> items={TABS} value={tab} onChange={choose} aria-label="머니 내역 종류">
      {tab === 'bankbook' && <BankbookHistory joined={me ? isMainMembershipJoined(me) : null} />}
      {tab === 'pet' && <PetHistory subscribed={holds(PRODUCT_CODES.petShop)} />}
      {tab === 'lucky-flip' && <LuckyHistory />}
      {tab === 'dealer' && <DealerHistory subscribed={holds([PRODUCT_CODES.dealerFeeDiscount])} />}
    </Tabs>
  );
}
