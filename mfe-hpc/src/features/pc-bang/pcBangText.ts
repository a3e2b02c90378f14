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

/** The monthly PC-bang round has its own applications (the API's pc-bang apply): it is no way into an HPC championship. */
export const PC_BANG_ROUND_IS_SEPARATE = 'PC방 챔피언십은 HPC 대회와 따로 열립니다. PC방 챔피언십에 신청해도 HPC 대회에는 따로 참가 신청해야 합니다.';
