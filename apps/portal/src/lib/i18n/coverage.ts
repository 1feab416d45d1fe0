type Tree = { readonly [key: string]: string | Tree };

/** Every leaf key of a resource as a dotted path, with its text. */
export function flattenResource(tree: object, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree as Tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else if (value && typeof value === 'object') for (const [k, v] of flattenResource(value, path)) out.set(k, v);
  }
  return out;
}

/** English keys that `resource` does not translate (missing or empty). */
export function missingKeys(reference: object, resource: object, only?: readonly string[]): string[] {
  const translated = flattenResource(resource);
  return [...flattenResource(reference).keys()].filter(
    (key) =>
      (!only || only.some((section) => key === section || key.startsWith(`${section}.`))) &&
      !(translated.get(key) ?? '').trim(),
  );
}

/** Share of the English keys that `resource` translates, as a whole percent (0-100). */
export function coveragePercent(reference: object, resource: object): number {
  const total = flattenResource(reference).size;
  if (total === 0) return 100;
  const missing = missingKeys(reference, resource).length;
  return Math.floor(((total - missing) / total) * 100);
}
