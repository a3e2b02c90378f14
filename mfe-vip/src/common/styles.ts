// Styled pieces every VIP page shares (cards, section titles, grade colours). Colours on white meet
// WCAG AA; the UI kit (@hanpan/platform) provides buttons, tables, tabs and state views.
import styled from 'styled-components';
import { VIP_GRADE_COLORS } from '@hanpan/platform';

/** Grade colours (the platform's, shared with the avatar mark): 4.5:1 on white both ways. */
export const GRADE_COLORS = VIP_GRADE_COLORS;

export const Card = styled.section`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.l};
  padding: ${({ theme }) => theme.space.l};
  margin-bottom: ${({ theme }) => theme.space.l};
`;

export const SectionTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.l};
  margin: 0 0 ${({ theme }) => theme.space.m};
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.s};
`;

export const Muted = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0;
  font-size: ${({ theme }) => theme.fontSizes.s};
  color: ${({ theme }) => theme.colors.textSecondary};
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.s};
`;

/** Two columns on wide screens, one on phones. */
export const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(280px, 100%), 1fr));
  gap: ${({ theme }) => theme.space.l};
  align-items: start;
  & > ${Card} { margin-bottom: 0; }
  margin-bottom: ${({ theme }) => theme.space.l};
`;

/** Label / value pairs. */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.space.s} ${theme.space.l}`};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.m};
  dt { color: ${({ theme }) => theme.colors.textSecondary}; }
  dd { margin: 0; text-align: right; font-weight: ${({ theme }) => theme.fontWeights.medium}; }
`;

export const Notice = styled.div<{ $tone?: 'info' | 'warn' }>`
  border-radius: ${({ theme }) => theme.radii.m};
  padding: ${({ theme }) => theme.space.l};
  background: ${({ $tone }) => ($tone === 'warn' ? '#fff7ed' : '#eff6ff')};
  border: 1px solid ${({ $tone }) => ($tone === 'warn' ? '#fdba74' : '#93c5fd')};
  color: ${({ theme }) => theme.colors.text};
  margin-bottom: ${({ theme }) => theme.space.l};
  strong { display: block; font-size: ${({ theme }) => theme.fontSizes.l}; margin-bottom: ${({ theme }) => theme.space.xs}; }
  p { margin: ${({ theme }) => theme.space.xs} 0; }
`;

/** A benefit's mark: a coloured circle with a short text. */
export const IconCircle = styled.span<{ $color: string; $size?: number }>`
  flex: none;
  display: inline-grid;
  place-items: center;
  width: ${({ $size }) => $size ?? 36}px;
  height: ${({ $size }) => $size ?? 36}px;
  border-radius: 50%;
  background: ${({ $color }) => $color};
  color: #fff;
  font-weight: 700;
  font-size: ${({ $size }) => Math.round(($size ?? 36) * 0.36)}px;
`;
