// SPEC §7's per-navigation reads already made for the next navigation: by the server for the page it
// rendered (the member state, the game maintenances, the error page it drew in place of the page),
// or by the member check of a return to the tab (the member state it applied before it opens the
// page again). That navigation uses them instead of asking again; every later one reads anew.
export type ReadMade = 'memberState' | 'maintenances' | 'errorPage';
const made = new Set<ReadMade>();
export function markReadMade(read: ReadMade): void {
  made.add(read);
}
/** True once, on the next navigation after the read was made. */
export function takeReadMade(read: ReadMade): boolean {
  return made.delete(read);
}
