// Texts built from the API's grade data (money as decimal strings → BigInt, never floats).
import type { VipGradeRow } from '@hanpan/contracts';
import { formatMoney, formatKoreanMoney } from '@hanpan/platform';
import type { GradeMarker } from './components/GradeProgress';

/** '2026-07' → '7월' (one rule for the portal, in contracts). */
export { monthText } from '@hanpan/contracts/korean';

/** '700000' → '700,000원'. */
export const wonText = (amount: string): string => `${formatMoney(amount)}원`;

/** Where each paid grade's threshold sits on a bar that ends at the top grade. */
export function gradeMarkers(grades: readonly VipGradeRow[]): GradeMarker[] {
  const paid = grades.filter((g) => g.grade !== 'NONE');
  const top = BigInt(paid[paid.length - 1]?.threshold ?? '0');
  if (top <= 0n) return [];
  return paid.map((g) => ({ grade: g.grade, label: g.name, at: Number((BigInt(g.threshold) * 1000n) / top) / 10 }));
}

/** What a grade gives, one line each (the guide and the home's 'benefits of my grade'). */
export function gradeBenefitLines(row: VipGradeRow, powerChiefMinGames: number): string[] {
  if (row.grade === 'NONE') return [];
  const lines = [
    `VIP 딜러비 30% 할인 쿠폰 매월 ${row.coupons}장`,
    `VIP 한코인 매월 ${formatMoney(row.hancoin)}개`,
    row.gradeUp > 0 ? `VIP 등급 상향권 매월 ${row.gradeUp}장` : '최고 등급: 등급 상향권 대신 모든 혜택 최대 제공',
    `적립 코인: 결제 금액의 ${row.savedCoinPerMille / 10}% (매월 1일 한코인으로 지급)`,
    `결제 1,000원당 ${row.additionalMileagePerMille}마일리지 추가 적립`,
    `${row.avatarMarkName ?? 'VIP 마크'} 등 아바타 마크 착용`,
    `파워 치프(지난달 ${powerChiefMinGames}판 이상) 보너스 ${formatKoreanMoney(row.powerChiefMoney)} 머니`,
    'VIP 라운지 입장과 VIP 보이스(전담 데스크) 이용',
  ];
  return lines;
}
