// Layout pieces of the mobile site. Every control inside a page (ours and the ones other areas
// lend us) gets a touch target of at least 44 px, and nothing may be wider than the phone.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Link, scrollEdgeFade, TOUCH_TARGET_PX, type PortalRoute } from '@hanpan/platform';

const Root = styled.div`
  padding: 16px 0 24px;
  min-width: 0;
  overflow-wrap: anywhere;
  h1 {
    font-size: 22px;
    margin: 0 0 4px;
  }
  .sub {
    margin: 0 0 16px;
    color: #4b5563;
    font-size: 14px;
  }
  button,
  select,
  input:not([type='checkbox']):not([type='radio']),
  [role='tab'] {
    min-height: ${TOUCH_TARGET_PX}px;
  }
  img,
  table {
    max-width: 100%;
  }
  /* wide tables scroll inside their box, never the page; their cells keep words whole (a date, an
     amount, a payment number broke letter by letter at 320-360 px) */
  .table-scroll,
  table {
    display: block;
    overflow-x: auto;
    ${scrollEdgeFade}
  }
  table {
    overflow-wrap: normal;
  }
  .channel-tiers th,
  .channel-tiers td {
    padding: 6px 12px 6px 0;
    text-align: left;
  }
  /* the last column needs no gap after it (at 320 px it pushed the table 7 px past its box) */
  .channel-tiers :is(th, td):last-child {
    padding-right: 0;
  }
`;

/** A mobile page: its title (h1), sub title and content. */
export function MobilePage({ route, children, testId }: { route: PortalRoute; children?: ReactNode; testId?: string }) {
  return (
    <Root data-testid={testId}>
      <h1>{route.pageInfo.title}</h1>
      <p className="sub">{route.pageInfo.subTitle}</p>
      {children}
    </Root>
  );
}

export const Stack = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 16px;
`;

export const Card = styled.section`
  background: #fff;
  border: 1px solid #e5e7eb;
  border-radius: 12px;
  padding: 16px;
  min-width: 0;
  h2 {
    margin: 0 0 12px;
    font-size: 17px;
  }
`;

/** Big tappable links (one per row). */
export const LinkList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 8px;
  a {
    display: flex;
    align-items: center;
    justify-content: space-between;
    min-height: 48px;
    padding: 0 16px;
    border: 1px solid #e5e7eb;
    border-radius: 10px;
    background: #fff;
    color: #111827;
    text-decoration: none;
    font-weight: 600;
  }
  a::after {
    content: '›';
    /* an arrow, not a word: not read out (the empty alternative text; browsers without it keep the line above) */
    content: '›' / '';
    color: #9ca3af;
  }
`;

/** Link chips in a wrapping row (game picker, sub pages). */
// One row that scrolls sideways: its height never depends on how wide the labels are, so it does
// not re-wrap (and push the page) when the web font arrives.
export const Chips = styled.nav`
  display: flex;
  flex-wrap: nowrap;
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scrollbar-width: none;
  ${scrollEdgeFade}
  gap: 8px;
  margin-bottom: 16px;
  /* the last thing in its card (the home's 게임별 규칙 보기): the card's padding is its space */
  &:last-child {
    margin-bottom: 0;
  }
  a,
  button {
    flex: none;
    white-space: nowrap;
    display: inline-flex;
    align-items: center;
    min-height: ${TOUCH_TARGET_PX}px;
    padding: 0 14px;
    border-radius: 22px;
    border: 1px solid #d1d5db;
    color: #111827;
    background: #fff;
    text-decoration: none;
    font-size: 14px;
    cursor: pointer;
  }
  a[aria-current='page'] {
    background: #1f2937;
    border-color: #1f2937;
    color: #fff;
  }
`;

export interface LinkItem {
  to: string;
  label: string;
}

export function Links({ items, label }: { items: readonly LinkItem[]; label: string }) {
  return (
    <LinkList aria-label={label}>
      {items.map((i) => (
        <li key={i.to}>
          <Link to={i.to}>{i.label}</Link>
        </li>
      ))}
    </LinkList>
  );
}

/** Label / value rows. */
export const Fields = styled.dl`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: 8px 12px;
  margin: 0;
  dt {
    color: #6b7280;
  }
  dd {
    margin: 0;
    text-align: right;
    font-weight: 600;
  }
`;
