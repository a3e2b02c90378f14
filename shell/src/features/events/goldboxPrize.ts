// What the goldbox gave, in the words the popup shows (after opening it, and when opened before).
import type { GoldboxPrize } from '@hanpan/contracts';
import { withParticle } from '@hanpan/contracts/korean';
import { formatKoreanMoney, formatMoney } from '@hanpan/platform';

/** '게임머니 10억', '100마일리지', '가위바위보 그레이트' */
export function goldboxPrizeName(prize: GoldboxPrize): string {
  if (prize.kind === 'MONEY') return `게임머니 ${formatKoreanMoney(prize.amount)}`;
  if (prize.kind === 'MILEAGE') return `${formatMoney(prize.amount)}마일리지`;
  const name = prize.itemName ?? prize.itemCode ?? '아이템';
  return prize.amount === '1' ? name : `${name} ${formatMoney(prize.amount)}개`;
}

/** Where it went: game money over the holding limit waits in the over-money store; an item in 보관함. */
function whereItWent(prize: GoldboxPrize): string {
  if (prize.kind === 'ITEM') return ' 보관함에 들어갔습니다.';
  const stored = BigInt(prize.storedOverMoney);
  if (prize.kind === 'MONEY' && stored > 0n) return ` 보유 한도를 넘은 ${withParticle(formatKoreanMoney(stored), '은')} 초과 머니 보관함에 보관했습니다.`;
  return '';
}

/** '골드박스에서 게임머니 10억을 받았습니다.' (+ where it went) */
export function goldboxReceivedMessage(prize: GoldboxPrize): string {
  return `골드박스에서 ${withParticle(goldboxPrizeName(prize), '을')} 받았습니다.${whereItWent(prize)}`;
}

/** For a member who opened it before: '이미 골드박스를 열었습니다. 받은 선물: 게임머니 10억' (+ where to find it);
 *  `justNow`: opened in this window a moment ago (QA: '이미' read as a refusal right after opening it). */
export function goldboxOpenedMessage(prize: GoldboxPrize | undefined, justNow = false): string {
  const opened = justNow ? '골드박스를 열었습니다.' : '이미 골드박스를 열었습니다.';
  if (!prize) return `${opened} 참여해 주셔서 감사합니다.`;
  const stored = BigInt(prize.storedOverMoney);
  const where =
    prize.kind === 'ITEM' ? ' (보관함에서 확인하세요)' : prize.kind === 'MONEY' && stored > 0n ? ` (${withParticle(formatKoreanMoney(stored), '은')} 초과 머니 보관함에 보관)` : '';
  return `${opened} 받은 선물: ${goldboxPrizeName(prize)}${where}`;
}
