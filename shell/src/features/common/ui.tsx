// Small layout pieces of the shell pages.
import styled from 'styled-components';

export const Card = styled.section`
  background: #fff;
  border: 1px solid #e5e7eb;
  border-radius: 12px;
  padding: 16px;
  box-sizing: border-box;
  h2 {
    font-size: 17px;
    margin: 0 0 12px;
  }
`;

export const Badge = styled.span<{ $tone?: 'red' | 'gold' | 'gray' | 'green' | 'blue' }>`
  display: inline-block;
  padding: 2px 8px;
  border-radius: 999px;
  font-size: 12px;
  font-weight: 700;
  line-height: 18px;
  white-space: nowrap;
  color: ${(p) => ({ red: '#b91c1c', gold: '#92400e', gray: '#4b5563', green: '#047857', blue: '#1d4ed8' })[p.$tone ?? 'gray']};
  background: ${(p) => ({ red: '#fee2e2', gold: '#fef3c7', gray: '#f3f4f6', green: '#d1fae5', blue: '#dbeafe' })[p.$tone ?? 'gray']};
`;

export const NewDot = styled.span`
  display: inline-block;
  margin-left: 4px;
  padding: 0 5px;
  border-radius: 8px;
  background: #ef4444;
  color: #fff;
  font-size: 10px;
  font-weight: 800;
  line-height: 16px;
  vertical-align: middle;
`;

export const Dl = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  /* a label on the line of its value, also beside a finger-sized button (QA: 13 px above it) */
  align-items: baseline;
  gap: 6px 12px;
  margin: 0;
  font-size: 14px;
  dt {
    color: #6b7280;
  }
  dd {
    margin: 0;
    text-align: right;
  }
`;

/** An anchor that looks like the kit's primary/secondary button (full page navigations). */
export const LinkButton = styled.a<{ $variant?: 'primary' | 'secondary' | 'text'; $block?: boolean }>`
  display: ${(p) => (p.$block ? 'flex' : 'inline-flex')};
  align-items: center;
  justify-content: center;
  min-height: ${(p) => (p.$variant === 'text' ? '32px' : '44px')};
  padding: 0 16px;
  border-radius: 8px;
  font-weight: 700;
  font-size: 15px;
  text-decoration: none;
  box-sizing: border-box;
  background: ${(p) => (p.$variant === 'secondary' ? '#fff' : p.$variant === 'text' ? 'transparent' : '#b91c1c')};
  color: ${(p) => (p.$variant === 'secondary' || p.$variant === 'text' ? '#374151' : '#fff')};
  border: ${(p) => (p.$variant === 'secondary' ? '1px solid #d1d5db' : '0')};
  &:hover {
    filter: brightness(0.95);
  }
`;

/** The money popups' column of cards (transfer, mileage). */
export const PopupStack = styled.div`
  display: grid;
  /* minmax(0, …): the widest row (a balance, the amount form) must not widen the popup past a narrow or zoomed window */
  grid-template-columns: minmax(0, 1fr);
  gap: 14px;
  padding-top: 14px;
`;
