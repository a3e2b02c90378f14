// Memo box (layer 'memoBox', opened from the personal zone's memo count): unread memos first;
// opening one shows it and marks it read (PUT /api/memos/:id/read), which refreshes the member's
// data so the unread count in the personal zone drops without a reload.
import { useState } from 'react';
import styled from 'styled-components';
import { EmptyState, ErrorState, formatDateTime, hanpanStore, MEMO_PAGE_SIZE, Paging, Skeleton, staleMarks, usePersonalZone, type LayerContentProps } from '@hanpan/platform';
import type { Memo } from '@hanpan/contracts';
import { useMemoRead } from '../hooks/useMemoRead';
import { useMemos } from '../hooks/useMemos';
import { actionErrorMessage } from '../../common/errors';
import { NewDot } from '../../common/ui';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  border-top: 1px solid #e5e7eb;
  li {
    border-bottom: 1px solid #e5e7eb;
  }
  button.title {
    width: 100%;
    display: grid;
    grid-template-columns: 1fr auto;
    gap: 2px 8px;
    padding: 12px 4px;
    border: 0;
    background: transparent;
    text-align: left;
    font: inherit;
    cursor: pointer;
  }
  button.title span {
    font-size: 15px;
  }
  button.title[data-read='false'] span {
    font-weight: 800;
  }
  button.title em {
    font-style: normal;
    font-size: 12px;
    color: #6b7280;
  }
  button.title[data-read='false'] em {
    color: #b91c1c;
  }
  button.title small {
    grid-column: 1 / -1;
    color: #6b7280;
    font-size: 12px;
  }
  .content {
    margin: 0 4px 12px;
    padding: 12px;
    border-radius: 8px;
    background: #f9fafb;
    font-size: 14px;
    line-height: 1.6;
    white-space: pre-wrap;
  }
`;

function MemoRow({ memo, open, onToggle }: { memo: Memo; open: boolean; onToggle(): void }) {
  const id = `memo-${memo.id}`;
  return (
    <li data-testid="memo-item" data-read={memo.isRead}>
      <button type="button" className="title" data-read={memo.isRead} aria-expanded={open} aria-controls={id} onClick={onToggle}>
        <span>
          {memo.title}
          {/* the mark is drawn only: '안 읽음' is said in words next to it */}
          {!memo.isRead && <NewDot aria-hidden="true">N</NewDot>}
        </span>
        <em>{memo.isRead ? '읽음' : '안 읽음'}</em>
        <small>
          {memo.sender} · {formatDateTime(memo.createdAt)}
        </small>
      </button>
      {open && (
        <p className="content" id={id} data-testid="memo-content">
          {memo.content}
        </p>
      )}
    </li>
  );
}

export function MemoBoxLayer(_props: LayerContentProps) {
  const [page, setPage] = useState(0);
  const [openId, setOpenId] = useState<number | null>(null);
  const memos = useMemos({ page, size: MEMO_PAGE_SIZE });
  const markRead = useMemoRead();
  const zone = usePersonalZone();

  const toggle = (memo: Memo) => {
    const opening = openId !== memo.id;
    setOpenId(opening ? memo.id : null);
    if (opening && !memo.isRead) {
      markRead.mutate(
        { id: memo.id },
        {
          onError: (error) => {
            const { title, message } = actionErrorMessage(error);
            void hanpanStore.getState().alert({ header: title ?? '쪽지', body: message });
          },
        },
      );
    }
  };

  if (memos.isError) return <ErrorState error={memos.error} onRetry={() => void memos.refetch()} />;
  if (!memos.data) return <Skeleton lines={MEMO_PAGE_SIZE} />;
  const unread = memos.data.content.filter((m) => !m.isRead).length;
  // the box's unread count (the personal zone's): a page with none read may leave some on another
  const unreadInBox = zone.data?.inventory.nonReadMemoCount ?? unread;
  return (
    <div data-testid="memo-box">
      {memos.data.totalElements === 0 ? (
        <EmptyState message="받은 쪽지가 없습니다. 이벤트와 운영 소식이 쪽지로 도착합니다." />
      ) : (
        <>
          <p style={{ margin: '0 0 8px', fontSize: 13, color: '#6b7280' }} aria-live="polite">
            읽지 않은 쪽지를 먼저 보여 드립니다.{' '}
            {unreadInBox > 0 ? `안 읽은 쪽지 ${unreadInBox}개${unread !== unreadInBox ? ` (이 페이지 ${unread}개)` : ''}` : '모두 읽었습니다.'}
          </p>
          {/* the old page's memos while the next loads */}
          <List {...staleMarks(memos.isPlaceholderData)}>
            {memos.data.content.map((m) => (
              <MemoRow key={m.id} memo={m} open={openId === m.id} onToggle={() => toggle(m)} />
            ))}
          </List>
          {memos.data.totalPages > 1 && <Paging page={page} totalPages={memos.data.totalPages} onChange={setPage} aria-label="쪽지 페이지" />}
        </>
      )}
    </div>
  );
}
