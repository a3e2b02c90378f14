// The reward of a completed book: 보상 받기 (paid once through the ledger; one click = one claim), or
// when it was paid.
import type { CollectionBookMaster } from '@hanpan/contracts';
import { ActionButton, formatDate, formatKoreanMoney, hanpanStore } from '@hanpan/platform';
import { alertShopActionError } from '../../../lib/alertShopActionError';
import { useCollectionBookReward } from '../hooks/useCollectionBookReward';

export function RewardButton({ book }: { book: CollectionBookMaster }) {
  const reward = useCollectionBookReward();
  if (book.rewardPaid) return <span data-testid="reward-paid">보상 지급 완료{book.rewardPaidAt ? ` (${formatDate(book.rewardPaidAt)})` : ''}</span>;
  if (!book.completed) return <span>{book.totalCount - book.ownedCount}개를 더 모으면 게임머니 {formatKoreanMoney(book.rewardMoney)}</span>;
  const claim = async () => {
    try {
      const r = await reward.mutateAsync(book.id);
      await hanpanStore.getState().alert({ header: '컬렉션 완성 보상', body: `게임머니 ${formatKoreanMoney(r.rewardMoney)}을 받았습니다.` });
    } catch (e) {
      await alertShopActionError(e, {
        header: '컬렉션 완성 보상',
        lost: { unsure: '보상을 받았는지', check: '보유 머니와 컬렉션북을' },
        failed: '보상을 받지 못했습니다. 잠시 후 다시 시도해 주세요.',
      });
    }
  };
  return (
    <ActionButton size="s" action={`shop.collectionBook.reward.${book.id}`} onAction={claim}>
      보상 받기 (게임머니 {formatKoreanMoney(book.rewardMoney)})
    </ActionButton>
  );
}
