// /popup/transfer: money between members both ways (SPEC §3 request set, §4 SEND/RECEIVE):
// send to a member number once its nickname is confirmed (useRecipient); ask (RECEIVE) a member
// on my list of members who allow it (named by the list, refused before any confirm otherwise);
// choose who may ask me (RECEIVE_ALLOW), again only once the number's nickname is confirmed.
// Today's limits, the history, and the new-icon indicator (seen on open). Each action runs once
// at a time (useSingleAction): a double click opens one dialog.
import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import {
  Button,
  EmptyState,
  ErrorState,
  formatDateTime,
  formatKoreanMoney,
  hanpanStore,
  MoneyText,
  Paging,
  Skeleton,
  SkeletonTable,
  Table,
  Tabs,
  touchTarget,
  useHanpanStore,
  useQueryClient,
  useQueryMemberNo,
  useSingleAction,
  VisuallyHidden,
  type PortalRoute,
} from '@hanpan/platform';
import { alertActionDone, unavailableBecause } from '@hanpan/platform/member-action';
import type { TransferHistoryItem, TransferStatus } from '@hanpan/contracts';
import { withParticle } from '@hanpan/contracts/korean';
import { parseMemberNo } from '@hanpan/contracts/member-no';
import { changedByTransfer } from '../features/transfer/api/transferQueries';
import { useMoneyTransfer } from '../features/transfer/hooks/useMoneyTransfer';
import { useMoneyTransferHistories } from '../features/transfer/hooks/useMoneyTransferHistories';
import { useMoneyTransferIndicator } from '../features/transfer/hooks/useMoneyTransferIndicator';
import { useMoneyTransferStatus } from '../features/transfer/hooks/useMoneyTransferStatus';
import { allowingMember, checkAllow, checkReceive, checkTransfer, memberNoRefusalOf } from '../features/transfer/transferRules';
import { useRecipient, type RecipientHookTexts } from '../features/recipient/hooks/useRecipient';
import { RecipientCheck, recipientLine, type RecipientCheckTexts } from '../features/recipient/RecipientCheck';
import { CheckOnEnter, submitOnEnterBeforeCheck } from '../features/recipient/CheckOnEnter';
import { MyMemberNo } from '../features/recipient/MyMemberNo';
import { actionErrorMessage, alertMoveFailure } from '../features/common/errors';
import { sendConfirmingRepeat } from '../features/common/sendConfirmingRepeat';
import { invalidateKeys } from '../features/common/invalidateKeys';
import { Card, Dl, NewDot, PopupStack as Stack } from '../features/common/ui';
import { FieldsForm } from '../features/common/FieldsForm';
import { answerRefusal, fieldOf, type FieldRefusal } from '../features/common/fieldRefusal';
import { alertOf, useJudgedField } from '../features/common/useJudgedField';

export { checkTransfer } from '../features/transfer/transferRules';

const Form = styled(FieldsForm)`
  margin-top: 4px;
`;
const People = styled.ul`
  list-style: none;
  margin: 0 0 8px;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  li {
    display: flex;
    align-items: center;
    gap: 4px;
    border: 1px solid #e5e7eb;
    border-radius: 999px;
    padding: 2px 4px 2px 12px;
    font-size: 14px;
  }
  button {
    border: 0;
    border-radius: 999px;
    padding: 4px 10px;
    background: #f3f4f6;
    font: inherit;
    font-size: 13px;
    cursor: pointer;
    /* 선택 / 해제 by a finger too (QA: 42×28 on a phone) */
    ${touchTarget}
  }
  button[aria-pressed='true'] {
    background: #b91c1c;
    color: #fff;
  }
`;

type Mode = 'send' | 'receive' | 'allow';

const alert = (header: string, body: string) => hanpanStore.getState().alert({ header, body });
/** What a lost answer of a send or a request leaves the player to check (the money may have moved). */
const MOVE_UNKNOWN = {
  send: { unsure: '머니가 보내졌는지', check: '보유 머니와 전송 내역을' },
  receive: { unsure: '머니를 받았는지', check: '보유 머니와 전송 내역을' },
};

/** One move (보내기 or 받기), asking the player again when the server calls it a repeat; null when they declined. */
function moveConfirmingRepeat(transfer: ReturnType<typeof useMoneyTransfer>, type: 'SEND' | 'RECEIVE', destinationMemberNo: number, amount: bigint) {
  return sendConfirmingRepeat(
    (confirmRepeat) => transfer.mutateAsync({ destinationMemberNo, transferMoney: amount.toString(), type, ...(confirmRepeat && { confirmRepeat }) }),
    'ERROR_REPEATED_TRANSFER',
    type === 'SEND' ? '한 번 더 보내기' : '한 번 더 받기',
  );
}

/** SEND: me → a member number. */
function SendForm({ status, refresh }: { status: TransferStatus; refresh(): Promise<TransferStatus | undefined> }) {
  const transfer = useMoneyTransfer();
  const queries = useQueryClient();
  const queryMemberNo = useQueryMemberNo();
  const myNo = useHanpanStore((s) => s.member.memberNo);
  const [memberNo, setMemberNo] = useState('');
  const amount = useJudgedField();
  // the nickname behind the number, confirmed before anything can be sent (a mistyped digit is someone else)
  const recipient = useRecipient('transfer', memberNo);
  // judged once an amount is typed or refused; a refused number's reason shows by the field only, said once
  const check = amount.judged && !recipient.error ? checkTransfer(memberNo, amount.value, status, myNo) : null;
  const once = useSingleAction('transfer.send').run;
  const id = useId();
  // the amount field is described by what is said about the amount (not by a refusal of the number)
  const aboutAmount = !!check && (check.ok || check.field === 'amount');

  const form = useRef<HTMLFormElement>(null);

  const submit = async () => {
    let c = checkTransfer(memberNo, amount.value, status, myNo);
    // my money and today's limit change while the popup is open (money received, a new day): read
    // them again before refusing an amount
    if (!c.ok && c.field === 'amount') c = checkTransfer(memberNo, amount.value, (await refresh()) ?? status, myNo);
    if (!c.ok) {
      amount.judge();
      // said under the amount unless the number's own refusal stands there instead
      return answerRefusal(c.message, recipient.error ? null : fieldOf(form.current, c), (message) => alert('머니 전송', message));
    }
    const to = recipient.recipient;
    if (!recipient.ready || !to || to.memberNo !== c.memberNo) return void (await alert('머니 전송', '받는 분 확인을 눌러 받는 분의 닉네임을 먼저 확인해 주세요.'));
    const yes = await hanpanStore.getState().confirm({
      header: '머니 전송',
      body: `${recipientLine(to)}\n${withParticle(formatKoreanMoney(c.amount), '을')} 보내시겠습니까? 보낸 머니는 돌려받을 수 없습니다.`,
      submitText: '보내기',
      // money that cannot be taken back (or taken by another): the dialog opens on 취소
      defaultFocus: 'cancel',
    });
    if (!yes) return;
    try {
      const result = await moveConfirmingRepeat(transfer, 'SEND', c.memberNo, c.amount);
      // not sent again: what the earlier one (another tab's?) changed is read
      if (!result) return void invalidateKeys(queries, changedByTransfer(queryMemberNo));
      // named as the confirm named them: the masked nickname the lookup showed
      const sent = formatKoreanMoney(result.transferMoney);
      const body = `${to.nickname}님에게 ${withParticle(sent, '을')} 보냈습니다. 보유 머니: ${formatKoreanMoney(result.money)}`;
      await alertActionDone(result, { header: '전송 완료', body, earlier: `${to.nickname}님에게 ${sent} 전송`, clearForm: () => amount.set('') });
    } catch (error) {
      await alertMoveFailure(error, { failed: '머니 전송 실패', unknown: MOVE_UNKNOWN.send }, () => invalidateKeys(queries, changedByTransfer(queryMemberNo)));
    }
  };

  return (
    <Form
      ref={form}
      data-testid="transfer-send"
      onSubmit={(e) => {
        e.preventDefault();
        void once(submit);
      }}
      onKeyDown={submitOnEnterBeforeCheck(recipient, () => void once(submit))}
    >
      <CheckOnEnter state={recipient}>
        <RecipientCheck label="받는 회원번호" placeholder="받는 분의 회원번호 (숫자)" value={memberNo} onChange={setMemberNo} state={recipient} lineId={`${id}-recipient`} />
      </CheckOnEnter>
      <label>
        보낼 금액
        <input
          name="amount"
          inputMode="numeric"
          value={amount.value}
          onChange={(e) => amount.set(e.target.value)}
          placeholder={`${formatKoreanMoney(status.limits.minimum)} 이상`}
          aria-invalid={!!check && !check.ok && check.field === 'amount'}
          aria-describedby={aboutAmount ? `${id}-check ${id}-limits` : `${id}-limits`}
        />
      </label>
      {check && (
        <small key={String(amount.refused)} id={`${id}-check`} data-testid="amount-check" role={alertOf(check, amount)}>
          {check.ok ? `${withParticle(formatKoreanMoney(check.amount), '을')} 보냅니다.` : check.message}
        </small>
      )}
      <small id={`${id}-limits`}>
        1회 최대 {formatKoreanMoney(status.limits.maxPerTransfer)} · 하루 최대 {formatKoreanMoney(status.limits.maxPerDay)} ({status.limits.maxCountPerDay}회)
      </small>
      <Button type="submit" busy={transfer.isPending} {...unavailableBecause(recipient.ready ? null : `${id}-recipient`)}>
        보내기
      </Button>
    </Form>
  );
}

/** RECEIVE: ask a member who allows me; the money moves from them to me at once. */
function ReceiveForm({ status, refresh }: { status: TransferStatus; refresh(): Promise<TransferStatus | undefined> }) {
  const transfer = useMoneyTransfer();
  const queries = useQueryClient();
  const queryMemberNo = useQueryMemberNo();
  const myNo = useHanpanStore((s) => s.member.memberNo);
  const [memberNo, setMemberNo] = useState(status.receiveAllowedFrom.length === 1 ? String(status.receiveAllowedFrom[0]!.memberNo) : '');
  const amount = useJudgedField();
  // the API's refusal of the number (e.g. the member stopped allowing me), said until a field changes
  const [numberRefused, setNumberRefused] = useState<FieldRefusal | null>(null);
  // the member may be preselected: judge once an amount is typed or refused
  const check = numberRefused ?? (amount.judged ? checkReceive(memberNo, amount.value, status, myNo) : null);
  // who the number is, from my list of members who allow me (only they can be asked)
  const giver = allowingMember(memberNo, status);
  const once = useSingleAction('transfer.receive').run;
  const id = useId();
  // each field is marked and described by what is said about it, said under that field
  const fault = check && !check.ok ? check.field : null;
  const form = useRef<HTMLFormElement>(null);
  const changeNumber = (text: string) => {
    setMemberNo(text);
    setNumberRefused(null);
  };

  const submit = async () => {
    setNumberRefused(null);
    let current = status;
    // a number not on my list: the list may be older than the other member's 허용 — read it again
    // before refusing (nothing is asked of a member who does not allow me)
    const no = parseMemberNo(memberNo);
    if (no !== null && String(no) !== myNo && !allowingMember(memberNo, current)) current = (await refresh()) ?? current;
    const c = checkReceive(memberNo, amount.value, current, myNo);
    if (!c.ok) {
      amount.judge();
      return answerRefusal(c.message, fieldOf(form.current, c), (message) => alert('머니 받기', message));
    }
    const who = `${c.nickname}(${c.memberNo})`;
    const yes = await hanpanStore.getState().confirm({
      header: '머니 받기',
      body: `${who}님에게서 ${withParticle(formatKoreanMoney(c.amount), '을')} 받으시겠습니까?`,
      submitText: '받기',
      // another member's money that cannot be handed back from here: the dialog opens on 취소, as 보내기's does
      defaultFocus: 'cancel',
    });
    if (!yes) return;
    try {
      const result = await moveConfirmingRepeat(transfer, 'RECEIVE', c.memberNo, c.amount);
      if (!result) return void invalidateKeys(queries, changedByTransfer(queryMemberNo));
      const received = formatKoreanMoney(result.transferMoney);
      const body = `${c.nickname}님에게서 ${withParticle(received, '을')} 받았습니다. 보유 머니: ${formatKoreanMoney(result.money)}`;
      await alertActionDone(result, { header: '받기 완료', body, earlier: `${c.nickname}님에게서 ${received} 받기`, clearForm: () => amount.set('') });
    } catch (error) {
      // refused for the member (by its code): said under the number, and my list read again (it was stale)
      const refused = memberNoRefusalOf(error);
      if (!refused) return alertMoveFailure(error, { failed: '머니 받기 실패', unknown: MOVE_UNKNOWN.receive }, () => invalidateKeys(queries, changedByTransfer(queryMemberNo)));
      setNumberRefused(refused);
      void refresh();
      return answerRefusal(refused.message, fieldOf(form.current, refused), (message) => alert('머니 받기 실패', message));
    }
  };

  const said = check && (
    <small
      key={`${fault}-${String(amount.refused)}`}
      id={`${id}-check`}
      data-testid={fault === 'memberNo' ? 'receive-number-check' : 'amount-check'}
      // the API's refusal is announced as a refused submit is
      role={check === numberRefused ? 'alert' : alertOf(check, amount)}
    >
      {check.ok ? `${withParticle(formatKoreanMoney(check.amount), '을')} 받습니다.` : check.message}
    </small>
  );

  return (
    <Form
      ref={form}
      data-testid="transfer-receive"
      onSubmit={(e) => {
        e.preventDefault();
        void once(submit);
      }}
    >
      {status.receiveAllowedFrom.length === 0 ? (
        <EmptyState
          message={`아직 나에게 머니 받기를 허용한 회원이 없습니다. 상대 회원에게 '받기 허용 설정'에서 내 회원번호(${myNo ?? '-'})를 등록해 달라고 부탁해 보세요.`}
        />
      ) : (
        <div>
          <small>나에게 머니 받기를 허용한 회원</small>
          <People aria-label="나에게 머니 받기를 허용한 회원">
            {status.receiveAllowedFrom.map((p) => (
              <li key={p.memberNo}>
                {p.nickname} ({p.memberNo})
                <button type="button" aria-pressed={memberNo === String(p.memberNo)} onClick={() => changeNumber(String(p.memberNo))} aria-label={`${p.nickname}님 선택`}>
                  선택
                </button>
              </li>
            ))}
          </People>
        </div>
      )}
      <label>
        요청할 회원번호
        <input
          name="memberNo"
          inputMode="numeric"
          value={memberNo}
          onChange={(e) => changeNumber(e.target.value)}
          placeholder="나에게 받기를 허용한 회원의 번호"
          aria-invalid={fault === 'memberNo'}
          aria-describedby={fault === 'memberNo' ? `${id}-check` : `${id}-giver`}
        />
      </label>
      {/* a refused number is said in place of the hint, as the send tab's 받는 회원번호 does */}
      {fault === 'memberNo' ? (
        said
      ) : giver ? (
        <small id={`${id}-giver`} data-testid="receive-from">
          요청할 회원: {giver.nickname} (회원번호 {giver.memberNo})
        </small>
      ) : (
        <small id={`${id}-giver`}>나에게 머니 받기를 허용한 회원에게만 요청할 수 있습니다.</small>
      )}
      <label>
        받을 금액
        <input
          name="amount"
          inputMode="numeric"
          value={amount.value}
          onChange={(e) => {
            amount.set(e.target.value);
            setNumberRefused(null);
          }}
          placeholder={`${formatKoreanMoney(status.limits.minimum)} 이상`}
          aria-invalid={fault === 'amount'}
          aria-describedby={check && fault !== 'memberNo' ? `${id}-check ${id}-limits` : `${id}-limits`}
        />
      </label>
      {fault !== 'memberNo' && said}
      <small id={`${id}-limits`}>상대 회원의 보유 머니와 하루 이동 한도 안에서만 받을 수 있습니다. 1회 최대 {formatKoreanMoney(status.limits.maxPerTransfer)}</small>
      <Button type="submit" busy={transfer.isPending}>
        받기
      </Button>
    </Form>
  );
}

/** The allow tab's words around the member lookup (the same lookup as a send's). */
const ALLOW_RECIPIENT_TEXTS: RecipientCheckTexts = {
  button: '회원 확인',
  line: (r) => `허용할 회원: ${r.nickname} (회원번호 ${r.memberNo})`,
  prompt: '회원번호를 입력하고 회원 확인을 눌러 닉네임을 확인해 주세요.',
  checking: '회원을 확인하고 있습니다…',
};
const ALLOW_HOOK_TEXTS: RecipientHookTexts = { badNumber: '허용할 회원번호를 숫자로 입력해 주세요.', refused: '이 회원은 허용할 수 없습니다.' };

/**
 * RECEIVE_ALLOW: the members who may ask me; add one, or stop allowing one. A member allowed takes
 * money without asking again, so the number is looked up first (the masked nickname, as a send
 * does) and an unknown number is refused by the field, before any confirm.
 */
function AllowSettings({ status }: { status: TransferStatus }) {
  const indicator = useMoneyTransferIndicator();
  const myNo = useHanpanStore((s) => s.member.memberNo);
  const [memberNo, setMemberNo] = useState('');
  const recipient = useRecipient('transfer', memberNo, ALLOW_HOOK_TEXTS);
  // the list's own rules (a number, not me, not yet allowed, room left) first: no lookup spent on them
  const check = memberNo ? checkAllow(memberNo, status, myNo) : null;
  const refusal = check && !check.ok ? check.message : null;
  const once = useSingleAction('transfer.allow').run;
  const form = useRef<HTMLFormElement>(null);
  const lineId = useId();

  const save = async (targets: string[], done: string) => {
    try {
      // the list as loaded: a change made from it after another window changed it is refused, not saved over it
      await indicator.mutateAsync({ type: 'RECEIVE_ALLOW', targets, basis: status.receiveAllowedTo.map(String) });
      hanpanStore.getState().showTooltip(done);
      return true;
    } catch (error) {
      const { title, message } = actionErrorMessage(error);
      await alert(title ?? '머니 받기 허용 실패', message);
      return false;
    }
  };

  const add = async () => {
    const c = checkAllow(memberNo, status, myNo);
    const who = recipient.recipient;
    // refused by the list's rules or by the lookup: said by the field already, the field takes the focus
    const refused = !c.ok ? c.message : recipient.error;
    if (refused !== null) return answerRefusal(refused, fieldOf(form.current, { field: 'memberNo' }), (message) => alert('머니 받기 허용', message));
    if (!c.ok || !recipient.ready || !who || who.memberNo !== c.memberNo) {
      return void (await alert('머니 받기 허용', '회원 확인을 눌러 허용할 회원의 닉네임을 먼저 확인해 주세요.'));
    }
    const yes = await hanpanStore.getState().confirm({
      header: '머니 받기 허용',
      body: `${who.nickname}(${who.memberNo})님이 내 머니를 받아 갈 수 있게 허용하시겠습니까? 허용한 회원은 내 동의 없이 하루 이동 한도 안에서 머니를 받아 갈 수 있습니다.`,
      submitText: '허용하기',
      // money that cannot be taken back (or taken by another): the dialog opens on 취소
      defaultFocus: 'cancel',
    });
    if (yes && (await save(c.targets, `${who.nickname}님을 허용했습니다.`))) {
      setMemberNo('');
      focusNumber();
    }
  };

  const remove = async (no: number, nickname: string) => {
    const yes = await hanpanStore.getState().confirm({ header: '허용 해제', body: `${nickname}(${no})님의 머니 받기 허용을 해제하시겠습니까?`, submitText: '해제' });
    if (yes && (await save(status.receiveAllowedTo.filter((n) => n !== no).map(String), `${nickname}님의 허용을 해제했습니다.`))) focusNumber();
  };
  // the button pressed is gone (its row) or waits again (허용하기 with the field emptied): the focus
  // goes on to the number field for the next one (a11y review)
  const focusNumber = () => {
    const field = fieldOf(form.current, { field: 'memberNo' });
    if (field instanceof HTMLElement) field.focus();
  };

  return (
    <Form
      ref={form}
      data-testid="transfer-allow"
      onSubmit={(e) => {
        e.preventDefault();
        void once(add);
      }}
    >
      <small>
        내 머니를 받아 갈 수 있는 회원 ({status.receiveAllowedMembers.length}/{status.maxReceiveAllowed}명)
      </small>
      {status.receiveAllowedMembers.length === 0 ? (
        <EmptyState message="허용한 회원이 없습니다. 믿을 수 있는 회원의 번호를 아래에 입력해 허용해 주세요." />
      ) : (
        <People aria-label="머니 받기를 허용한 회원">
          {status.receiveAllowedMembers.map((p) => (
            <li key={p.memberNo}>
              {p.nickname} ({p.memberNo})
              {/* aria-disabled: a disabled button would drop the focus while the list is saved */}
              <button type="button" onClick={() => void once(() => remove(p.memberNo, p.nickname))} aria-label={`${p.nickname}님 허용 해제`} aria-disabled={indicator.isPending || undefined}>
                해제
              </button>
            </li>
          ))}
        </People>
      )}
      <CheckOnEnter state={recipient} canCheck={refusal === null}>
        <RecipientCheck
          label="허용할 회원번호"
          placeholder="내 머니를 받아 갈 수 있게 할 회원의 번호"
          value={memberNo}
          onChange={setMemberNo}
          state={recipient}
          texts={ALLOW_RECIPIENT_TEXTS}
          refusal={refusal}
          lineId={lineId}
        />
      </CheckOnEnter>
      <Button type="submit" busy={indicator.isPending} {...unavailableBecause(recipient.ready && check?.ok ? null : lineId)}>
        허용하기
      </Button>
    </Form>
  );
}

const directionText = (r: TransferHistoryItem) => {
  const base = r.direction === 'OUT' ? '보냄' : '받음';
  if (r.type !== 'RECEIVE') return base;
  return r.initiatedByMe ? `${base} (내 요청)` : `${base} (상대 요청)`;
};

function History() {
  const [page, setPage] = useState(0);
  const history = useMoneyTransferHistories({ page, size: 5 });
  if (history.isError) return <ErrorState error={history.error} onRetry={() => void history.refetch()} />;
  if (!history.data) return <SkeletonTable rows={3} columns={3} />;
  return (
    <>
      <Table
        caption="머니 전송 내역"
        rows={history.data.content}
        stale={history.isPlaceholderData}
        rowKey={(r) => r.transferId}
        emptyMessage="머니 전송 내역이 없습니다. 위에서 머니를 보내거나 받아 보세요."
        columns={[
          { key: 'at', header: '일시', render: (r) => formatDateTime(r.createdAt) },
          { key: 'dir', header: '구분', render: directionText, align: 'center' },
          { key: 'who', header: '상대', render: (r) => `${r.counterpartNickname} (${r.counterpartMemberNo})` },
          { key: 'amount', header: '금액', render: (r) => `${r.direction === 'OUT' ? '-' : '+'}${formatKoreanMoney(r.amount)}`, align: 'right' },
        ]}
      />
      {history.data.totalPages > 1 && <Paging page={page} totalPages={history.data.totalPages} onChange={setPage} aria-label="전송 내역 페이지" />}
    </>
  );
}

export function TransferPopup({ route }: { route: PortalRoute }) {
  const status = useMoneyTransferStatus();
  const refresh = async () => (await status.refetch()).data;
  const indicator = useMoneyTransferIndicator();
  const [mode, setMode] = useState<Mode>('send');
  const [newIcon, setNewIcon] = useState(false);
  const data = status.data;

  // once per opening: a failed mark (an outage, a refusal) is not sent again and again — it re-ran
  // on every render while failed (QA: ~60 PUTs a second); the mark stays for the next opening
  const markSent = useRef(false);
  const markSeen = indicator.mutate;
  useEffect(() => {
    if (!data?.isActiveNewIcon || markSent.current) return;
    markSent.current = true;
    // The popup was opened: the "new" mark has been seen (shown once more here).
    setNewIcon(true);
    markSeen({ type: 'NEW_ICON', targets: ['MONEY_TRANSFER'] });
  }, [data?.isActiveNewIcon, markSeen]);

  return (
    <Stack data-page={route.pageInfo.name}>
      {/* the popup bar shows the title (not a heading): the page's own h1 is for screen readers */}
      <VisuallyHidden as="h1">{route.pageInfo.title}</VisuallyHidden>
      <Card aria-labelledby="transfer-title">
        <h2>
          {/* the card is named by the title alone, not by its news badge */}
          <span id="transfer-title">머니 전송</span>
          {newIcon && <NewDot data-testid="transfer-new" role="img" aria-label="새 소식">N</NewDot>}
        </h2>
        {status.isError ? (
          <ErrorState error={status.error} onRetry={() => void status.refetch()} />
        ) : !data ? (
          <Skeleton lines={4} />
        ) : (
          <>
            <Dl>
              <dt>보유 머니</dt>
              <dd data-testid="transfer-money">
                <MoneyText value={data.money} emphasis />
              </dd>
              {/* the day's limits count every money out: sent, and taken by the members this one allows */}
              <dt>오늘 나간 머니</dt>
              <dd>
                <MoneyText value={data.sentToday} /> ({data.countToday}/{data.limits.maxCountPerDay}회)
              </dd>
              <dt>오늘 남은 전송 한도</dt>
              <dd data-testid="transfer-remaining">
                <MoneyText value={data.remainingToday} />
              </dd>
              <MyMemberNo testId="transfer-my-no" />
            </Dl>
            <div style={{ marginTop: 12 }}>
              <Tabs
                aria-label="머니 전송 방법"
                items={[
                  { key: 'send', label: '보내기' },
                  { key: 'receive', label: '받기 요청' },
                  { key: 'allow', label: '받기 허용 설정' },
                ]}
                value={mode}
                onChange={(k) => setMode(k as Mode)}
              >
                {mode === 'send' ? (
                  <SendForm status={data} refresh={refresh} />
                ) : mode === 'receive' ? (
                  <ReceiveForm status={data} refresh={refresh} />
                ) : (
                  <AllowSettings status={data} />
                )}
              </Tabs>
            </div>
          </>
        )}
      </Card>
      <Card aria-label="머니 전송 내역">
        <h2>전송 내역</h2>
        <History />
      </Card>
    </Stack>
  );
}
