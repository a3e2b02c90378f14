// Payment popups: join (540×540), change (750×670), options and gold items, weekly gold (540×550)
// and the result page every sandbox payment returns to.
import { useEffect, useState } from 'react';
import {
  announceBalanceChange,
  Button,
  ErrorState,
  isMainMembershipJoined,
  memberKey,
  MoneyText,
  Skeleton,
  useGlobalMembership,
  useNavigate,
  useQueryMemberNo,
  type PortalRoute,
  useQueryClient,
} from '@hanpan/platform';
import { ChangeForm } from '../../features/join/components/ChangeForm';
import { JoinForm } from '../../features/join/components/JoinForm';
import { useMembershipMe } from '../../features/membership/hooks/useMembershipMe';
import { membershipView } from '../../features/membership/lib/membershipView';
import { usePaymentGate } from '../../features/payment/hooks/usePaymentGate';
import { paymentUrls, type PaymentResultKind } from '../../features/payment/lib/paymentUrls';
import { continueToPayment } from '../../features/payment/lib/paymentWindow';
import { WeeklyGoldPanel } from '../../features/weekly-gold/components/WeeklyGoldPanel';
import { Fields, Muted, Note, PopupBody, Row } from '../../ui/layout';
import { useQueryParam } from '../routeParams';

export function JoinPopup(_props: { route: PortalRoute }) {
  return <JoinForm initialCode={useQueryParam('code')} />;
}

export function ChangePopup(_props: { route: PortalRoute }) {
  return <ChangeForm initialCode={useQueryParam('code')} />;
}

/** /popup/plus/me/payments: options (need a main membership) and the gold item. */
export function OptionsPaymentPopup(_props: { route: PortalRoute }) {
  const initial = useQueryParam('code');
  const catalogue = useGlobalMembership();
  const me = useMembershipMe();
  const gate = usePaymentGate();
  const navigate = useNavigate();
  const [codes, setCodes] = useState<string[]>(() => (initial ? [initial.toUpperCase()] : []));
  if (catalogue.isError) return <ErrorState error={catalogue.error} onRetry={() => void catalogue.refetch()} />;
  if (catalogue.isPending || me.isPending) return <PopupBody aria-busy="true"><Skeleton lines={8} /></PopupBody>;
  const joined = isMainMembershipJoined(me.data);
  const held = new Set(me.data?.optionCodes ?? []);
  const products = [...Object.values(catalogue.data.option).flat(), ...catalogue.data.item.filter((i) => i.code === 'PI0001')];
  const chosen = products.filter((p) => codes.includes(p.code));
  const total = chosen.reduce((s, p) => s + BigInt(p.price), 0n);
  const needsMain = chosen.some((p) => p.code.startsWith('PO')) && !joined;
  const toggle = (c: string) => setCodes((cur) => (cur.includes(c) ? cur.filter((x) => x !== c) : [...cur, c]));
  const pay = async () => {
    if (!(await gate())) return;
    continueToPayment(paymentUrls.options(codes));
  };
  return (
    <PopupBody data-testid="options-payment">
      <div style={{ display: 'grid', gap: 6 }}>
        {products.map((p) => (
          <label key={p.code}>
            <input type="checkbox" checked={codes.includes(p.code)} onChange={() => toggle(p.code)} /> {p.name} (<MoneyText value={p.price} format="comma" suffix="원" />)
            {held.has(p.code) && <Muted> · 이용중 (기간 연장)</Muted>}
          </label>
        ))}
      </div>
      <Fields>
        <dt>결제 예정 금액</dt>
        <dd><MoneyText value={total} format="comma" suffix="원" emphasis /></dd>
      </Fields>
      {needsMain && (
        <Note $tone="warn" role="alert">
          옵션 멤버십은 메인 멤버십을 이용하는 동안 가입할 수 있습니다.{' '}
          <Button size="s" variant="text" onClick={() => navigate('/popup/plus/join')}>플러스 가입하기</Button>
        </Note>
      )}
      <Button size="l" block disabled={chosen.length === 0 || needsMain} onClick={() => void pay()}>결제하기</Button>
    </PopupBody>
  );
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
  'auto-bankbook': '자동 통장 신청',
  'item-use': '골드 아이템 사용',
};
const isKind = (k: string | null): k is PaymentResultKind => !!k && k in RESULT_TEXT;

/** /popup/plus/result: where every sandbox payment returns. Tells every open portal page to refresh. */
export function PaymentResultPopup(_props: { route: PortalRoute }) {
  const raw = useQueryParam('kind');
  const kind = isKind(raw) ? raw : null;
  const client = useQueryClient();
  const memberNo = useQueryMemberNo();
  const navigate = useNavigate();
  const me = useMembershipMe();
  useEffect(() => {
    announceBalanceChange(`plus-${kind ?? 'payment'}`);
    void client.invalidateQueries({ queryKey: memberKey(memberNo) });
  }, [client, memberNo, kind]);
  const view = membershipView(me.data);
  return (
    <PopupBody data-testid="payment-result">
      <h2 style={{ margin: 0 }}>{kind ? RESULT_TEXT[kind] : '결제'} 결과</h2>
      <Note>결제 창이 끝났습니다. 결제를 마쳤다면 아래 멤버십과 열려 있는 한판 화면에 바로 반영됩니다. 취소했다면 아무것도 바뀌지 않았습니다.</Note>
      {me.isPending ? (
        <Skeleton lines={3} />
      ) : me.data ? (
        <Fields>
          <dt>나의 멤버십</dt>
          <dd data-testid="result-membership">{view.joined ? me.data.name : '미가입'}</dd>
          <dt>옵션</dt>
          <dd>{me.data.options.map((o) => o.name).join(', ') || '없음'}</dd>
          <dt>주간 골드</dt>
          <dd>{me.data.weeklyGoldMembership.isJoined ? '이용중' : '미이용'}</dd>
        </Fields>
      ) : null}
      <Row>
        <Button onClick={() => window.close()}>닫기</Button>
        <Button variant="secondary" onClick={() => navigate('/plus/me')}>나의 플러스로 이동</Button>
      </Row>
    </PopupBody>
  );
}
