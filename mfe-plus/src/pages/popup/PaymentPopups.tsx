// Payment popups: join (540×540), change (750×670), options and gold items, weekly gold (540×550)
// and the result page every sandbox payment returns to.
import { useEffect, useState } from 'react';
import { AUTO_BANKBOOK_DAY_NAMES, withParticle } from '@hanpan/contracts/korean';
import { announceBalanceChange, Button, memberKey, Skeleton, useDocumentTitle, useNavigate, useQueryMemberNo, type PortalRoute, useSearchParams, useQueryClient } from '@hanpan/platform';
import { ChangeForm } from '../../features/join/components/ChangeForm';
import { JoinForm } from '../../features/join/components/JoinForm';
import { OptionsPaymentForm } from '../../features/join/components/OptionsPaymentForm';
import { useMembershipMe } from '../../features/membership/hooks/useMembershipMe';
import { membershipView } from '../../features/membership/lib/membershipView';
import type { PaymentResultKind } from '../../features/payment/lib/paymentUrls';
import { usePaymentSite } from '../../features/payment/hooks/usePaymentSite';
import { paymentOutcomeOfThisPage, type PaymentOutcome } from '../../features/payment/lib/paymentResult';
import { continueToPayment, PORTAL_WINDOW_PARAM, showInPortalWindow } from '../../features/payment/lib/paymentWindow';
import { WeeklyGoldPanel } from '../../features/weekly-gold/components/WeeklyGoldPanel';
import { useAutoBankbook } from '../../features/auto-bankbook/hooks/useAutoBankbook';
import { Fields, Note, PopupBody, Row } from '../../ui/layout';

/** ?coupon=<id>: the coupon the coupon box's 사용하기 opened the join with (preselected; anything else is none). */
const couponIdOf = (raw: string | null): number | null => (raw !== null && /^[1-9][0-9]{0,9}$/.test(raw) ? Number(raw) : null);

export function JoinPopup(_props: { route: PortalRoute }) {
  const [params] = useSearchParams();
  return <JoinForm initialCode={params.get('code')} initialCouponId={couponIdOf(params.get('coupon'))} />;
}

export function ChangePopup(_props: { route: PortalRoute }) {
  return <ChangeForm initialCode={useSearchParams()[0].get('code')} />;
}

/** /popup/plus/me/payments: options (one of each kind, the one held again as its 기간 연장; they need a main membership) and the gold item. */
export function OptionsPaymentPopup(_props: { route: PortalRoute }) {
  return <OptionsPaymentForm initialCode={useSearchParams()[0].get('code')} />;
}

export function WeeklyGoldPopup(_props: { route: PortalRoute }) {
  return (
    <PopupBody>
      <WeeklyGoldPanel onBuy={continueToPayment} />
    </PopupBody>
  );
}

const RESULT_TEXT: Record<PaymentResultKind, string> = {
  join: '멤버십 가입',
  change: '멤버십 변경',
  'change-method': '결제 방식 변경',
  options: '옵션·아이템 결제',
  'weekly-gold': '주간 골드 결제',
  voucher: '이용권 구매',
  'voucher-use': '이용권 사용',
  'auto-bankbook': '자동 통장 예약',
  'auto-bankbook-change': '자동 통장 예약 변경',
  'auto-bankbook-cancel': '자동 통장 예약 취소',
  'item-use': '골드 아이템 사용',
};
const isKind = (k: string | null): k is PaymentResultKind => !!k && k in RESULT_TEXT;
// what costs nothing is not called a payment when it is dropped or its window closed
const FREE_KINDS: ReadonlySet<PaymentResultKind> = new Set(['voucher-use', 'item-use', 'auto-bankbook', 'auto-bankbook-change', 'auto-bankbook-cancel']);
const AUTO_BANKBOOK_KINDS: ReadonlySet<PaymentResultKind> = new Set(['auto-bankbook', 'auto-bankbook-change', 'auto-bankbook-cancel']);

function outcomeText(outcome: PaymentOutcome | null, label: string, free: boolean): string {
  if (outcome === 'COMPLETED') return `${withParticle(label, '이')} 완료되었습니다. 아래 멤버십과 열려 있는 한판 화면에 바로 반영됩니다.`;
  if (outcome === 'CANCELLED') return free ? `${withParticle(label, '을')} 그만두었습니다. 아무것도 바뀌지 않았습니다.` : '결제를 취소했습니다. 아무것도 바뀌지 않았습니다.';
  return free
    ? `창을 닫았습니다. ${withParticle(label, '을')} 마쳤다면 열려 있는 한판 화면에 바로 반영되고, 그만두었다면 아무것도 바뀌지 않습니다.`
    : '결제 창을 닫았습니다. 결제를 마쳤다면 아래 멤버십과 열려 있는 한판 화면에 바로 반영되고, 취소했다면 아무것도 바뀌지 않습니다.';
}

/** The reservation as it is now (the result of an auto-bankbook page is its state, not options or weekly gold). */
function AutoBankbookResult() {
  const auto = useAutoBankbook();
  const a = auto.data;
  return (
    <>
      <dt>자동 통장</dt>
      <dd data-testid="result-auto-bankbook">{a ? (a.activate ? `예약 중${a.dateType ? ` · ${AUTO_BANKBOOK_DAY_NAMES[a.dateType]}` : ''}` : '예약 없음') : '불러오는 중'}</dd>
    </>
  );
}

/** /popup/plus/result: where every sandbox payment returns. Tells every open portal page to refresh. */
export function PaymentResultPopup(_props: { route: PortalRoute }) {
  const [params] = useSearchParams();
  const raw = params.get('kind');
  const kind = isKind(raw) ? raw : null;
  const client = useQueryClient();
  const memberNo = useQueryMemberNo();
  const navigate = useNavigate();
  // the mobile site's payments come here too: its own My Plus, not the PC page
  const myPlus = usePaymentSite() === 'mobile' ? '/mobile/plus/me' : '/plus/me';
  const me = useMembershipMe();
  useEffect(() => {
    announceBalanceChange(`plus-${kind ?? 'payment'}`);
    void client.invalidateQueries({ queryKey: memberKey(memberNo) });
  }, [client, memberNo, kind]);
  // what the sandbox said of the payment it came back from (after hydrating: the server cannot know;
  // until then nothing is said, not "closed", which a finished payment would contradict a moment later)
  const [outcome, setOutcome] = useState<PaymentOutcome | null | undefined>(undefined);
  useEffect(() => setOutcome(paymentOutcomeOfThisPage(typeof sessionStorage === 'undefined' ? null : sessionStorage)), []);
  const label = kind ? RESULT_TEXT[kind] : '결제';
  // the route's title is the bare '결과' (one route for every kind): the tab names what happened
  useDocumentTitle(kind && `${label} 결과`);
  const view = membershipView(me.data);
  return (
    <PopupBody data-testid="payment-result">
      <h2 style={{ margin: 0 }}>{label} 결과</h2>
      {/* said when known (after hydrating), not only seen */}
      <Note role="status" data-testid="payment-outcome" data-outcome={outcome === undefined ? 'checking' : (outcome ?? 'unknown')} aria-busy={outcome === undefined}>
        {outcome === undefined ? '결과를 확인하고 있습니다.' : outcomeText(outcome, label, kind !== null && FREE_KINDS.has(kind))}
      </Note>
      {me.isPending ? (
        <Skeleton lines={3} />
      ) : me.data ? (
        <Fields>
          <dt>나의 멤버십</dt>
          <dd data-testid="result-membership">{view.joined ? me.data.name : '미가입'}</dd>
          {kind !== null && AUTO_BANKBOOK_KINDS.has(kind) ? (
            <AutoBankbookResult />
          ) : (
            <>
              <dt>옵션</dt>
              <dd>{me.data.options.map((o) => o.name).join(', ') || '없음'}</dd>
              <dt>주간 골드</dt>
              <dd>{me.data.weeklyGoldMembership.isJoined ? '이용 중' : '미이용'}</dd>
            </>
          )}
        </Fields>
      ) : null}
      <Row>
        <Button onClick={() => window.close()}>닫기</Button>
        {/* in the portal window the payment started from (QA: My Plus in this 540-px window), else here */}
        <Button variant="secondary" onClick={() => showInPortalWindow(myPlus, params.get(PORTAL_WINDOW_PARAM)) || navigate(myPlus)}>
          나의 플러스로 이동
        </Button>
      </Row>
    </PopupBody>
  );
}
