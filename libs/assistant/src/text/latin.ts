/**
 * Romanised Hindi has no single spelling: the same word is typed with long or short vowels
 * (kisaan / kisan), with or without aspiration (padhai / padai, kheti / keti), with w or v
 * (vidhwa / vidhva), z or j (zameen / jameen), sh or s (shiksha / siksha) and doubled letters
 * (bachcha / bacha). Folding all of them to one skeleton, for queries and indexed text alike,
 * lets either spelling find the other. English words are folded too; as both sides go through
 * the same fold, that costs nothing but readability of the index.
 */
export function foldLatin(word: string): string {
  if (!/[a-z]/.test(word)) return word;
  return word
    .replace(/ee/g, 'i')
    .replace(/oo/g, 'u')
    .replace(/chch/g, 'ch')
    .replace(/chh/g, 'ch')
    .replace(/ph/g, 'f')
    .replace(/sh/g, 's')
    .replace(/([bdgjkpt])h/g, '$1')
    .replace(/w/g, 'v')
    .replace(/z/g, 'j')
    .replace(/q/g, 'k')
    .replace(/(.)\1+/g, '$1');
}

/** A light English plural stemmer: schemes → scheme, subsidies → subsidy; 'ss', 'us', 'is' kept. */
const NOT_PLURALS = new Set(['news', 'series', 'species', 'lens', 'always', 'perhaps', 'whereas', 'sometimes', 'towards', 'afterwards']);

export function stemLatin(word: string): string {
  if (word.length < 4 || !/^[a-z]+$/.test(word) || NOT_PLURALS.has(word)) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (word.endsWith('sses')) return word.slice(0, -2);
  if (/(ss|us|is)$/.test(word)) return word;
  if (word.endsWith('s')) return word.slice(0, -1);
  return word;
}
