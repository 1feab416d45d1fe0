import { normaliseQuery } from '@jan-seva/schemes';
import { CONCEPTS } from './concepts';
import { foldDevanagari, stemDevanagari } from './devanagari';
import { foldLatin, stemLatin } from './latin';
import { GENERIC, GREETINGS, INTENT_WORDS, OFF_TOPIC, SPELLINGS, STOPWORDS } from './lexicon';
import { PhraseMatcher } from './phrases';
import type { SpellingCorrector } from './spelling';

/** One word of a text, in the forms the analyzer compares. */
export interface Token {
  /** As normaliseQuery leaves it (lower case, punctuation gone, scheme-name spellings canonical). */
  raw: string;
  /** Spelling-folded: variants, plural and romanisation folded (Latin), vowel length folded (Devanagari). */
  key: string;
  /** The search term: the key, stemmed for Hindi. */
  stem: string;
  script: 'latin' | 'devanagari' | 'other';
}

const DEVANAGARI = /[\u0900-\u097F]/;
const LATIN = /[a-z]/;

const SPELLING_OF = new Map<string, string>();
for (const [canonical, forms] of Object.entries(SPELLINGS)) {
  for (const form of forms) for (const word of normaliseQuery(form).split(' ')) if (word) SPELLING_OF.set(word, canonical);
}

function tokenOf(word: string): Token {
  const raw = SPELLING_OF.get(word) ?? word;
  if (DEVANAGARI.test(raw)) {
    const key = foldDevanagari(raw);
    return { raw, key, stem: stemDevanagari(key), script: 'devanagari' };
  }
  if (LATIN.test(raw)) {
    const key = foldLatin(stemLatin(raw));
    return { raw, key, stem: key, script: 'latin' };
  }
  return { raw, key: raw, stem: raw, script: 'other' };
}

/** The words of a text as tokens. */
export function tokenize(text: string): Token[] {
  const normalised = normaliseQuery(text);
  return normalised ? normalised.split(' ').filter(Boolean).map(tokenOf) : [];
}

const keysOf = (text: string) => tokenize(text).map((token) => token.key);
const keySet = (list: readonly string[]) => new Set(list.flatMap((entry) => (keysOf(entry).length === 1 ? keysOf(entry) : [])));
const phraseMatcher = (list: readonly string[]) => {
  const matcher = new PhraseMatcher<true>();
  for (const entry of list) matcher.add(keysOf(entry), true);
  return matcher;
};

export const STOP_KEYS = keySet(STOPWORDS);
export const GENERIC_KEYS = keySet(GENERIC);
export const INTENT_KEYS = keySet(INTENT_WORDS);
const OFF_TOPIC_PHRASES = phraseMatcher(OFF_TOPIC);
const GREETING_PHRASES = phraseMatcher(GREETINGS);

/**
 * Concept forms by key sequence; their multi-word forms also without stopwords, so "husband has
 * died" meets "husband died"; and single forms by Hindi stem (only where the stem is unambiguous).
 */
const CONCEPT_PHRASES = new PhraseMatcher<string>();
const CONCEPT_PHRASES_LOOSE = new PhraseMatcher<string>();
const CONCEPT_BY_STEM = new Map<string, Set<string>>();
for (const [concept, entry] of Object.entries(CONCEPTS)) {
  for (const form of entry.forms) {
    const tokens = tokenize(form);
    CONCEPT_PHRASES.add(tokens.map((token) => token.key), concept);
    const content = tokens.filter((token) => !STOP_KEYS.has(token.key)).map((token) => token.key);
    if (content.length >= 2) CONCEPT_PHRASES_LOOSE.add(content, concept);
    if (tokens.length === 1 && tokens[0]?.script === 'devanagari' && tokens[0].stem.length >= 2) {
      const set = CONCEPT_BY_STEM.get(tokens[0].stem) ?? new Set<string>();
      set.add(concept);
      CONCEPT_BY_STEM.set(tokens[0].stem, set);
    }
  }
}

export const conceptTerm = (concept: string) => `~${concept}`;
export const isWeakConcept = (concept: string) => CONCEPTS[concept]?.weak === true;

function withImplied(concepts: Iterable<string>): string[] {
  const all = new Set<string>();
  for (const concept of concepts) {
    all.add(concept);
    for (const implied of CONCEPTS[concept]?.implies ?? []) all.add(implied);
  }
  return [...all];
}

/**
 * Romanised Hindi plurals and oblique forms of a concept word: kisano(n) → kisan, mahilaon →
 * mahila, betiyon → beti, auraten → aurat, majdooron → majdoor.
 */
function romanisedPlural(token: Token): Set<string> | undefined {
  if (token.script !== 'latin' || token.key.length < 5) return undefined;
  const stems = [token.key.replace(/iyo[n]?$/, 'i'), token.key.replace(/o[n]?$/, ''), token.key.replace(/e[n]?$/, ''), token.key.replace(/ein$/, '')];
  for (const stem of stems) {
    if (stem === token.key || stem.length < 3) continue;
    const match = CONCEPT_PHRASES.matchAt([stem], 0);
    if (match && match.length === 1) return new Set(match.values);
  }
  return undefined;
}

/** A run of tokens read as one unit: a concept phrase, or a single word. */
export interface Segment {
  tokens: Token[];
  /** Concepts the segment names (with the ones they imply), empty for a plain word. */
  concepts: string[];
}

/** Splits tokens into concept phrases (longest first) and single words. */
export function segment(tokens: readonly Token[]): Segment[] {
  const keys = tokens.map((token) => token.key);
  const content = tokens.flatMap((token, i) => (STOP_KEYS.has(token.key) ? [] : [i]));
  const contentKeys = content.map((i) => keys[i] as string);
  const segments: Segment[] = [];
  for (let i = 0; i < tokens.length; ) {
    const phrase = CONCEPT_PHRASES.matchAt(keys, i);
    // The same phrase with a stopword or two between its words ("husband has died"), when it says more.
    const at = content.indexOf(i);
    const loose = at >= 0 ? CONCEPT_PHRASES_LOOSE.matchAt(contentKeys, at, 2) : undefined;
    const end = loose ? (content[at + loose.length - 1] as number) + 1 : i;
    if (loose && end - i <= loose.length + 2 && end - i > (phrase?.length ?? 0)) {
      segments.push({ tokens: tokens.slice(i, end), concepts: withImplied(loose.values) });
      i = end;
      continue;
    }
    if (phrase) {
      segments.push({ tokens: tokens.slice(i, i + phrase.length), concepts: withImplied(phrase.values) });
      i += phrase.length;
      continue;
    }
    const token = tokens[i] as Token;
    const byStem = token.script === 'devanagari' ? CONCEPT_BY_STEM.get(token.stem) : romanisedPlural(token);
    const concepts = byStem && byStem.size === 1 && !STOP_KEYS.has(token.key) ? withImplied(byStem) : [];
    segments.push({ tokens: [token], concepts });
    i += 1;
  }
  return segments;
}

/** The terms a catalogue text is indexed under: word stems (no stopwords) and concept terms. */
export function indexTerms(text: string): string[] {
  const terms: string[] = [];
  for (const { tokens, concepts } of segment(tokenize(text))) {
    for (const token of tokens) if (!STOP_KEYS.has(token.key) || concepts.length > 0) terms.push(token.stem);
    for (const concept of concepts) terms.push(conceptTerm(concept));
  }
  return terms;
}

export type GroupKind = 'concept' | 'word' | 'generic' | 'number';

/** One unit of meaning of a question, and the terms it is searched by. */
export interface TermGroup {
  kind: GroupKind;
  tokens: Token[];
  concepts: string[];
  /** Whether every concept of the group is weak (it ranks but proves no topic). */
  weak: boolean;
}

export interface QueryAnalysis {
  tokens: Token[];
  /** Content groups: concepts, topic words, generic words and numbers (no stopwords or intent words). */
  groups: TermGroup[];
  /** Keys of every token that is not a stopword, in order, for matching scheme names. */
  nameKeys: string[];
  /** Off-topic words or phrases found. */
  offTopic: number;
  /** A greeting or a question about the assistant itself. */
  greeting: boolean;
}

/** Reads a question. With a corrector, romanised words it does not know are read as the known word meant. */
export function analyzeQuery(text: string, corrector?: SpellingCorrector): QueryAnalysis {
  const tokens = tokenize(text).map((token) => {
    const corrected = token.script === 'latin' && corrector ? corrector.correct(token.key) : undefined;
    return corrected ? { ...token, key: corrected, stem: corrected } : token;
  });
  const keys = tokens.map((token) => token.key);
  const greetings = GREETING_PHRASES.findAll(keys);
  const greetingWords = new Set(greetings.flatMap((match) => tokens.slice(match.start, match.start + match.length)));
  const groups: TermGroup[] = [];
  for (const { tokens: words, concepts } of segment(tokens)) {
    if (concepts.length === 0 && words.every((word) => greetingWords.has(word))) continue;
    if (concepts.length > 0) {
      groups.push({ kind: 'concept', tokens: words, concepts, weak: concepts.every(isWeakConcept) });
      continue;
    }
    const [token] = words as [Token];
    if (STOP_KEYS.has(token.key) || INTENT_KEYS.has(token.key)) continue;
    if (token.script === 'other') {
      if (/^\d+$/.test(token.raw)) groups.push({ kind: 'number', tokens: words, concepts: [], weak: true });
      continue;
    }
    if (token.key.length < 2) continue;
    const generic = GENERIC_KEYS.has(token.key);
    groups.push({ kind: generic ? 'generic' : 'word', tokens: words, concepts: [], weak: generic });
  }
  return {
    tokens,
    groups,
    nameKeys: tokens.filter((token) => !STOP_KEYS.has(token.key)).map((token) => token.key),
    offTopic: OFF_TOPIC_PHRASES.findAll(keys).length,
    greeting: greetings.length > 0,
  };
}

/** Keys of a name or phrase with stopwords left out, as `nameKeys` holds a question's. */
export const nameKeysOf = (text: string): string[] =>
  tokenize(text).filter((token) => !STOP_KEYS.has(token.key)).map((token) => token.key);

export { keysOf };

/** Every key the lexicon and the concept map know, so the spelling corrector leaves them be. */
export function lexiconKeys(): string[] {
  const lists = [STOPWORDS, GENERIC, INTENT_WORDS, OFF_TOPIC, GREETINGS, ...Object.values(CONCEPTS).map((entry) => entry.forms)];
  return lists.flatMap((list) => list.flatMap(keysOf));
}
