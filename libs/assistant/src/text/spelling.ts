/**
 * Typo correction for romanised words against the words the assistant knows (the catalogue's,
 * the concept map's and the lexicon's): a word it does not know is read as the known word one
 * edit away (two for long words) with the same first letter, when exactly one such word is nearest. Short words and
 * Devanagari are left alone (the fold handles their variants).
 */
export class SpellingCorrector {
  private readonly byLength = new Map<number, { word: string; letters: Uint8Array }[]>();
  private readonly known = new Set<string>();
  private readonly cache = new Map<string, string | undefined>();

  constructor(words: Iterable<string>) {
    for (const word of words) {
      if (!/^[a-z]+$/.test(word) || this.known.has(word)) continue;
      this.known.add(word);
      const list = this.byLength.get(word.length) ?? [];
      list.push({ word, letters: letterCounts(word) });
      this.byLength.set(word.length, list);
    }
  }

  has(word: string): boolean {
    return this.known.has(word);
  }

  /** The known word meant, or undefined when the word is known, too short, or ambiguous. */
  correct(word: string): string | undefined {
    if (word.length < 5 || !/^[a-z]+$/.test(word) || this.known.has(word)) return undefined;
    if (this.cache.has(word)) return this.cache.get(word);
    const corrected = this.nearest(word);
    if (this.cache.size > 10_000) this.cache.clear();
    this.cache.set(word, corrected);
    return corrected;
  }

  private nearest(word: string): string | undefined {
    const limit = word.length >= 8 ? 2 : 1;
    const letters = letterCounts(word);
    let best: string | undefined;
    let bestDistance = limit + 1;
    let ties = 0;
    for (let length = word.length - limit; length <= word.length + limit; length += 1) {
      for (const { word: candidate, letters: candidateLetters } of this.byLength.get(length) ?? []) {
        // People rarely mistype a word's first letter ("dollar" is not "solar"); and the letters two
        // words do not share bound their edit distance from below: two cheap first cuts.
        if (candidate[0] !== word[0] || bagDistance(letters, candidateLetters) > Math.min(limit, bestDistance)) continue;
        const distance = boundedDistance(word, candidate, Math.min(limit, bestDistance));
        if (distance < bestDistance) {
          best = candidate;
          bestDistance = distance;
          ties = 0;
        } else if (distance === bestDistance && candidate !== best) ties += 1;
      }
    }
    return best !== undefined && bestDistance <= limit && ties === 0 ? best : undefined;
  }
}

function letterCounts(word: string): Uint8Array {
  const counts = new Uint8Array(26);
  for (let i = 0; i < word.length; i += 1) counts[word.charCodeAt(i) - 97] = (counts[word.charCodeAt(i) - 97] as number) + 1;
  return counts;
}

/** max(letters only in a, letters only in b): never more than the edit distance. */
function bagDistance(a: Uint8Array, b: Uint8Array): number {
  let extra = 0;
  let missing = 0;
  for (let i = 0; i < 26; i += 1) {
    const diff = (a[i] as number) - (b[i] as number);
    if (diff > 0) extra += diff;
    else missing -= diff;
  }
  return Math.max(extra, missing);
}

/** Optimal string alignment distance (adjacent swaps count as one edit), or limit + 1 once over the limit. */
export function boundedDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous2: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min((previous[j] as number) + 1, (current[j - 1] as number) + 1, (previous[j - 1] as number) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, (previous2[j - 2] as number) + 1);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > limit) return limit + 1;
    previous2 = previous;
    previous = current;
  }
  return Math.min(previous[b.length] as number, limit + 1);
}
