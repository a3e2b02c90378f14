// The championship pages' own look inside the dark HPC layout (cards, headings, badges); the
// platform UI kit stays for skeletons, empty/error states, paging and tabs.
import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { Button, EmptyState, Link, touchTarget, upTo, type PortalRoute } from '@hanpan/platform';

export const GOLD = '#facc15';

export const PageHead = styled.header`
  margin: 8px 0 20px;
  h1 {
    margin: 0 0 4px;
    font-size: 26px;
    color: #fff;
  }
  p {
    margin: 0;
    color: #cbd5e1;
  }
`;

/** Title and subtitle of an HPC page (its page info). */
export function HpcPageHead({ route, children }: { route: PortalRoute; children?: ReactNode }) {
  return (
    <PageHead>
      <h1>{route.pageInfo.title}</h1>
      <p>{route.pageInfo.subTitle}</p>
      {children}
    </PageHead>
  );
}

export const Card = styled.section`
  background: #1e293b;
  border: 1px solid #334155;
  border-radius: 12px;
  padding: 20px;
  color: #e5e7eb;
  min-width: 0;
  ${upTo.mobile} {
    padding: 14px;
  }
  h2 {
    margin: 0 0 12px;
    font-size: 18px;
    color: #fff;
  }
`;

export const Grid = styled.div`
  display: grid;
  gap: 16px;
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  ${upTo.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const Muted = styled.p`
  margin: 0;
  color: #94a3b8;
  font-size: 14px;
`;

/** Light surface for the platform kit's light components (tables, empty and error states). */
export const LightPanel = styled.div`
  background: #fff;
  color: #1b1d21;
  border-radius: 8px;
  padding: 4px 12px;
  /* inside a card inside the page's margins: a phone keeps its width for the content (a four-column ranking) */
  ${upTo.smallPhone} {
    padding: 4px 8px;
  }
`;

/** The championship's main action (참가 신청): GoldButton, and GoldLink where it leads to a page. */
const goldAction = css`
  appearance: none;
  border: 0;
  border-radius: 8px;
  padding: 12px 22px;
  font-size: 16px;
  font-weight: 700;
  cursor: pointer;
  background: ${GOLD};
  color: #111827;
  &:focus-visible {
    outline: 3px solid #fff;
    outline-offset: 2px;
  }
`;

export const GoldButton = styled.button`
  ${goldAction}
  &:hover:not(:disabled, [aria-disabled='true']) {
    background: #fde047;
  }
  &:disabled,
  &[aria-disabled='true'] {
    cursor: default;
    background: #475569;
    color: #e2e8f0;
  }
`;

/**
 * A link that looks like GoldButton; `$quiet`: gold outline only, for the ways on beside the main
 * one. Finger-sized on touch screens (the championship opens in the mobile frame too). `&&`: over
 * the dark frames' inherited link colour (hpcLook's `a`).
 */
export const GoldLink = styled(Link)<{ $quiet?: boolean }>`
  && {
    ${goldAction}
    display: inline-flex;
    align-items: center;
    justify-content: center;
    text-align: center;
    text-decoration: none;
    ${touchTarget}
    &:hover {
      background: #fde047;
    }
    ${({ $quiet }) =>
      $quiet &&
      css`
        background: transparent;
        color: ${GOLD};
        box-shadow: inset 0 0 0 1px ${GOLD};
        &:hover {
          background: rgba(250, 204, 21, 0.12);
        }
      `}
  }
`;

/**
 * An address past the last page (an old or edited link): says so and offers the last page. `page`
 * is the answer's own (while the next page loads the previous answer is still shown).
 */
export function PastLastPage({ what, page, totalPages, onLastPage }: { what: string; page: number; totalPages: number; onLastPage: () => void }) {
  return (
    <EmptyState message={`${page + 1} 페이지에는 ${what} 없습니다. 마지막 페이지는 ${totalPages} 페이지입니다.`}>
      <Button style={{ marginTop: 12 }} onClick={onLastPage}>
        마지막 페이지 보기
      </Button>
    </EmptyState>
  );
}
