/**
 * A username's "skeleton": what it looks like, case and look-alike characters folded, so that
 * "Alice", "ALlCE" and "A1ice" are one name. Registration refuses a name whose skeleton is an
 * existing account's (users.username_skeleton, unique); logins still go by the exact name, case
 * aside (users.username_key). Migration 0012 computes the same skeleton in SQL with these pairs,
 * applied in this order to the lower-cased name: keep the two in step.
 */
export const CONFUSABLES: readonly (readonly [string, string])[] = [
  ['rn', 'm'], ['vv', 'w'], ['0', 'o'], ['1', 'l'], ['i', 'l'], ['5', 's'], ['-', '_'],
];

export function usernameSkeleton(username: string): string {
  let s = username.toLowerCase();
  for (const [from, to] of CONFUSABLES) s = s.split(from).join(to);
  return s;
}

/** The SQL expression of the skeleton of a column (as the migration writes it). */
export function skeletonSql(column: string): string {
  return CONFUSABLES.reduce((expr, [from, to]) => `replace(${expr}, '${from}', '${to}')`, `lower(${column})`);
}
