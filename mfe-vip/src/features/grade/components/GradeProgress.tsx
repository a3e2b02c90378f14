// The progress bar toward a grade: percent (SPEC §5 percent helper, from the API), with the grade
// thresholds marked when the bar spans several grades (extended target).
import styled from 'styled-components';
import type { VipGrade } from '@hanpan/contracts';
import { upTo } from '@hanpan/platform';
import { GRADE_COLORS } from '../../../common/styles';

export interface GradeMarker {
  grade: VipGrade;
  label: string;
  /** 0–100 along the bar */
  at: number;
}

const Track = styled.div`
  position: relative;
  height: 14px;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border: 1px solid ${({ theme }) => theme.colors.border};
  margin: 8px 0 4px;
`;
const Fill = styled.div<{ $percent: number; $color: string }>`
  position: absolute;
  inset: 0 auto 0 0;
  width: ${({ $percent }) => $percent}%;
  border-radius: 999px;
  background: ${({ $color }) => $color};
  transition: width 0.3s ease;
`;
const Tick = styled.span<{ $at: number }>`
  position: absolute;
  top: -3px;
  bottom: -3px;
  left: ${({ $at }) => $at}%;
  width: 2px;
  background: ${({ theme }) => theme.colors.borderStrong};
`;
const Labels = styled.div`
  position: relative;
  height: 18px;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textSecondary};
  span { position: absolute; transform: translateX(-50%); white-space: nowrap; }
  span:last-child { transform: translateX(-100%); }
  /* on a phone every other name drops a line: the top grades' names ran together (QA: '퍼스트프리미엄' at 360 px) */
  ${upTo.smallPhone} {
    height: 34px;
    span:nth-child(even) { top: 16px; }
  }
`;
const Head = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  font-size: ${({ theme }) => theme.fontSizes.m};
  strong { font-size: ${({ theme }) => theme.fontSizes.xl}; }
`;

export interface GradeProgressProps {
  percent: number;
  /** what the bar measures, e.g. '퍼스트까지' */
  label: string;
  targetGrade: VipGrade;
  markers?: readonly GradeMarker[];
}

export function GradeProgress({ percent, label, targetGrade, markers = [] }: GradeProgressProps) {
  const value = Math.max(0, Math.min(100, Math.round(percent)));
  return (
    <div>
      <Head>
        <span>{label}</span>
        <strong data-testid="vip-progress-percent">{value}%</strong>
      </Head>
      <Track role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={value} aria-valuetext={`${value}%`}>
        <Fill $percent={value} $color={GRADE_COLORS[targetGrade]} />
        {markers.map((m) => (
          <Tick key={m.grade} $at={m.at} aria-hidden="true" />
        ))}
      </Track>
      {markers.length > 0 && (
        <Labels aria-hidden="true">
          {markers.map((m) => (
            <span key={m.grade} style={{ left: `${m.at}%` }}>
              {m.label}
            </span>
          ))}
        </Labels>
      )}
    </div>
  );
}
