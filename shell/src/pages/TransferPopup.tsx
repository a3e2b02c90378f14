// /popup/transfer: send money to a member number (with confirmation), today's limits and status,
// history, and the new-icon indicator (marked seen when the popup opens).
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import {
  Button,
  ErrorState,
  formatDateTime,
  formatKoreanMoney,
  hanpanStore,
  MoneyText,
  Paging,
  parseMoney,
  Skeleton,
  SkeletonTable,
  Table,
  useHanpanStore,
  type PortalRoute,
} from '@hanpan/platform';
import {
  useMoneyTransfer,
  useMoneyTransferHistories,
  useMoneyTransferIndicator,
  useMoneyTransferStatus,
} from '@hanpan/platform/hooks';
import type { TransferStatus, TransferType } from '@hanpan/contracts';
import { announceBalanceChange } from '../features/common/balanceChannel';
import { copyWithFeedback } from '../features/common/copy';
import { actionErrorMessage } from '../features/common/errors';
import { Card, Dl, NewDot } from '../features/common/ui';

const Stack = styled.div`
  display: grid;
  gap: 14px;
  padding-top: 14px;
`;
const Form = styled.form`
  display: grid;
  gap: 10px;
  margin-top: 12px;
  label {
    display: grid;
    gap: 4px;
    font-size: 14px;
  }
  input {
    height: 40px;
    padding: 0 10px;
    border: 1px solid #d1d5db;
    border-radius: 8px;
    font-size: 15px;
  }
  small {
    color: #6b7280;
  }
  small[role='alert'] {
    color: #b91c1c;
  }
`;

export type TransferCheck = { ok: true; memberNo: number; amount: bigint } | { ok: false; message: string };

/** Input rules before the server: a member number, and an amount within today's limits. */
export function checkTransfer(memberNoText: string, amountText: string, status: TransferStatus, myMemberNo: string | null): TransferCheck {
  const no = memberNoText.trim();
  if (!/^\d{1,12}$/.test(no) || Number(no) <= 0) return { ok: false, message: '받는 회원번호를 숫자로 입력해 주세요.' };
  if (myMemberNo !== null && no === myMemberNo) return { ok: false, message: '본인에게는 보낼 수 없습니다.' };
  const raw = amountText.replace(/[,\s]/g, '');
  if (!/^\d+$/.test(raw) || BigInt(raw) <= 0n) return { ok: false, message: '보낼 금액을 숫자로 입력해 주세요.' };
  const amount = BigInt(raw);
  const min = parseMoney(status.limits.minimum) ?? 0n;
  if (amount < min) return { ok: false, message: `${formatKoreanMoney(min)} 이상 보낼 수 있습니다.` };
  if (amount > (parseMoney(status.limits.maxPerTransfer) ?? amount)) return { ok: false, message: `한 번에 ${formatKoreanMoney(status.limits.maxPerTransfer)}까지 보낼 수 있습니다.` };
  if (amount > (parseMoney(status.remainingToday) ?? amount)) return { ok: false, message: `오늘은 ${formatKoreanMoney(status.remainingToday)}까지 보낼 수 있습니다.` };
  if (amount > (parseMoney(status.money) ?? 0n)) return { ok: false, message: '보유 머니가 부족합니다.' };
  return { ok: true, memberNo: Number(no), amount };
}

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
        rowKey={(r) => r.transferId}
        emptyMessage="머니 전송 내역이 없습니다."
        columns={[
          { key: 'at', header: '일시', render: (r) => formatDateTime(r.createdAt) },
          { key: 'dir', header: '구분', render: (r) => (r.direction === 'OUT' ? '보냄' : '받음'), align: 'center' },
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
  const transfer = useMoneyTransfer();
  const indicator = useMoneyTransferIndicator();
  const myNo = useHanpanStore((s) => s.member.memberNo);
  const [memberNo, setMemberNo] = useState('');
  const [amount, setAmount] = useState('');
  const [type] = useState<TransferType>('SEND');
  const [newIcon, setNewIcon] = useState(false);
  const data = status.data;

  useEffect(() => {
    if (!data?.isActiveNewIcon || indicator.isPending || indicator.isSuccess) return;
    // The popup was opened: the "new" mark has been seen (shown once more here).
    setNewIcon(true);
    indicator.mutate({ type: 'NEW_ICON', targets: ['MONEY_TRANSFER'] });
  }, [data?.isActiveNewIcon, indicator]);

  const check = data && (memberNo || amount) ? checkTransfer(memberNo, amount, data, myNo) : null;

  const submit = async () => {
    if (!data) return;
    const c = checkTransfer(memberNo, amount, data, myNo);
    if (!c.ok) {
      await hanpanStore.getState().alert({ header: '머니 전송', body: c.message });
      return;
    }
    const yes = await hanpanStore.getState().confirm({
      header: '머니 전송',
      body: `회원번호 ${c.memberNo}님에게 ${formatKoreanMoney(c.amount)}을 보내시겠습니까?`,
      submitText: '보내기',
    });
    if (!yes) return;
    try {
      const result = await transfer.mutateAsync({ destinationMemberNo: c.memberNo, transferMoney: c.amount.toString(), type });
      setAmount('');
      announceBalanceChange();
      await hanpanStore.getState().alert({
        header: '전송 완료',
        body: `${formatKoreanMoney(result.transferMoney)}을 보냈습니다. 남은 머니: ${formatKoreanMoney(result.money)}`,
      });
    } catch (error) {
      const { title, message } = actionErrorMessage(error);
      await hanpanStore.getState().alert({ header: title ?? '머니 전송 실패', body: message });
    }
  };

  return (
    <Stack data-page={route.pageInfo.name}>
      <Card aria-labelledby="transfer-title">
        <h2 id="transfer-title">
          머니 보내기{newIcon && <NewDot data-testid="transfer-new">N</NewDot>}
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
              <dt>오늘 보낸 머니</dt>
              <dd>
                <MoneyText value={data.sentToday} /> ({data.countToday}/{data.limits.maxCountPerDay}회)
              </dd>
              <dt>오늘 남은 한도</dt>
              <dd data-testid="transfer-remaining">
                <MoneyText value={data.remainingToday} />
              </dd>
              <dt>내 회원번호</dt>
              <dd>
                {myNo}{' '}
                <Button variant="text" size="s" type="button" onClick={() => void copyWithFeedback(hanpanStore, myNo ?? '')}>
                  복사
                </Button>
              </dd>
            </Dl>
            <Form
              onSubmit={(e) => {
                e.preventDefault();
                void submit();
              }}
            >
              <label>
                받는 회원번호
                <input inputMode="numeric" value={memberNo} onChange={(e) => setMemberNo(e.target.value)} placeholder="받는 분의 회원번호 (숫자)" />
              </label>
              <label>
                보낼 금액
                <input inputMode="numeric" value={amount} onChange={(e) => setAmount(e.target.value)} placeholder={`${formatKoreanMoney(data.limits.minimum)} 이상`} />
              </label>
              {check && <small role={check.ok ? undefined : 'alert'}>{check.ok ? `${formatKoreanMoney(check.amount)}을 보냅니다.` : check.message}</small>}
              <small>
                1회 최대 {formatKoreanMoney(data.limits.maxPerTransfer)} · 하루 최대 {formatKoreanMoney(data.limits.maxPerDay)} ({data.limits.maxCountPerDay}회)
              </small>
              <Button type="submit" disabled={transfer.isPending}>
                보내기
              </Button>
            </Form>
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
