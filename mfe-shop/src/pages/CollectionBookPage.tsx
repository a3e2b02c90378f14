// /collectionBook: the collection books (masters), the member's progress in each, the reward, and
// the detail popup of one book.
import styled from 'styled-components';
import { browserGateDeps, Button, EmptyState, ErrorState, ensureLogin, formatKoreanMoney, hanpanStore, isLoggedIn, SkeletonTable, useHanpanStore, usePaymentResultRefresh, NewWindowButton, type PortalRoute } from '@hanpan/platform';
import { useLoginHint } from '@hanpan/platform/member-action';
import { CollectionProgress } from '../features/collection-book/components/CollectionProgress';
import { RewardButton } from '../features/collection-book/components/RewardButton';
import { useCollectionBookMasters } from '../features/collection-book/hooks/useCollectionBookMasters';
import { openShopPopup } from '../features/shop/components/ShopToolbar';
import { ShopFrame } from '../features/shop/components/ShopFrame';

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(280px, 100%), 1fr));
  margin-top: ${({ theme }) => theme.space.xl} !important;
  gap: ${({ theme }) => theme.space.l};
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: grid;
    gap: ${({ theme }) => theme.space.s};
    padding: ${({ theme }) => theme.space.l};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.l};
  }
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.l};
  }
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.s};
    color: ${({ theme }) => theme.colors.textSecondary};
  }
  .avatars {
    display: flex;
    gap: 6px;
  }
  .avatars img {
    width: 48px;
    height: 48px;
    border-radius: ${({ theme }) => theme.radii.s};
  }
  .avatars img[data-owned='false'] {
    filter: grayscale(1);
    opacity: 0.45;
  }
  .row {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.s};
    font-size: ${({ theme }) => theme.fontSizes.s};
  }
`;

/**
 * The collection's window is a member's: the login (or a partner member's step) is asked here first,
 * where it can be declined — not inside a window left loading (QA).
 */
async function openCollection(id: number): Promise<void> {
  if (await ensureLogin(browserGateDeps(hanpanStore))) openShopPopup('collectionBook', `?id=${id}`);
}

export function CollectionBookPage({ route }: { route: PortalRoute }) {
  usePaymentResultRefresh();
  const loggedIn = useHanpanStore((s) => isLoggedIn(s));
  const { data, error, isPending, refetch } = useCollectionBookMasters();
  const loginHint = useLoginHint('내가 모은 아바타와 진행률을 볼 수 있습니다.');
  return (
    <ShopFrame route={route} nav={false}>
      {!loggedIn && (
        <p>
          {loginHint.text}{' '}
          {loginHint.step && (
            <Button size="s" variant="secondary" onClick={loginHint.step.run}>
              {loginHint.step.button}
            </Button>
          )}
        </p>
      )}
      {isPending ? (
        <SkeletonTable rows={3} columns={2} label="컬렉션북을 불러오는 중" />
      ) : error ? (
        <ErrorState error={error} onRetry={() => void refetch()} />
      ) : data.length === 0 ? (
        <EmptyState message="아직 열린 컬렉션이 없습니다. 새 컬렉션이 열리면 알려 드립니다." />
      ) : (
        <List aria-label="컬렉션 목록">
          {data.map((b) => (
            <li key={b.id} data-testid={`collection-${b.id}`}>
              <h2>{b.name}</h2>
              <p>{b.description}</p>
              <div className="avatars">
                {b.avatars.map((a) => (
                  <img key={a.code} src={a.imageUrl} alt={`${a.name}${a.owned ? ' (보유)' : ' (미보유)'}`} data-owned={a.owned} />
                ))}
              </div>
              <CollectionProgress owned={b.ownedCount} total={b.totalCount} name={b.name} />
              <div className="row">
                <span>
                  {b.ownedCount} / {b.totalCount} · 보상 게임머니 {formatKoreanMoney(b.rewardMoney)}
                </span>
                <NewWindowButton size="s" variant="secondary" onClick={() => void openCollection(b.id)}>
                  자세히
                </NewWindowButton>
              </div>
              {loggedIn && (
                <div className="row">
                  <RewardButton book={b} />
                </div>
              )}
            </li>
          ))}
        </List>
      )}
    </ShopFrame>
  );
}
