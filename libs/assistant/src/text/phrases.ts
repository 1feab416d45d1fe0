/** Finds the longest listed phrase (a sequence of keys) starting at a position. */
export class PhraseMatcher<T> {
  private readonly byFirst = new Map<string, { keys: string[]; values: Set<T> }[]>();

  add(keys: readonly string[], value: T): void {
    const [first] = keys;
    if (first === undefined) return;
    const list = this.byFirst.get(first) ?? [];
    const existing = list.find((phrase) => phrase.keys.length === keys.length && phrase.keys.every((key, i) => key === keys[i]));
    if (existing) existing.values.add(value);
    else list.push({ keys: [...keys], values: new Set([value]) });
    list.sort((a, b) => b.keys.length - a.keys.length);
    this.byFirst.set(first, list);
  }

  /** The longest phrase at `start` (at least `minLength` keys), or undefined. */
  matchAt(keys: readonly string[], start: number, minLength = 1): { length: number; values: T[] } | undefined {
    const list = this.byFirst.get(keys[start] ?? '');
    if (!list) return undefined;
    for (const phrase of list) {
      if (phrase.keys.length < minLength) break;
      if (start + phrase.keys.length > keys.length) continue;
      if (phrase.keys.every((key, i) => keys[start + i] === key)) return { length: phrase.keys.length, values: [...phrase.values] };
    }
    return undefined;
  }

  /** Every non-overlapping longest match, left to right. */
  findAll(keys: readonly string[], minLength = 1): { start: number; length: number; values: T[] }[] {
    const found: { start: number; length: number; values: T[] }[] = [];
    for (let i = 0; i < keys.length; ) {
      const match = this.matchAt(keys, i, minLength);
      if (match) {
        found.push({ start: i, ...match });
        i += match.length;
      } else i += 1;
    }
    return found;
  }
}
