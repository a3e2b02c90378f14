/** A PostgreSQL address `url` with the database `name` in place of its own (a test's database of its own). */
export function databaseUrlOf(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}
