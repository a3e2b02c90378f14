// What the server-rendered frame was rendered with, handed to the browser so its first render is
// the same tree (hydration): the remotes manifest (route resolution), the member state put into
// the store, the react-query cache (dehydrated), and the span of Korea time's current UTC offset
// (the browser's zone data loads only for instants outside it: contracts/koreaTime.ts). Written as HTML-escaped JSON text inside a
// <template> — never inside a <script> (a member's nickname must not be able to end the element
// and run code) — and read with textContent + JSON.parse.
import type { DehydratedState, QueryClient } from '@tanstack/react-query';
import type { FrameStore } from '@hanpan/contracts';
import { FRAME_STATE_ELEMENT_ID } from '@hanpan/contracts/constants';
import { gameMaintenancesQuery, type ErrorPageState, type HanpanStore } from '@hanpan/platform';
import { parseRemotesManifest, type RemotesManifest } from '../federation/manifest';

export interface FrameState {
  manifest: RemotesManifest;
  store: FrameStore;
  queries: DehydratedState;
  /** The server's KoreaOffsetSpan; as read from the page it is unchecked until knowKoreaOffsetSpan. */
  koreaOffset: unknown;
  /** When the server rendered it (ms): a device clock far from it is corrected (contracts/koreaTime.ts). */
  serverTime: number;
  /** The error page the server drew in place of the page (a read answered 404: `/faq?id=9999`). */
  errorPage?: ErrorPageState | null;
}

const TEXT_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };
/** Escapes element text: in text only `<` opens markup and `&` a character reference (quotes stay: JSON is full of them). */
const escapeHtmlText = (text: string): string => text.replace(/[&<>]/g, (c) => TEXT_ESCAPES[c]);

/** The <template> element carrying the state (every character that could end it is escaped). */
export function frameStateElement(state: FrameState): string {
  return `<template id="${FRAME_STATE_ELEMENT_ID}">${escapeHtmlText(JSON.stringify(state))}</template>`;
}

/** The state the server wrote into the page, or null (no SSR: the page renders on the client). */
export function readFrameState(doc: Pick<Document, 'getElementById'>): FrameState | null {
  const element = doc.getElementById(FRAME_STATE_ELEMENT_ID);
  if (!element) return null;
  // a <template>'s text lives in its content fragment
  const text = element instanceof HTMLTemplateElement ? element.content.textContent : element.textContent;
  try {
    const parsed = JSON.parse(text ?? '') as Partial<FrameState>;
    if (!parsed || typeof parsed !== 'object' || !parsed.store || !parsed.queries) return null;
    // (the server wrote it; the manifest is read into its typed form as everywhere else)
    return { ...(parsed as FrameState), manifest: parseRemotesManifest(parsed.manifest) };
  } catch {
    return null;
  }
}

/**
 * The home's maintenances the server read (in its query cache, then the page's) into the store: on
 * the server before it renders, in the browser before it hydrates — the first navigation's
 * middleware runs only after a first commit, which may already hold the game list.
 */
export function applyServedMaintenances(store: HanpanStore, client: QueryClient): void {
  const served = client.getQueryData(gameMaintenancesQuery().queryKey);
  if (served) store.getState().setMaintenances(served);
}

/**
 * The server's answers as received now: react-query compares answer times with this device's
 * clock, and a phone whose clock runs behind the server's would take them for fresh far too long.
 */
export function receivedNow(queries: DehydratedState, now = Date.now()): DehydratedState {
  return { ...queries, queries: queries.queries.map((q) => ({ ...q, state: { ...q.state, dataUpdatedAt: q.state.dataUpdatedAt ? now : 0, errorUpdatedAt: q.state.errorUpdatedAt ? now : 0 } })) };
}
