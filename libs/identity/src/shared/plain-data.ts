/** Small helpers for JSON-like data (events and state are plain data). */

export type PlainObject = Record<string, unknown>;

export function isPlainObject(value: unknown): value is PlainObject {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/** A copy without keys whose value is undefined (they mean "not given", not "clear it"). */
export function definedOnly<T extends object>(value: T): Partial<T> {
  const result: PlainObject = {};
  for (const [key, entry] of Object.entries(value)) {
    if (entry !== undefined) result[key] = entry;
  }
  return result as Partial<T>;
}

/**
 * Deep merge of plain objects: keys of `patch` win, nested plain objects are merged,
 * arrays and scalars are replaced, undefined in `patch` leaves the current value.
 */
export function deepMerge<T extends PlainObject>(current: T, patch: PlainObject): T {
  const result: PlainObject = { ...current };
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) continue;
    const existing = result[key];
    result[key] = isPlainObject(value) && isPlainObject(existing) ? deepMerge(existing, value) : value;
  }
  return result as T;
}

/** Structural equality of JSON-like values; key order does not matter, undefined keys are absent. */
export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, index) => deepEqual(item, b[index]));
  }
  if (isPlainObject(a) && isPlainObject(b)) {
    const aKeys = Object.keys(a).filter((key) => a[key] !== undefined);
    const bKeys = Object.keys(b).filter((key) => b[key] !== undefined);
    return aKeys.length === bKeys.length && aKeys.every((key) => deepEqual(a[key], b[key]));
  }
  return false;
}

/** The record's own entry for `key` (never something inherited such as `constructor`). */
export function ownEntry<V>(record: Readonly<Record<string, V>>, key: string): V | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}
