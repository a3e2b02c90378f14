// The member's inventory in the shop: what they hold, how many, until when — and 사용 for what
// can be used here (mini-game items, membership items); a game item says it is used in the game; an
// avatar offers 착용하기 (착용 중 on the one worn now).
import { useState } from 'react';
import styled from 'styled-components';
import type { InventoryItem } from '@hanpan/contracts';
import { Button, EmptyState, ErrorState, formatDate, Paging, SkeletonTable } from '@hanpan/platform';
import { WearAvatarButton } from '../../catalog/components/WearAvatarButton';
import { useItems } from '../../catalog/hooks/useItems';
import { useItemUse } from '../hooks/useItemUse';

const PAGE_SIZE = 8;

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(220px, 100%), 1fr));
  gap: ${({ theme }) => theme.space.m};
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space.m};
  padding: 0;
  li {
    display: grid;
    grid-template-columns: 56px 1fr auto;
    align-items: center;
    gap: ${({ theme }) => theme.space.s};
    padding: ${({ theme }) => theme.space.s};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.m};
  }
  img {
    width: 56px;
    height: 56px;
    border-radius: ${({ theme }) => theme.radii.s};
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.s};
  }
  small {
    color: ${({ theme }) => theme.colors.textSecondary};
  }
`;

const KIND_NAMES: Record<InventoryItem['kind'], string> = { A: '아바타', I: '아이템', E: '기타' };

export function MyItems() {
  const [page, setPage] = useState(0);
  const { data, error, isPending, refetch } = useItems({ page, size: PAGE_SIZE });
  const use = useItemUse();
  if (isPending) return <SkeletonTable rows={3} columns={3} label="보관함을 불러오는 중" />;
  if (error) return <ErrorState error={error} onRetry={() => void refetch()} />;
  if (data.totalElements === 0) return <EmptyState message="보관함이 비어 있습니다. 상점에서 아바타나 아이템을 구매하면 여기에 들어옵니다." />;
  return (
    <>
      <List aria-label="내 보관함" data-testid="my-items">
        {data.content.map((item) => (
          <li key={item.id} data-testid={`my-item-${item.code}`}>
            <img src={item.imageUrl || `/api/images/product/${item.code}.svg`} alt="" />
            <p>
              <strong>{item.name}</strong> <span data-testid="my-item-quantity">{item.quantity}개</span>
              <br />
              <small>
                {item.isMembershipItem ? '멤버십 아이템' : KIND_NAMES[item.kind]}
                {item.expiresAt ? ` · ${formatDate(item.expiresAt)}까지` : ''}
              </small>
            </p>
            {item.useType ? (
              <Button size="s" onClick={() => void use(item)} aria-label={`${item.name} 사용`}>
                사용
              </Button>
            ) : item.kind === 'I' ? (
              // a game item (승률 초기화권, 쪽지 확성기…) is used at the game table, not here: say where
              <small data-testid="my-item-use-in-game">게임 안에서 사용</small>
            ) : item.kind === 'A' && item.avatarId !== null ? (
              <WearAvatarButton avatar={item} />
            ) : (
              <span />
            )}
          </li>
        ))}
      </List>
      {data.totalPages > 1 && <Paging page={page} totalPages={data.totalPages} onChange={setPage} aria-label="보관함 페이지" />}
    </>
  );
}
