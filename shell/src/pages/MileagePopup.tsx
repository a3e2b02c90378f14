// /popup/mileage: current and expiring mileage, exchange to game money (with its errors; 최대 offers
// only what fits under the holding limit), a gift to a member once its nickname is confirmed
// (useRecipient), daily and monthly history (SPEC §3 mileage, §7 mileage calls). Each action runs
// once at a time (useSingleAction): a double click opens one dialog.
import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import {
  Button,
  ErrorState,
  formatKoreanDateTime,
  formatKoreanMoney,
  formatMoney,
  hanpanStore,
  koreaParts,
  MoneyText,
  Paging,
  recentMonthsRange,
  Skeleton,
  SkeletonTable,
  Table,
  Tabs,
  useHanpanStore,
  useOngoingEventStatus,
  usePersonalZone,
  useQueryClient,
  useQueryMemberNo,
  useSingleAction,
  VisuallyHidden,
  type PortalRoute,
} from '@hanpan/platform';
import { alertActionDone, unavailableBecause } from '@hanpan/platform/member-action';
import { changedByMileageExchange, changedByMileageGift } from '../features/mileage/api/mileageQueries';
import { useMileageGift } from '../features/mileage/hooks/useMileageGift';
import { useMileageGiftStatus } from '../features/mileage/hooks/useMileageGiftStatus';
import { useMileageCurrent } from '../features/mileage/hooks/useMileageCurrent';
import { useMileageDailyHistory } from '../features/mileage/hooks/useMileageDailyHistory';
import { useMileageExchange } from '../features/mileage/hooks/useMileageExchange';
import { useMileageMonthlyHistory } from '../features/mileage/hooks/useMileageMonthlyHistory';
import { useOngoingEventStatusUpdate } from '../features/events/hooks/useOngoingEventStatusUpdate';
import type { MileageHistoryItem } from '@hanpan/contracts';
import { MILEAGE_VALIDITY_DAYS } from '@hanpan/contracts/constants';
import { alertMoveFailure } from '../features/common/errors';
import { sendConfirmingRepeat } from '../features/common/sendConfirmingRepeat';
import { invalidateKeys } from '../features/common/invalidateKeys';
import { Card, Dl, PopupStack as Stack } from '../features/common/ui';
import { FieldsForm } from '../features/common/FieldsForm';
import { answerRefusal, fieldOf } from '../features/common/fieldRefusal';
import { alertOf, useJudgedField } from '../features/common/useJudgedField';
import { checkExchange, checkGift, maxExchangeable } from '../features/mileage/mileageRules';
import { useRecipient } from '../features/recipient/hooks/useRecipient';
import { MyMemberNo } from '../features/recipient/MyMemberNo';
import { RecipientCheck, recipientLine } from '../features/recipient/RecipientCheck';
import { CheckOnEnter, submitOnEnterBeforeCheck } from '../features/recipient/CheckOnEnter';

const Form = styled.form`
  display: flex;
  gap: 8px;
  margin-top: 12px;
  input {
    flex: 1;
    min-width: 0;
    height: 40px;
    padding: 0 10px;
    border: 1px solid #d1d5db;
    border-radius: 8px;
    font-size: 15px;
  }
`;
const Hint = styled.p<{ $error?: boolean }>`
  margin: 6px 0 0;
  font-size: 13px;
  color: ${(p) => (p.$error ? '#b91c1c' : '#6b7280')};
`;

const EventNote = styled.p`
  margin: 0 0 8px;
  padding: 8px 10px;
  border-radius: 8px;
  background: #fef3c7;
  color: #92400e;
  font-size: 14px;
`;

const TYPE_LABEL: Record<MileageHistoryItem['type'], string> = { EARN: '적립', EXCHANGE: '전환', EXPIRE: '소멸', GIFT_SEND: '선물', GIFT_RECEIVE: '받은 선물' };
const INCOMING: ReadonlySet<MileageHistoryItem['type']> = new Set(['EARN', 'GIFT_RECEIVE']);
// API dates are Korean calendar days (YYYY-MM-DD), whatever the browser's zone.
const isoDay = (dotted: string) => dotted.replace(/\./g, '-');

function DailyHistory() {
  const [page, setPage] = useState(0);
  const range = recentMonthsRange(3);
  const history = useMileageDailyHistory({ startDate: isoDay(range.from), endDate: isoDay(range.to), page, size: 10 });
  if (history.isError) return <ErrorState error={history.error} onRetry={() => void history.refetch()} />;
  if (!history.data) return <SkeletonTable rows={5} columns={3} />;
  return (
    <>
      <Table
        caption="최근 3개월 마일리지 내역"
        rows={history.data.content}
        stale={history.isPlaceholderData}
        rowKey={(r) => r.id}
        columns={[
          { key: 'date', header: '날짜', render: (r) => r.date.replace(/-/g, '.') },
          { key: 'type', header: '구분', render: (r) => TYPE_LABEL[r.type], align: 'center' },
          { key: 'desc', header: '내용', render: (r) => r.description },
          { key: 'mileage', header: '마일리지', render: (r) => `${INCOMING.has(r.type) ? '+' : '-'}${formatMoney(r.mileage)}`, align: 'right' },
        ]}
      />
      {history.data.totalPages > 1 && <Paging page={page} totalPages={history.data.totalPages} onChange={setPage} aria-label="마일리지 내역 페이지" />}
    </>
  );
}

function MonthlyHistory() {
  const thisYear = koreaParts().year;
  const [year, setYear] = useState(thisYear);
  const monthly = useMileageMonthlyHistory(year);
  return (
    <>
      <label style={{ fontSize: 14 }}>
        연도{' '}
        <select value={year} onChange={(e) => setYear(Number(e.target.value))}>
          {[thisYear, thisYear - 1, thisYear - 2].map((y) => (
            <option key={y} value={y}>
              {y}년
            </option>
          ))}
        </select>
      </label>
      {monthly.isError ? (
        <ErrorState error={monthly.error} onRetry={() => void monthly.refetch()} />
      ) : !monthly.data ? (
        <SkeletonTable rows={4} columns={6} />
      ) : (
        <Table
          caption={`${year}년 월별 마일리지`}
          rows={monthly.data.months}
          rowKey={(r) => r.month}
          emptyMessage="이 해의 마일리지 내역이 없습니다."
          columns={[
            { key: 'm', header: '월', render: (r) => `${r.month}월` },
            { key: 'e', header: '적립', render: (r) => formatMoney(r.earned), align: 'right' },
            { key: 'x', header: '전환', render: (r) => formatMoney(r.exchanged), align: 'right' },
            { key: 'p', header: '소멸', render: (r) => formatMoney(r.expired), align: 'right' },
            { key: 'g', header: '선물', render: (r) => formatMoney(r.giftSent), align: 'right' },
            { key: 'r', header: '받은 선물', render: (r) => formatMoney(r.giftReceived), align: 'right' },
          ]}
        />
      )}
    </>
  );
}


/** Gift (SEND) mileage to another member by member number. */
function MileageGift() {
  const status = useMileageGiftStatus();
  const gift = useMileageGift();
  const queries = useQueryClient();
  const queryMemberNo = useQueryMemberNo();
  const myNo = useHanpanStore((s) => s.member.memberNo);
  const [memberNo, setMemberNo] = useState('');
  const amount = useJudgedField();
  // the nickname behind the number, confirmed before anything can be given (a mistyped digit is someone else)
  const recipient = useRecipient('mileage-gift', memberNo);
  const data = status.data;
  // judged once an amount is typed or refused, as the transfer popup does; the number's own refusal
  // already shows by the field: said once
  const check = data && amount.judged && !recipient.error ? checkGift(memberNo, amount.value, data, myNo) : null;
  const once = useSingleAction('mileage.gift').run;
  const id = useId();
  // the amount field is described by what is said about the amount (not by a refusal of the number)
  const aboutAmount = !!check && (check.ok || check.field === 'amount');
  const form = useRef<HTMLFormElement>(null);

  const submit = async () => {
    if (!data) return;
    let c = checkGift(memberNo, amount.value, data, myNo);
    // my mileage and today's gift limit change while the popup is open: read them again before refusing an amount
    if (!c.ok && c.field === 'amount') c = checkGift(memberNo, amount.value, (await status.refetch()).data ?? data, myNo);
    if (!c.ok) {
      amount.judge();
      return answerRefusal(c.message, recipient.error ? null : fieldOf(form.current, c), (body) => hanpanStore.getState().alert({ header: '마일리지 선물', body }));
    }
    const to = recipient.recipient;
    if (!recipient.ready || !to || to.memberNo !== c.memberNo) {
      await hanpanStore.getState().alert({ header: '마일리지 선물', body: '받는 분 확인을 눌러 받는 분의 닉네임을 먼저 확인해 주세요.' });
      return;
    }
    const yes = await hanpanStore.getState().confirm({
      header: '마일리지 선물',
      body: `${recipientLine(to)}\n${formatMoney(c.mileage)}마일리지를 선물하시겠습니까? 선물한 마일리지는 돌려받을 수 없습니다.`,
      submitText: '선물하기',
      // money that cannot be taken back (or taken by another): the dialog opens on 취소
      defaultFocus: 'cancel',
    });
    if (!yes) return;
    try {
      const result = await sendConfirmingRepeat(
        (confirmRepeat) => gift.mutateAsync({ destinationMemberNo: c.memberNo, mileage: c.mileage.toString(), ...(confirmRepeat && { confirmRepeat }) }),
        'ERROR_REPEATED_GIFT',
        '한 번 더 선물하기',
      );
      // not given again: what the earlier one (another tab's?) changed is read
      if (!result) return void invalidateKeys(queries, changedByMileageGift(queryMemberNo));
      // named as the confirm named them: the masked nickname the lookup showed
      await alertActionDone(result, {
        header: '선물 완료',
        body: `${to.nickname}님에게 ${formatMoney(result.giftedMileage)}마일리지를 선물했습니다. 남은 마일리지: ${formatMoney(result.currentMileage)}마일리지`,
        earlier: `${to.nickname}님에게 ${formatMoney(result.giftedMileage)}마일리지 선물`,
        clearForm: () => amount.set(''),
      });
    } catch (error) {
      await alertMoveFailure(error, { failed: '마일리지 선물 실패', unknown: { unsure: '마일리지가 선물되었는지', check: '보유 마일리지와 내역을' } }, () => invalidateKeys(queries, changedByMileageGift(queryMemberNo)));
    }
  };

  if (status.isError) return <ErrorState error={status.error} onRetry={() => void status.refetch()} />;
  if (!data) return <Skeleton lines={3} />;
  return (
    <FieldsForm
      ref={form}
      data-testid="mileage-gift"
      onSubmit={(e) => {
        e.preventDefault();
        void once(submit);
      }}
      onKeyDown={submitOnEnterBeforeCheck(recipient, () => void once(submit))}
    >
      <CheckOnEnter state={recipient}>
        <RecipientCheck label="받는 회원번호" placeholder="선물 받을 분의 회원번호 (숫자)" value={memberNo} onChange={setMemberNo} state={recipient} lineId={`${id}-recipient`} />
      </CheckOnEnter>
      <label>
        선물할 마일리지
        <input
          name="amount"
          inputMode="numeric"
          value={amount.value}
          onChange={(e) => amount.set(e.target.value)}
          placeholder={`${formatMoney(data.unit)} 단위로 입력`}
          aria-invalid={!!check && !check.ok && check.field === 'amount'}
          aria-describedby={aboutAmount ? `${id}-check ${id}-limits` : `${id}-limits`}
        />
      </label>
      {check && (
        <Hint key={String(amount.refused)} id={`${id}-check`} data-testid="amount-check" $error={!check.ok} role={alertOf(check, amount)} style={{ marginTop: 0 }}>
          {check.ok ? `${formatMoney(check.mileage)}마일리지를 선물합니다.` : check.message}
        </Hint>
      )}
      <Hint id={`${id}-limits`} style={{ marginTop: 0 }} data-testid="mileage-gift-limits">
        1회 최대 {formatMoney(data.maxPerGift)}마일리지 · 하루 최대 {formatMoney(data.maxPerDay)}마일리지 ({data.maxCountPerDay}회) · 오늘 남은 선물 한도 {formatMoney(data.remainingToday)}마일리지
      </Hint>
      <Button type="submit" busy={gift.isPending} {...unavailableBecause(recipient.ready ? null : `${id}-recipient`)}>
        선물하기
      </Button>
    </FieldsForm>
  );
}

export function MileagePopup({ route }: { route: PortalRoute }) {
  const current = useMileageCurrent();
  const zone = usePersonalZone();
  // the mileage event's banner opens this popup: it says what runs, until when
  const eventStatus = useOngoingEventStatus().data?.mileage;
  const mileageEvent = eventStatus?.event;
  // shown here, the event is seen: the personal zone's new mark goes (SPEC §4, status per type)
  const markSeen = useOngoingEventStatusUpdate().mutate;
  const unseen = eventStatus?.status === 'ONGOING';
  useEffect(() => {
    if (unseen) markSeen({ type: 'MILEAGE', status: 'SEEN' });
  }, [unseen, markSeen]);
  const exchange = useMileageExchange();
  const queries = useQueryClient();
  const queryMemberNo = useQueryMemberNo();
  const amount = useJudgedField();
  const amountRef = useRef<HTMLInputElement>(null);
  const [tab, setTab] = useState<'daily' | 'monthly'>('daily');
  const [action, setAction] = useState<'exchange' | 'gift'>('exchange');
  const data = current.data;
  const check = data ? checkExchange(amount.value, data) : null;
  const once = useSingleAction('mileage.exchange').run;
  const onceMax = useSingleAction('mileage.exchange-max').run;
  // what the field says: nothing for an empty field until 전환하기 is pressed
  const shown = amount.judged ? check : null;
  const refused = !!shown && !shown.ok;

  /** 최대: the most that can really be exchanged now, or why nothing can. */
  const fillMax = async () => {
    if (!data) return;
    const max = maxExchangeable(data);
    if (max.ok) {
      amount.set(max.mileage.toString());
      // the field says what it now holds and what it gives (its description): 최대 itself said nothing
      amountRef.current?.focus();
    } else await hanpanStore.getState().alert({ header: '마일리지 전환', body: max.message });
  };

  const submit = async () => {
    if (!data || !check) return;
    // said under the field (an empty one says it now): back to it, not the same words in a dialog
    if (!check.ok) {
      amount.judge();
      return amountRef.current?.focus();
    }
    const yes = await hanpanStore.getState().confirm({
      header: '마일리지 전환',
      body: `${formatMoney(check.mileage)}마일리지를 ${formatKoreanMoney(check.money)} 머니로 전환하시겠습니까? 전환한 마일리지는 되돌릴 수 없습니다.`,
      submitText: '전환하기',
      // like a gift: the amount field's Enter opens this dialog, a second Enter must not convert
      defaultFocus: 'cancel',
    });
    if (!yes) return;
    try {
      const result = await sendConfirmingRepeat(
        (confirmRepeat) => exchange.mutateAsync({ mileage: check.mileage.toString(), currentHoldMileage: data.currentMileage, ...(confirmRepeat && { confirmRepeat }) }),
        'ERROR_REPEATED_EXCHANGE',
        '한 번 더 전환하기',
      );
      // not exchanged again: what the earlier one (another tab's?) changed is read
      if (!result) return void invalidateKeys(queries, changedByMileageExchange(queryMemberNo));
      await alertActionDone(result, {
        header: '전환 완료',
        body: `${formatMoney(result.exchangedMileage)}마일리지를 ${formatKoreanMoney(result.paidMoney)} 머니로 전환했습니다.`,
        earlier: `${formatMoney(result.exchangedMileage)}마일리지 전환`,
        clearForm: () => amount.set(''),
      });
    } catch (error) {
      // (409: another window exchanged meanwhile — the fresh balance is read again with the rest)
      await alertMoveFailure(error, { failed: '마일리지 전환 실패', unknown: { unsure: '마일리지가 전환되었는지', check: '보유 마일리지와 머니를' } }, () => invalidateKeys(queries, changedByMileageExchange(queryMemberNo)));
    }
  };

  return (
    <Stack data-page={route.pageInfo.name}>
      {/* the popup bar shows the title (not a heading): the page's own h1 is for screen readers */}
      <VisuallyHidden as="h1">{route.pageInfo.title}</VisuallyHidden>
      <Card aria-labelledby="mileage-now">
        <h2 id="mileage-now">내 마일리지</h2>
        {mileageEvent && (
          <EventNote data-testid="mileage-event">
            {/* what it doubles, said (QA: a newcomer could not tell) — the API's payment mileage */}
            {mileageEvent.title} 진행 중 · {formatKoreanDateTime(Date.parse(mileageEvent.endDateTime) - 1000)}까지 · 이 기간에 결제하면 마일리지가 두 배로 쌓입니다.
          </EventNote>
        )}
        {current.isError ? (
          <ErrorState error={current.error} onRetry={() => void current.refetch()} />
        ) : !data ? (
          <Skeleton lines={3} />
        ) : (
          <>
            <Dl>
              <dt>보유 마일리지</dt>
              <dd data-testid="mileage-current">
                <MoneyText value={data.currentMileage} format="comma" emphasis />
              </dd>
              <dt>30일 내 소멸 예정</dt>
              <dd data-testid="mileage-expiring">
                <MoneyText value={data.soonToExpireMileage} format="comma" />
              </dd>
              <dt>보유 머니</dt>
              <dd data-testid="mileage-money">{zone.data ? <MoneyText value={zone.data.userRat.money} /> : '-'}</dd>
              <MyMemberNo testId="mileage-my-no" />
            </Dl>
            {/* when it goes: the popup never said (QA), and 소멸 예정 needs it */}
            <Hint data-testid="mileage-validity">마일리지는 쌓인 날부터 {MILEAGE_VALIDITY_DAYS}일 동안 쓸 수 있고, 그다음 날 0시(한국 시간)에 소멸됩니다.</Hint>
          </>
        )}
      </Card>
      {/* headings a screen reader's heading keys reach (the tabs say the rest on screen) */}
      <Card aria-labelledby="mileage-use">
        <VisuallyHidden as="h2" id="mileage-use">
          마일리지 전환과 선물
        </VisuallyHidden>
        <Tabs
          aria-label="마일리지 사용"
          items={[
            { key: 'exchange', label: '머니로 전환' },
            { key: 'gift', label: '선물하기' },
          ]}
          value={action}
          onChange={(k) => setAction(k === 'gift' ? 'gift' : 'exchange')}
        >
          {action === 'gift' ? (
            <MileageGift />
          ) : !data ? (
            <Skeleton lines={2} />
          ) : (
            <>
              <Form
                onSubmit={(e) => {
                  e.preventDefault();
                  void once(submit);
                }}
              >
                <label htmlFor="mileage-amount" style={{ position: 'absolute', left: -9999 }}>
                  전환할 마일리지
                </label>
                <input
                  ref={amountRef}
                  id="mileage-amount"
                  inputMode="numeric"
                  placeholder={`${formatMoney(data.exchangeUnit)} 단위로 입력`}
                  value={amount.value}
                  onChange={(e) => amount.set(e.target.value)}
                  aria-invalid={refused}
                  aria-describedby={shown ? 'mileage-amount-check mileage-amount-rules' : 'mileage-amount-rules'}
                />
                <Button type="button" variant="secondary" onClick={() => void onceMax(fillMax)}>
                  최대
                </Button>
                <Button type="submit" busy={exchange.isPending}>
                  전환하기
                </Button>
              </Form>
              {shown && (
                <Hint key={String(amount.refused)} id="mileage-amount-check" data-testid="amount-check" $error={!shown.ok} role={alertOf(shown, amount)}>
                  {shown.ok ? `${formatKoreanMoney(shown.money)} 머니로 전환됩니다.` : shown.message}
                </Hint>
              )}
              <Hint id="mileage-amount-rules">
                1마일리지 = {formatKoreanMoney(data.moneyPerMileage)} 머니 · {formatMoney(data.exchangeUnit)}마일리지 단위로 전환할 수 있습니다.{' '}
                {`머니는 보유 한도(${formatKoreanMoney(data.holdingLimit)})까지 받을 수 있습니다.`}
              </Hint>
            </>
          )}
        </Tabs>
      </Card>
      <Card aria-labelledby="mileage-history">
        <VisuallyHidden as="h2" id="mileage-history">
          마일리지 내역
        </VisuallyHidden>
        <Tabs
          aria-label="마일리지 내역"
          items={[
            { key: 'daily', label: '일별 내역' },
            { key: 'monthly', label: '월별 내역' },
          ]}
          value={tab}
          onChange={(k) => setTab(k === 'monthly' ? 'monthly' : 'daily')}
        >
          {tab === 'daily' ? <DailyHistory /> : <MonthlyHistory />}
        </Tabs>
      </Card>
    </Stack>
  );
}
