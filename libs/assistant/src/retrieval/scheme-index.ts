import MiniSearch from 'minisearch';
import type { Scheme } from '@jan-seva/schemes';
import {
  conceptTerm, GENERIC_KEYS, indexTerms, isWeakConcept, lexiconKeys, nameKeysOf, segment, STOP_KEYS, tokenize, type QueryAnalysis,
  type Segment, type TermGroup,
} from '../text/analyze';
import { CONCEPT_CATEGORIES } from '../text/concepts';
import { PhraseMatcher } from '../text/phrases';
import { SpellingCorrector } from '../text/spelling';
import { statesIn } from '../text/states';
import { cueKeys } from '../intent/detect-intent';

/** Field weights: a scheme's names count most, then its tags, its description, then the rest of its text. */
const FIELD_BOOST = { title: 5, tags: 3, description: 1.5, body: 0.6 } as const;
type Field = keyof typeof FIELD_BOOST;
const FIELDS = Object.keys(FIELD_BOOST) as Field[];

/** How much a query term counts: a concept over the surface word that named it, generic words little. */
const TERM_BOOST = { concept: 1, weakConcept: 0.5, conceptWord: 0.1, word: 1, generic: 0.2, number: 0.5 } as const;

interface IndexedScheme {
  scheme: Scheme;
  /** Terms of the names and tags. */
  strong: Set<string>;
  /** Terms of every field. */
  all: Set<string>;
}

/**
 * A scheme's name, or one of its tags, found in the question. Names and naming tags ("ayushman
 * card") must appear as written; tags that describe a need ("widow pension", "sc st loan") are
 * matched by meaning and in any order, so "loan for SC/ST women" and "महिला उद्यमियों के लिए लोन"
 * find the tags "sc st loan" and "महिला उद्यमी ऋण".
 */
export interface AliasMatch {
  schemeIds: string[];
  /** The alias's terms: keys for a name, concept terms and keys for a need tag. */
  keys: string[];
  /** A name or naming tag (matched as a phrase), rather than a need tag. */
  nameLike: boolean;
}

export interface Candidate {
  scheme: Scheme;
  /** BM25 over the weighted fields, plus the bonus of a name found in the question. */
  score: number;
  bm25: number;
  alias?: AliasMatch;
}

/**
 * How a group of the question is met: by a scheme name, by a concept, by a word of the names
 * and tags only a few schemes have ('distinctive': "sanitary pad"), by a word of the names and
 * tags, by a word of the other text, or not at all.
 */
export type Evidence = 'alias' | 'concept' | 'distinctive' | 'strong' | 'weak' | 'none';

/** A name-and-tag word of at most this many schemes is distinctive. */
const DISTINCTIVE_SCHEMES = 2;

export interface SearchResult {
  candidates: Candidate[];
  aliases: AliasMatch[];
  /** How each content group of the question is met by the first candidate. */
  evidence: { group: TermGroup; evidence: Evidence }[];
}

const words = (...parts: (string | undefined)[]) => parts.filter(Boolean).join('\n');

function schemeFields(scheme: Scheme): Record<Field, string> & { id: string } {
  const both = (text: { en: string; hi: string } | undefined) => (text ? [text.en, text.hi] : []);
  return {
    id: scheme.id,
    title: words(...both(scheme.name), ...both(scheme.shortName), scheme.id.replace(/-/g, ' ')),
    tags: words(...scheme.tags.en, ...scheme.tags.hi),
    description: words(...both(scheme.description)),
    body: words(
      ...scheme.benefits.flatMap((benefit) => [...both(benefit.description), ...both(benefit.amountInWords)]),
      ...scheme.eligibility.flatMap(both),
      ...scheme.faq.flatMap((item) => both(item.q)),
      ...both(scheme.ministry),
    ),
  };
}

/** What a run of words means: concept terms for concept phrases, keys for other words (stopwords left out). */
function semanticTerms(segments: readonly Segment[]): string[] {
  return segments.flatMap((part) =>
    part.concepts.length > 0 ? part.concepts.map(conceptTerm) : part.tokens.filter((token) => !STOP_KEYS.has(token.key)).map((token) => token.key),
  );
}

/** A scheme in a category the question's concepts belong to ranks higher: ×1.25 as its own category, ×1.1 as another. */
function categoryFactor(scheme: Scheme, categories: ReadonlySet<string>): number {
  let factor = 1;
  for (const category of categories) {
    if (scheme.category === category) factor *= 1.25;
    else if (scheme.alsoIn.includes(category as Scheme['category'])) factor *= 1.1;
  }
  return Math.min(factor, 1.6);
}

/** A state named in the question lifts that state's schemes and lowers other states' (central ones stay). */
function stateFactor(scheme: Scheme, states: ReadonlySet<string>): number {
  if (states.size === 0 || scheme.level !== 'state') return 1;
  return states.has(scheme.state) ? 1.5 : 0.7;
}

/** Leading words that only say whose scheme it is ("Pradhan Mantri", "PM", "Mukhyamantri"). */
function withoutGenericWords(keys: string[]): string[] {
  return keys.filter((key) => !GENERIC_KEYS.has(key));
}

/**
 * The catalogue, indexed with MiniSearch under our own analyzer (both languages in one index,
 * concept terms beside the words), plus a matcher for scheme names and distinctive tags.
 */
export class SchemeIndex {
  private readonly search: MiniSearch<Record<Field, string> & { id: string }>;
  private readonly byId = new Map<string, IndexedScheme>();
  /** How many schemes have a term in their names or tags. */
  private readonly strongFrequency = new Map<string, number>();
  private readonly names = new PhraseMatcher<string>();
  private readonly needTags = new Map<string, { terms: string[]; ids: Set<string> }>();
  readonly corrector: SpellingCorrector;

  constructor(readonly schemes: readonly Scheme[], extraVocabulary: Iterable<string> = []) {
    this.search = new MiniSearch({
      fields: FIELDS,
      idField: 'id',
      tokenize: (text) => indexTerms(text),
      processTerm: (term) => term,
    });
    const documents = schemes.map(schemeFields);
    this.search.addAll(documents);
    const vocabulary = new Set<string>();
    for (const [i, scheme] of schemes.entries()) {
      const doc = documents[i] as ReturnType<typeof schemeFields>;
      const strong = new Set([...indexTerms(doc.title), ...indexTerms(doc.tags)]);
      const all = new Set([...strong, ...indexTerms(doc.description), ...indexTerms(doc.body)]);
      for (const term of all) vocabulary.add(term);
      this.byId.set(scheme.id, { scheme, strong, all });
      for (const term of strong) this.strongFrequency.set(term, (this.strongFrequency.get(term) ?? 0) + 1);
      this.addAliases(scheme);
    }
    for (const key of [...lexiconKeys(), ...cueKeys(), ...extraVocabulary]) vocabulary.add(key);
    for (const { terms } of this.needTags.values()) for (const term of terms) vocabulary.add(term);
    this.corrector = new SpellingCorrector(vocabulary);
  }

  get(id: string): Scheme | undefined {
    return this.byId.get(id)?.scheme;
  }

  private addName(keys: string[], id: string) {
    if (keys.some((key) => !GENERIC_KEYS.has(key) && !/^\d+$/.test(key))) this.names.add(keys, id);
  }

  private addAliases(scheme: Scheme) {
    const names = [scheme.name.en, scheme.name.hi, scheme.shortName?.en, scheme.shortName?.hi, scheme.id.replace(/-/g, ' ')];
    for (const name of names) {
      if (!name) continue;
      // A name with a bracketed short form ("… (PMEGP)") is also known by the part before it.
      for (const part of [name, name.replace(/\([^)]*\)/g, ' '), ...[...name.matchAll(/\(([^)]*)\)/g)].map((m) => m[1] ?? '')]) {
        const keys = nameKeysOf(part);
        this.addName(keys, scheme.id);
        const bare = withoutGenericWords(keys);
        // "PM-KISAN" is also known as "Kisan"? No: a single concept word ("kisan", "pension") is a need, not a name.
        const single = bare.length === 1 && (bare[0] as string).length >= 4 && bare.length < keys.length && segment(tokenize(bare[0] as string)).every((part) => part.concepts.length === 0);
        if (bare.length >= 2 || single) this.addName(bare, scheme.id);
      }
    }
    for (const tag of [...scheme.tags.en, ...scheme.tags.hi]) {
      const tokens = tokenize(tag);
      const content = tokens.filter((token) => !STOP_KEYS.has(token.key));
      // A two-word tag left with one word ("mahila bhatta" → "mahila", the fold reads "bhatta" as "bata") no longer says what it said.
      if (content.length === 0 || (content.length === 1 && tokens.length > 1)) continue;
      const segments = segment(tokens);
      const naming = segments.some((part) => part.concepts.length === 0 && part.tokens.some((token) => !STOP_KEYS.has(token.key) && !GENERIC_KEYS.has(token.key) && !/^\d+$/.test(token.key)));
      if (naming) {
        this.addName(content.map((token) => token.key), scheme.id);
        continue;
      }
      // Weak concepts ("free", "family") and generic words do not make a need specific.
      const all = [...new Set(semanticTerms(segments))];
      const needs = all.filter((term) => term.startsWith('~') && !isWeakConcept(term.slice(1)));
      if (needs.length === 0) continue;
      const terms = [...needs, ...all.filter((term) => /^\d+$/.test(term))].sort();
      const entry = this.needTags.get(terms.join(' ')) ?? { terms, ids: new Set<string>() };
      entry.ids.add(scheme.id);
      this.needTags.set(terms.join(' '), entry);
    }
  }

  /** Scheme names found in the question (longest first, not overlapping), and need tags all of whose terms it has. */
  findAliases(analysis: QueryAnalysis): AliasMatch[] {
    const names: AliasMatch[] = this.names.findAll(analysis.nameKeys).map((match) => ({
      schemeIds: [...new Set(match.values)],
      keys: analysis.nameKeys.slice(match.start, match.start + match.length),
      nameLike: true,
    }));
    const asked = new Set(semanticTerms(segment(analysis.tokens)));
    const tags: AliasMatch[] = [...this.needTags.values()]
      .filter(({ terms }) => terms.every((term) => asked.has(term)))
      .map(({ terms, ids }) => ({ schemeIds: [...ids], keys: terms, nameLike: false }));
    // A tag inside a longer match says nothing more ("kisan" inside "kisan credit card").
    const covered = [...names.map((name) => new Set(semanticTerms(segment(analysis.tokens.filter((token) => name.keys.includes(token.key)))))), ...tags.map((tag) => new Set(tag.keys))];
    const kept = tags.filter((tag) => !covered.some((other) => other.size > tag.keys.length && tag.keys.every((term) => other.has(term))));
    return [...names, ...kept];
  }

  /** Query terms and their weights, from the question's content groups. */
  private queryTerms(analysis: QueryAnalysis): Map<string, number> {
    const terms = new Map<string, number>();
    const add = (term: string, boost: number) => terms.set(term, Math.max(terms.get(term) ?? 0, boost));
    for (const group of analysis.groups) {
      switch (group.kind) {
        case 'concept':
          for (const concept of group.concepts) add(conceptTerm(concept), isWeakConcept(concept) ? TERM_BOOST.weakConcept : TERM_BOOST.concept);
          for (const token of group.tokens) add(token.stem, TERM_BOOST.conceptWord);
          break;
        case 'word':
          for (const token of group.tokens) add(token.stem, TERM_BOOST.word);
          break;
        case 'generic':
          for (const token of group.tokens) add(token.stem, TERM_BOOST.generic);
          break;
        case 'number':
          for (const token of group.tokens) add(token.stem, TERM_BOOST.number);
          break;
      }
    }
    return terms;
  }

  find(analysis: QueryAnalysis): SearchResult {
    const aliases = this.findAliases(analysis);
    const terms = this.queryTerms(analysis);
    const hits = terms.size === 0
      ? []
      : this.search.search([...terms.keys()].join(' '), {
          tokenize: (text) => text.split(' '),
          processTerm: (term) => term,
          boost: FIELD_BOOST,
          boostTerm: (term) => terms.get(term) ?? 1,
          combineWith: 'OR',
        });
    const bm25 = new Map(hits.map((hit) => [String(hit.id), hit.score]));
    const top = hits[0]?.score ?? 1;
    // A name only this scheme has lifts it most; shared names and need tags less, split between their schemes.
    const bonus = new Map<string, { value: number; alias: AliasMatch; weight: number }>();
    for (const alias of aliases) {
      const unique = alias.schemeIds.length === 1;
      const weight = (alias.nameLike ? (unique ? 1.2 : 0.6 / alias.schemeIds.length) : 0.6 / alias.schemeIds.length) * Math.min(1, 0.5 + 0.25 * alias.keys.length);
      for (const id of alias.schemeIds) {
        const previous = bonus.get(id);
        const value = Math.min(1.5, (previous?.value ?? 0) + weight);
        const best = previous && previous.weight >= weight ? previous : { alias, weight };
        bonus.set(id, { value, alias: best.alias, weight: best.weight });
      }
    }
    const ids = new Set([...bm25.keys(), ...bonus.keys()]);
    const states = statesIn(analysis.tokens.map((token) => token.key));
    const categories = new Set(
      analysis.groups.flatMap((group) => (group.kind === 'concept' ? group.concepts.filter((c) => !isWeakConcept(c)).flatMap((c) => CONCEPT_CATEGORIES[c] ?? []) : [])),
    );
    const candidates: Candidate[] = [...ids]
      .map((id) => {
        const indexed = this.byId.get(id) as IndexedScheme;
        const base = bm25.get(id) ?? 0;
        const extra = bonus.get(id);
        const score = (base + (extra ? extra.value * top : 0)) * categoryFactor(indexed.scheme, categories) * stateFactor(indexed.scheme, states);
        return { scheme: indexed.scheme, bm25: base, score, alias: extra?.alias };
      })
      .sort((a, b) => b.score - a.score || (a.scheme.id < b.scheme.id ? -1 : 1));
    const first = candidates[0];
    const evidence = analysis.groups.map((group) => ({ group, evidence: first ? this.evidenceOf(group, first, aliases) : ('none' as Evidence) }));
    return { candidates, aliases, evidence };
  }

  /** How a content group of the question is met by a scheme. */
  private evidenceOf(group: TermGroup, candidate: Candidate, aliases: AliasMatch[]): Evidence {
    const indexed = this.byId.get(candidate.scheme.id) as IndexedScheme;
    const terms = group.concepts.length > 0 ? group.concepts.map(conceptTerm) : group.tokens.map((token) => token.key);
    const inAlias = aliases.some((alias) => alias.schemeIds.includes(candidate.scheme.id) && terms.every((term) => alias.keys.includes(term)));
    if (inAlias && group.kind !== 'generic') return 'alias';
    if (group.kind === 'concept') {
      const strong = group.concepts.filter((concept) => !isWeakConcept(concept));
      if (strong.some((concept) => indexed.all.has(conceptTerm(concept)))) return 'concept';
      return group.concepts.some((concept) => indexed.all.has(conceptTerm(concept))) ? 'weak' : 'none';
    }
    if (group.tokens.every((token) => indexed.strong.has(token.stem))) {
      const rare = group.kind === 'word' && group.tokens.every((token) => token.stem.length >= 3 && (this.strongFrequency.get(token.stem) ?? 0) <= DISTINCTIVE_SCHEMES);
      return rare ? 'distinctive' : 'strong';
    }
    return group.tokens.every((token) => indexed.all.has(token.stem)) ? 'weak' : 'none';
  }
}
