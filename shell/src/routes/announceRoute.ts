// What a screen reader hears after an in-app navigation to another page (App.tsx calls it; never
// for the page load's first page, nor for a step that changes only the query — a search, a tab):
// the new page's title, in a polite live region, and the keyboard focus moved to the page — its
// main heading, or else its main region — when it was left on the link that was pressed (the
// header, the tab bar) or lost with the page it was on. Focus the player put somewhere the new
// page kept (a category list inside the page) or an open dialog keeps it. A chunk of its own,
// loaded with the first such navigation: the first load of any page carries none of it.

export const ROUTE_ANNOUNCER_ID = 'hanpan-route-announcer';
/**
 * Time for the new page to render: a remote's page renders in its own React root, after the
 * shell's; the live region also needs a moment between emptied and filled to be read again.
 */
export const SETTLE_MS = 300;
/**
 * How long the page is watched after that: the old page may stay until the new page's code has
 * arrived (then the focus on its link, or on its heading, falls to the body), and a page may
 * refine its title once its data is there (a product's name).
 */
export const WATCH_MS = 3000;
const WATCH_STEP_MS = 200;

const HIDDEN = 'position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0';
const MODAL = '[aria-modal="true"],[role="alertdialog"],dialog[open]';

let current = 0;

function liveRegion(doc: Document): HTMLElement {
  const existing = doc.getElementById(ROUTE_ANNOUNCER_ID);
  if (existing) return existing;
  const region = doc.createElement('p');
  region.id = ROUTE_ANNOUNCER_ID;
  region.setAttribute('aria-live', 'polite');
  region.setAttribute('aria-atomic', 'true');
  region.style.cssText = HIDDEN;
  doc.body.append(region);
  return region;
}

/** Moves the focus to the page unless it is somewhere that means something. */
function focusPage(doc: Document): void {
  const main = doc.querySelector('main');
  const active = doc.activeElement;
  if (!main || doc.querySelector(MODAL)) return;
  // the main region itself is only the stand-in until the page's heading has rendered
  if (active && active !== doc.body && active !== main && main.contains(active)) return;
  const target = main.querySelector('h1') ?? main;
  if (active === target) return;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  // where the shell put the scroll (the top, or the position restored by Back) stays
  target.focus({ preventScroll: true });
}

export function announceRoute(doc: Document = document): void {
  const mine = ++current;
  const region = liveRegion(doc);
  region.textContent = '';
  setTimeout(() => {
    if (mine !== current) return;
    let said = doc.title;
    region.textContent = said;
    focusPage(doc);
    // while the page is watched: a title it refines is said too, and a focus that falls to the body
    // — the link pressed in the old page, or the old page's heading focused above, went with it —
    // moves to the new page
    let waited = 0;
    const watch = setInterval(() => {
      waited += WATCH_STEP_MS;
      if (mine !== current || waited > WATCH_MS) return clearInterval(watch);
      if (doc.title !== said) region.textContent = said = doc.title;
      if (!doc.activeElement || doc.activeElement === doc.body || doc.activeElement === doc.querySelector('main')) focusPage(doc);
    }, WATCH_STEP_MS);
  }, SETTLE_MS);
}
