import type { Scheme } from '../scheme.schema';
import { normaliseQuery } from './normalise';

/**
 * The text of one scheme in one language, normalised like a query, split by weight for
 * PostgreSQL: `title` (name and short name, weight A), `keywords` (tags, B), `body`
 * (description and ministry, C).
 */
export interface SearchText {
  title: string;
  keywords: string;
  body: string;
}

export interface SearchDocument {
  en: SearchText;
  hi: SearchText;
  /** Everything in both languages, for one trigram (word_similarity) column. */
  all: string;
}

type Searchable = Pick<Scheme, 'name' | 'shortName' | 'description' | 'tags' | 'ministry'>;

const clean = (parts: (string | undefined)[]) =>
  [...new Set(parts.filter((part): part is string => Boolean(part)).map(normaliseQuery).filter(Boolean))].join(' ');

/** A short name also indexed without spaces ('pm kisan' → 'pmkisan'), as people type it. */
const compact = (shortName: string | undefined) => {
  const words = shortName ? normaliseQuery(shortName).split(' ') : [];
  return words.length > 1 && words.length <= 3 ? words.join('') : undefined;
};

function textIn(scheme: Searchable, lang: 'en' | 'hi'): SearchText {
  const shortName = scheme.shortName?.[lang];
  return {
    title: clean([scheme.name[lang], shortName, compact(shortName)]),
    keywords: clean(scheme.tags[lang]),
    body: clean([scheme.description[lang], scheme.ministry[lang]]),
  };
}

/** What to index for a scheme, per language and together (both languages are searched). */
export function searchDocument(scheme: Searchable): SearchDocument {
  const en = textIn(scheme, 'en');
  const hi = textIn(scheme, 'hi');
  const all = [en.title, hi.title, en.keywords, hi.keywords, en.body, hi.body].filter(Boolean).join(' ');
  return { en, hi, all };
}
