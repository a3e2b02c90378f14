// The mark of a VIP benefit: a coupon, an arrow up for the grade-up ticket, a coin for hancoin —
// drawn, in the benefit's colour (letters such as ▲ and C read as nothing in particular).
import type { CSSProperties } from 'react';
import type { VipBenefitType } from '@hanpan/contracts';
import { IconCircle } from '../../../common/styles';
import { BENEFIT_COLORS } from '../benefitText';

const PATHS: Readonly<Record<VipBenefitType, string>> = {
  coupon: 'M4 7h16v3a2 2 0 0 0 0 4v3H4v-3a2 2 0 0 0 0-4zM14 7v10',
  'grade-up': 'M12 19V6M6 11l6-6 6 6',
  hancoin: 'M12 4a8 8 0 1 0 0 16a8 8 0 1 0 0-16zM9 8.5v7M15 8.5v7M9 12h6',
};

export function BenefitIcon({ type, size = 36, style }: { type: VipBenefitType; size?: number; style?: CSSProperties }) {
  const px = Math.round(size * 0.56);
  return (
    <IconCircle $color={BENEFIT_COLORS[type]} $size={size} aria-hidden="true" style={style} data-benefit-icon={type}>
      <svg width={px} height={px} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round">
        <path d={PATHS[type]} />
      </svg>
    </IconCircle>
  );
}
