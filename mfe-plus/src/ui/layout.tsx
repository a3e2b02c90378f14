// Layout pieces of the Plus pages, built on the platform theme (the UI kit has the controls:
// Button, Tabs, Table, Paging, MoneyText, Skeleton, EmptyState, ErrorState).
import styled from 'styled-components';

export const Card = styled.section`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.l};
  padding: ${({ theme }) => theme.space.l};
  min-width: 0;
  h2,
  h3 {
    margin: 0 0 ${({ theme }) => theme.space.m};
    font-size: ${({ theme }) => theme.fontSizes.l};
  }
`;

export const Stack = styled.div<{ $gap?: 's' | 'm' | 'l' | 'xl' }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme, $gap = 'l' }) => theme.space[$gap]};
`;

/** Cards side by side; one column on a phone. */
export const Columns = styled.div<{ $min?: string }>`
  display: grid;
  /* min(…, 100%): one column never wider than a narrow window (200 % zoom on a phone scrolled sideways) */
  grid-template-columns: repeat(auto-fit, minmax(min(${({ $min = '220px' }) => $min}, 100%), 1fr));
  gap: ${({ theme }) => theme.space.l};
`;

/**
 * Controls side by side; its selects (the bankbook's and the pet shop's counts) are finger-sized,
 * and its text and date fields (the over-money amount, the payment history's dates) look like them
 * (QA: the browser's bare 27 px field beside the kit's buttons).
 */
export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.s};
  select {
    min-height: 44px;
    font-size: 16px;
  }
  select,
  input:not([type='checkbox']):not([type='radio']) {
    padding: 0 ${({ theme }) => theme.space.s};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.m};
    background: ${({ theme }) => theme.colors.surface};
  }
  input:not([type='checkbox']):not([type='radio']) {
    min-height: 36px;
    font: inherit;
  }
`;

/** Label / value pairs. */
export const Fields = styled.dl`
  display: grid;
  /* in a narrow window the labels wrap, never a value mid-figure (QA: 2026.12.1 / 7 at 200 % zoom) */
  grid-template-columns: minmax(0, max-content) minmax(min-content, 1fr);
  gap: ${({ theme }) => `${theme.space.s} ${theme.space.l}`};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.m};
  dt {
    color: ${({ theme }) => theme.colors.textSecondary};
  }
  dd {
    margin: 0;
    text-align: right;
    overflow-wrap: break-word;
  }
`;

export const Badge = styled.span<{ $tone?: 'primary' | 'gray' | 'danger' | 'success' | 'gold' }>`
  display: inline-block;
  padding: 2px 8px;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ $tone = 'primary' }) => ({ primary: '#1e3a8a', gray: '#374151', danger: '#7f1d1d', success: '#14532d', gold: '#713f12' })[$tone]};
  background: ${({ $tone = 'primary' }) => ({ primary: '#dbeafe', gray: '#e5e7eb', danger: '#fee2e2', success: '#dcfce7', gold: '#fef3c7' })[$tone]};
`;

/** A sentence that explains a state (what the member can do next). */
export const Note = styled.p<{ $tone?: 'info' | 'warn' }>`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.s} ${theme.space.m}`};
  border-radius: ${({ theme }) => theme.radii.m};
  font-size: ${({ theme }) => theme.fontSizes.s};
  line-height: 1.5;
  white-space: pre-line;
  color: ${({ $tone }) => ($tone === 'warn' ? '#7c2d12' : '#1f2937')};
  background: ${({ $tone }) => ($tone === 'warn' ? '#ffedd5' : '#f3f4f6')};
`;

export const Muted = styled.small`
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.s};
`;

/** Big number of a summary card. */
export const Figure = styled.strong`
  display: block;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  margin: ${({ theme }) => theme.space.xs} 0;
`;

export const TextLink = styled.a`
  color: ${({ theme }) => theme.colors.link};
  font-size: ${({ theme }) => theme.fontSizes.s};
`;

/** Content of a window popup: fits 390 px wide popups and phones. */
export const PopupBody = styled.div`
  display: grid;
  /* minmax(0, …): a wide table scrolls in its own box, not the whole window (QA: 200 % zoom) */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.m};
  padding-top: ${({ theme }) => theme.space.m};
  max-width: 720px;
  margin: 0 auto;
`;

/** A group of choices with its heading (a form's fieldset without the browser's frame and indent). */
export const ChoiceGroup = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0;
  legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space.s};
    font-weight: 700;
  }
`;
