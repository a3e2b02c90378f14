// Korean texts of the PC-bang championship: subscription types and rounds (a round is the Korean month YYYYMM).
import type { PcBangSubscription } from '@hanpan/contracts';

export const SUBSCRIPTION_NAMES: Record<PcBangSubscription['type'], string> = {
  NONE: '가맹 PC방 아님',
  METER: '종량제 가맹 PC방',
  FLAT: '정액제 가맹 PC방',
};

export function roundName(round: number): string {
  return `${Math.floor(round / 100)}년 ${round % 100}월 회차`;
}
