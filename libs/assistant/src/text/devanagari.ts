/**
 * Devanagari spelling variants that carry no meaning for search: long and short i/u vowels
 * (नीति / निति), a half nasal written as a conjunct or as anusvara (पेन्शन / पेंशन), ऑ in English
 * loan words (कॉलेज / कालेज), -ये / -ए endings (रुपये / रुपए, लिये / लिए) and zero-width joiners.
 * (Nukta and chandrabindu are already folded by normaliseQuery.)
 */
export function foldDevanagari(word: string): string {
  if (!/[\u0900-\u097F]/.test(word)) return word;
  return word
    .replace(/[\u200C\u200D]/g, '')
    .replace(/\u0940/g, '\u093F') // ी → ि
    .replace(/\u0942/g, '\u0941') // ू → ु
    .replace(/\u0908/g, '\u0907') // ई → इ
    .replace(/\u090A/g, '\u0909') // ऊ → उ
    .replace(/\u0949/g, '\u093E') // ॉ → ा
    .replace(/\u0911/g, '\u0906') // ऑ → आ
    .replace(/[ङञणनम]\u094D(?=[\u0915-\u0939])/g, '\u0902') // half nasal → anusvara
    .replace(/य(\u0947\u0902?)$/, (_, sign: string) => `ए${sign.slice(1)}`); // -ये(ं) → -ए(ं)
}

/**
 * The light Hindi stemmer of Ramanathan and Rao (2003), as Lucene's HindiStemmer applies it:
 * the longest inflectional suffix is removed when enough of the word remains. Its suffixes are
 * folded like the words (foldDevanagari runs first).
 */
const SUFFIXES: [minLength: number, suffixes: string[]][] = [
  [6, ['ाएंगी', 'ाएंगे', 'ाऊंगी', 'ाऊंगा', 'ाइयाँ', 'ाइयों', 'ाइयां']],
  [5, ['ाएगी', 'ाएगा', 'ाओगी', 'ाओगे', 'एंगी', 'ेंगी', 'एंगे', 'ेंगे', 'ूंगी', 'ूंगा', 'ातीं', 'नाओं', 'नाएं', 'ताओं', 'ताएं', 'ियाँ', 'ियों', 'ियां']],
  [4, ['ाकर', 'ाइए', 'ाईं', 'ाया', 'ेगी', 'ेगा', 'ोगी', 'ोगे', 'ाने', 'ाना', 'ाते', 'ाती', 'ाता', 'तीं', 'ाओं', 'ाएं', 'ुओं', 'ुएं', 'ुआं']],
  [3, ['कर', 'ाओ', 'िए', 'ाई', 'ाए', 'ने', 'नी', 'ना', 'ते', 'ीं', 'ती', 'ता', 'ाँ', 'ां', 'ों', 'ें']],
  [2, ['ो', 'े', 'ू', 'ु', 'ी', 'ि', 'ा']],
].map(([min, list]) => [min as number, [...new Set((list as string[]).map((suffix) => foldDevanagari(`क${suffix}`).slice(1)))]]);

export function stemDevanagari(word: string): string {
  if (!/[\u0900-\u097F]/.test(word)) return word;
  for (const [min, suffixes] of SUFFIXES) {
    if (word.length <= min) continue;
    const suffix = suffixes.find((candidate) => word.endsWith(candidate));
    if (suffix) return word.slice(0, -suffix.length);
  }
  return word;
}
