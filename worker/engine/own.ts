/**
 * Own-property lookup for keys that come from players (ids in moves, order sheets): a key such as
 * `__proto__` or `constructor` must never reach an inherited property (NIHON issue 14: a Mist ritual
 * on `__proto__` changed every character of the isolate). Shared so every engine reads state maps the
 * same safe way.
 */
export function own<T>(rec: Record<string, T> | undefined, key: unknown): T | undefined {
  return rec !== undefined && typeof key === 'string' && Object.prototype.hasOwnProperty.call(rec, key) ? rec[key] : undefined;
}
