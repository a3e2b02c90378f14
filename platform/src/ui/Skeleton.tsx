import styled, { keyframes } from 'styled-components';
import { MESSAGES } from '../constants/messages';
import { VisuallyHidden } from './VisuallyHidden';

const shimmer = keyframes`
  0% { background-position: 100% 0; }
  100% { background-position: -100% 0; }
`;

export const SkeletonBlock = styled.span<{ $width?: string; $height?: string; $radius?: string }>`
  display: block;
  width: ${({ $width }) => $width ?? '100%'};
  height: ${({ $height }) => $height ?? '16px'};
  border-radius: ${({ theme, $radius }) => $radius ?? theme.radii.s};
  background: linear-gradient(90deg, ${({ theme }) => `${theme.colors.skeleton} 25%, ${theme.colors.skeletonHighlight} 50%, ${theme.colors.skeleton} 75%`});
  background-size: 200% 100%;
  animation: ${shimmer} 1.4s ease-in-out infinite;
`;

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.s};
`;

export interface SkeletonProps {
  /** Number of lines (default 3). */
  lines?: number;
  width?: string;
  lineHeight?: string;
  label?: string;
}

/** Loading placeholder; announces the loading state to screen readers. */
export function Skeleton({ lines = 3, width, lineHeight, label = MESSAGES.loading }: SkeletonProps) {
  return (
    <Stack role="status" aria-busy="true">
      <VisuallyHidden>{label}</VisuallyHidden>
      {Array.from({ length: lines }, (_, i) => (
        <SkeletonBlock key={i} aria-hidden="true" $height={lineHeight} $width={i === lines - 1 && lines > 1 ? '60%' : width} />
      ))}
    </Stack>
  );
}

export interface SkeletonTableProps {
  rows?: number;
  columns?: number;
  label?: string;
}

export function SkeletonTable({ rows = 5, columns = 4, label = MESSAGES.loading }: SkeletonTableProps) {
  return (
    <Stack role="status" aria-busy="true">
      <VisuallyHidden>{label}</VisuallyHidden>
      {Array.from({ length: rows }, (_, r) => (
        <div key={r} aria-hidden="true" style={{ display: 'grid', gridTemplateColumns: `repeat(${columns}, 1fr)`, gap: 8 }}>
          {Array.from({ length: columns }, (_, c) => (
            <SkeletonBlock key={c} $height="20px" />
          ))}
        </div>
      ))}
    </Stack>
  );
}
