import type { ScreeningFinding, ScreeningFindingKind, ScreeningVerdict } from '../complaint.events';
import { ENGLISH_ABUSE_WORDS, HINDI_ABUSE_WORDS, HINGLISH_ABUSE_WORDS } from './abuse-words';
import { isVerhoeffValid } from './verhoeff';

/**
 * Screens a complaint's text before it may be posted on social media: abusive words
 * (English, Hindi, Hinglish) and personal data (mobile numbers, Aadhaar-like numbers, PAN,
 * e-mail addresses, exact house addresses). Pure: the same text gives the same result.
 * It never decides by itself; a moderator approves or rejects with the findings in front of
 * them, and what would be posted is the redacted text.
 */

export interface ScreeningResult {
  findings: ScreeningFinding[];
  redactedText: string;
  verdict: ScreeningVerdict;
}

export interface TextScreenerOptions {
  /** More abusive words or phrases, in any of the three scripts (matched like the built-in ones). */
  extraAbuseWords?: readonly string[];
  /** Built-in words a deployment does not want flagged. */
  allowedWords?: readonly string[];
}

export interface TextScreener {
  screen(text: string): ScreeningResult;
}

export const REDACTIONS: Readonly<Record<ScreeningFindingKind, string>> = {
  abuse: '****',
  phone: '[phone removed]',
  aadhaar: '[Aadhaar removed]',
  pan: '[PAN removed]',
  email: '[email removed]',
  address: '[address removed]',
};

// ---------------------------------------------------------------------------------------------
// Normalisation with a map back to the original text, so matching can fold spellings while the
// findings and the redaction point at the citizen's own characters.

interface Normalized {
  text: string;
  /** For each UTF-16 unit of `text`, where its source code point starts and ends in the original. */
  starts: number[];
  ends: number[];
}

const INVISIBLE = /[\u00AD\u200B-\u200D\u2060\uFEFF]/g;
const LATIN_DIACRITICS = /[\u0300-\u036F]/g;
const DEVANAGARI_NUKTA = /\u093C/g;

/** One code point as matching sees it: lower case, without marks that only vary spelling. */
function foldCodePoint(codePoint: string): string {
  return codePoint
    .normalize('NFD')
    .replace(INVISIBLE, '')
    .replace(LATIN_DIACRITICS, '')
    .replace(DEVANAGARI_NUKTA, '')
    .replace(/\u0901/g, '\u0902') // chandrabindu → anusvara
    .replace(/\u0940/g, '\u093F') // ी → ि
    .replace(/\u0942/g, '\u0941') // ू → ु
    .replace(/\u0908/g, '\u0907') // ई → इ
    .replace(/\u090A/g, '\u0909') // ऊ → उ
    .replace(/[\u0966-\u096F]/g, (digit) => String(digit.charCodeAt(0) - 0x0966)) // Devanagari digits
    .toLowerCase();
}

function normalize(original: string): Normalized {
  let text = '';
  const starts: number[] = [];
  const ends: number[] = [];
  let offset = 0;
  for (const codePoint of original) {
    const folded = foldCodePoint(codePoint);
    for (let i = 0; i < folded.length; i += 1) {
      starts.push(offset);
      ends.push(offset + codePoint.length);
    }
    text += folded;
    offset += codePoint.length;
  }
  return { text, starts, ends };
}

const foldText = (value: string): string => normalize(value).text;

// ---------------------------------------------------------------------------------------------
// Abuse patterns.

const WORD_CHAR = String.raw`[\p{L}\p{M}\p{N}]`;
const BEFORE_WORD = `(?<!${WORD_CHAR})`;
const AFTER_WORD = `(?!${WORD_CHAR})`;

/** Characters people put in place of a letter to get past filters. */
const DISGUISES: Readonly<Record<string, string>> = {
  a: 'a@4*',
  e: 'e3*',
  i: 'i1!*',
  o: 'o0*',
  u: 'u*',
  s: 's$',
};

const escapeRegExp = (value: string): string => value.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');

function letterClass(letter: string): string {
  const disguises = DISGUISES[letter];
  return disguises ? `[${escapeRegExp(disguises)}]` : escapeRegExp(letter);
}

/** Runs of one letter: "f", "ff". */
function runs(word: string): { letter: string; count: number }[] {
  const result: { letter: string; count: number }[] = [];
  for (const letter of word) {
    const last = result.at(-1);
    if (last && last.letter === letter) last.count += 1;
    else result.push({ letter, count: 1 });
  }
  return result;
}

/**
 * English and Devanagari: every letter may be stretched, a doubled letter stays at least
 * double ("butt" is not "but"), vowels may be disguised.
 */
function strictWordPattern(word: string): string {
  return runs(word)
    .map(({ letter, count }) => `${letterClass(letter)}${count > 1 ? `{${count},}` : '+'}`)
    .join('');
}

/**
 * Hinglish spelling is phonetic: besides stretching, "ee" is written for "i" and "oo" for "u"
 * ("kameena", "chootiya"). A doubled letter still has to be doubled, so "saale" is not the
 * English "sale".
 */
function looseWordPattern(word: string): string {
  return runs(word.replace(/ee/g, 'i').replace(/oo/g, 'u'))
    .map(({ letter, count }) => {
      if (letter === 'i' && count === 1) return '(?:[i1!*]+|e{2,})';
      if (letter === 'u' && count === 1) return '(?:[u*]+|o{2,})';
      return `${letterClass(letter)}${count > 1 ? `{${count},}` : '+'}`;
    })
    .join('');
}

function phrasePattern(entry: string, wordPattern: (word: string) => string): string {
  return foldText(entry.trim())
    .split(/\s+/u)
    .map(wordPattern)
    .join(String.raw`[\s\-_.]+`);
}

function abuseRegExp(options: TextScreenerOptions): RegExp {
  const allowed = new Set((options.allowedWords ?? []).map((word) => foldText(word.trim())));
  const keep = (word: string) => !allowed.has(foldText(word.trim()));
  const isLatin = (word: string) => /^[\p{Script=Latin}\s'-]+$/u.test(word);
  const extra = options.extraAbuseWords ?? [];
  const strict = [...HINDI_ABUSE_WORDS, ...extra.filter((word) => !isLatin(word))]
    .filter(keep)
    .map((word) => phrasePattern(word, strictWordPattern));
  // English plurals ("idiots", "bitches"); Hinglish words are listed with their inflections.
  const english = ENGLISH_ABUSE_WORDS.filter(keep).map((word) => `${phrasePattern(word, strictWordPattern)}(?:e?s)?`);
  const loose = [...HINGLISH_ABUSE_WORDS, ...extra.filter(isLatin)]
    .filter(keep)
    .map((word) => phrasePattern(word, looseWordPattern));
  // Longest first, so that a phrase wins over a word it contains.
  const alternatives = [...new Set([...english, ...strict, ...loose])].sort((a, b) => b.length - a.length);
  return new RegExp(`${BEFORE_WORD}(?:${alternatives.join('|')})${AFTER_WORD}`, 'gu');
}

// ---------------------------------------------------------------------------------------------
// Personal data patterns, on the folded text (lower case, ASCII digits).

const SEP = '[ \\-]?';

/**
 * Indian mobile numbers: 10 digits starting 6-9, with or without +91 / 91 / 0, in any
 * grouping of spaces or dashes. Not part of a longer digit run (so a pincode, a year or a
 * 12-digit number is not one).
 */
const PHONE = new RegExp(String.raw`(?<![\d+])(?:(?:\+|00)?91${SEP}|0${SEP})?[6-9](?:${SEP}\d){9}(?!\d)`, 'g');

/** 12 digits, first 2-9 (UIDAI never issues 0 or 1 first), together or in groups of 4. */
const AADHAAR = /(?<!\d)[2-9]\d{3}([ -]?)\d{4}\1\d{4}(?!\d)/g;

/** PAN: 5 letters (the 4th is the holder type), 4 digits, a letter. */
const PAN = /(?<![a-z0-9])[a-z]{3}[abcfghjlpt][a-z]\d{4}[a-z](?![a-z0-9])/g;

const EMAIL = new RegExp(
  [
    String.raw`(?<![a-z0-9._%+\-])[a-z0-9._%+\-]+@[a-z0-9\-]+(?:\.[a-z0-9\-]+)*\.[a-z]{2,}(?![a-z0-9\-])`,
    // "asha [at] gmail [dot] com"
    String.raw`(?<![a-z0-9._%+\-])[a-z0-9._%+\-]+\s*[\[(]at[\])]\s*[a-z0-9\-]+(?:\s*[\[(]dot[\])]\s*[a-z0-9\-]+)+`,
  ].join('|'),
  'g',
);

/** The number of a house, flat or plot: 12, 4b, 12/4, 12-3-45, c-12. */
const HOUSE_NUMBER = String.raw`(?:[a-z]{1,2}\s?-\s?)?\d+[a-z]?(?:\s?[\/\-]\s?\d+[a-z]?)*(?![\p{L}\p{N}])`;
const NUMBER_WORD = String.raw`(?:no\.?|num\.?|number|nambar|nmbr|#)`;
const HOUSE_PREFIXES = [
  String.raw`h\s?\.?\s?no\.?`,
  `house\\s*${NUMBER_WORD}?`,
  `flat\\s*${NUMBER_WORD}?`,
  `plot\\s*${NUMBER_WORD}`,
  `door\\s*${NUMBER_WORD}`,
  String.raw`(?:qtr|quarter)\.?\s*${NUMBER_WORD}`,
  `(?:makan|makaan|ghar)\\s*${NUMBER_WORD}`,
  // Devanagari, written in folded form (no nukta, short i and u, anusvara).
  String.raw`मकान\s*(?:नंबर|नम्बर|नं\.?|न\.|संख्या)`,
  String.raw`म\.\s?नं\.?`,
  String.raw`(?:फ्लैट|फ्लेट)\s*(?:नंबर|नम्बर|नं\.?)?`,
  String.raw`(?:प्लॉट|प्लाट)\s*(?:नंबर|नम्बर|नं\.?)`,
  String.raw`घर\s*(?:नंबर|नम्बर|नं\.?)`,
];
const STREET_WORD = String.raw`(?:cross|main|road|rd|street|st|lane|layout|block|floor|sector|colony|nagar|phase|pocket|gali)`;

const ADDRESS = new RegExp(
  [
    // "H.No. 12", "Flat 4B", "house number 45", "मकान नंबर 45": the prefix and the number.
    `(?<![\\p{L}\\p{N}])(?:${HOUSE_PREFIXES.join('|')})\\s*[:#.\\-]?\\s*${HOUSE_NUMBER}`,
    // "#23, 5th Cross": the house number only; the street stays (it says where the problem is).
    String.raw`#\s?\d+[a-z]?(?:\/\d+)?(?=\s*,?\s*(?:\d+(?:st|nd|rd|th)\s+)?${STREET_WORD}\b)`,
    // "C-12, Sector 15" (Delhi and Noida style): the house number only.
    String.raw`(?<![\p{L}\p{N}\-\/])[a-z]{1,2}-\s?\d{1,4}[a-z]?(?=\s*,\s*(?:sector|block|phase|pocket)\b)`,
  ].join('|'),
  'gu',
);

// ---------------------------------------------------------------------------------------------
// Masks: enough for a moderator to see what was found, not enough to copy it.

const maskDigitsExceptLast = (value: string, keep: number, mask: string): string => {
  let seen = 0;
  const total = (value.match(/\p{Nd}/gu) ?? []).length;
  return value.replace(/\p{Nd}/gu, (digit) => (++seen > total - keep ? digit : mask));
};

function mask(kind: ScreeningFindingKind, value: string): string {
  switch (kind) {
    case 'abuse': {
      const [first = '', ...rest] = [...value];
      return first + rest.map((c) => (/\s/u.test(c) ? c : '*')).join('');
    }
    case 'phone':
      return maskDigitsExceptLast(value, 2, '*');
    case 'aadhaar':
      return maskDigitsExceptLast(value, 4, 'X');
    case 'pan':
      return value.slice(0, -2).replace(/[A-Za-z0-9]/g, '*') + value.slice(-2);
    case 'email': {
      const at = value.search(/@|[[(]at[\])]/i);
      return at > 0 ? `${value[0]}***${value.slice(at)}` : '***';
    }
    case 'address':
      return value.replace(/\p{N}/gu, '*');
  }
}

// ---------------------------------------------------------------------------------------------

interface Span {
  kind: ScreeningFindingKind;
  start: number;
  end: number;
  verified?: boolean;
}

/** Which finding wins where two overlap: an e-mail containing digits is an e-mail, and so on. */
const PRIORITY: readonly ScreeningFindingKind[] = ['email', 'pan', 'aadhaar', 'phone', 'address', 'abuse'];

function* matches(pattern: RegExp, text: string): Generator<RegExpExecArray> {
  pattern.lastIndex = 0;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    if (match[0].length === 0) pattern.lastIndex += 1;
    else yield match;
  }
}

export function createTextScreener(options: TextScreenerOptions = {}): TextScreener {
  const abuse = abuseRegExp(options);
  const detectors: [ScreeningFindingKind, RegExp][] = [
    ['email', EMAIL],
    ['pan', PAN],
    ['phone', PHONE],
    ['address', ADDRESS],
    ['abuse', abuse],
  ];

  return {
    screen(original: string): ScreeningResult {
      const folded = normalize(original);
      const spans: Span[] = [];
      for (const [kind, pattern] of detectors) {
        for (const match of matches(pattern, folded.text)) spans.push({ kind, start: match.index, end: match.index + match[0].length });
      }
      for (const match of matches(AADHAAR, folded.text)) {
        const digits = match[0].replace(/\D/g, '');
        const verified = isVerhoeffValid(digits);
        // "919876543210" is a mobile number with its country code, unless the check digit says Aadhaar.
        if (!verified && match[1] === '' && /^91[6-9]/.test(digits)) continue;
        spans.push({ kind: 'aadhaar', start: match.index, end: match.index + match[0].length, verified });
      }

      const accepted: Span[] = [];
      spans
        .sort((a, b) => PRIORITY.indexOf(a.kind) - PRIORITY.indexOf(b.kind) || a.start - b.start)
        .forEach((span) => {
          if (!accepted.some((other) => span.start < other.end && other.start < span.end)) accepted.push(span);
        });
      accepted.sort((a, b) => a.start - b.start);

      const findings: ScreeningFinding[] = [];
      let redactedText = '';
      let cursor = 0;
      for (const span of accepted) {
        const start = folded.starts[span.start]!;
        const end = folded.ends[span.end - 1]!;
        const value = original.slice(start, end);
        findings.push({
          kind: span.kind,
          match: mask(span.kind, value),
          index: start,
          ...(span.verified !== undefined ? { verified: span.verified } : {}),
        });
        redactedText += original.slice(cursor, start) + REDACTIONS[span.kind];
        cursor = end;
      }
      redactedText += original.slice(cursor);
      return { findings, redactedText, verdict: findings.length > 0 ? 'needs_review' : 'clean' };
    },
  };
}

const defaultScreener = createTextScreener();

/** Screens with the built-in word lists. */
export const screenComplaintText = (text: string): ScreeningResult => defaultScreener.screen(text);
