import type { ContentLanguage, SchemeCardDto } from '@jan-seva/contracts';
import type { Bilingual, Scheme } from '@jan-seva/schemes';

/** Picks the requested language, falling back to English where the catalogue lacks it. */
export const pick = (text: Bilingual | undefined, lang: ContentLanguage): string | undefined => (text ? (text[lang] ?? text.en) : undefined);

export interface CardExtras {
  savedBy: number;
  trending: boolean;
  matchScore?: number;
  eligible?: 'yes' | 'no' | 'unknown';
  bookmarked?: boolean;
}

export function toCard(scheme: Scheme, lang: ContentLanguage, extras: CardExtras): SchemeCardDto {
  const card: SchemeCardDto = {
    id: scheme.id,
    name: pick(scheme.name, lang)!,
    category: scheme.category,
    alsoIn: scheme.alsoIn,
    state: scheme.state,
    level: scheme.level,
    ministry: pick(scheme.ministry, lang)!,
    description: pick(scheme.description, lang)!,
    benefits: scheme.benefits.map((benefit) => pick(benefit.description, lang)).join(' '),
    tags: lang === 'hi' ? scheme.tags.hi : scheme.tags.en,
    officialLink: scheme.officialLink,
    applyLink: scheme.applyLink,
    savedBy: extras.savedBy,
    trending: extras.trending,
    status: scheme.status,
    lastVerified: scheme.lastVerified,
  };
  const shortName = pick(scheme.shortName, lang);
  if (shortName) card.shortName = shortName;
  if (scheme.maxBenefitInr !== undefined) card.maxBenefitInr = scheme.maxBenefitInr;
  if (scheme.deadline) card.deadline = scheme.deadline;
  if (scheme.beneficiaries) card.beneficiaries = scheme.beneficiaries.count;
  if (extras.matchScore !== undefined) card.matchScore = extras.matchScore;
  if (extras.eligible) card.eligible = extras.eligible;
  if (extras.bookmarked !== undefined) card.bookmarked = extras.bookmarked;
  return card;
}

/** Every detail section of a scheme in one language (spec: scheme detail sections). */
export function toDetail(scheme: Scheme, lang: ContentLanguage, extras: CardExtras) {
  return {
    ...toCard(scheme, lang, extras),
    language: lang,
    keyFeatures: scheme.benefits.map((benefit) => ({
      description: pick(benefit.description, lang)!,
      ...(benefit.amountInr !== undefined ? { amountInr: benefit.amountInr } : {}),
      ...(benefit.period ? { period: benefit.period } : {}),
      ...(benefit.amountInWords ? { amountInWords: pick(benefit.amountInWords, lang)! } : {}),
    })),
    eligibilityCriteria: scheme.eligibility.map((line) => pick(line, lang)!),
    rules: scheme.rules.map((rule) => ({ id: rule.id, label: pick(rule.label, lang)! })),
    requiredDocuments: scheme.documents.map((line) => pick(line, lang)!),
    applicationProcess: scheme.applicationSteps.map((line) => pick(line, lang)!),
    importantDates: scheme.importantDates.map((entry) => ({
      label: pick(entry.label, lang)!,
      ...(entry.date ? { date: entry.date } : {}),
      ...(entry.text ? { text: pick(entry.text, lang)! } : {}),
    })),
    contact: {
      ...(scheme.contact.helpline ? { helpline: scheme.contact.helpline } : {}),
      ...(scheme.contact.email ? { email: scheme.contact.email } : {}),
      ...(scheme.contact.address ? { address: pick(scheme.contact.address, lang)! } : {}),
    },
    faq: scheme.faq.map((entry) => ({ question: pick(entry.q, lang)!, answer: pick(entry.a, lang)! })),
    relatedSchemes: scheme.relatedSchemes,
    sources: scheme.sources,
    launched: scheme.launched,
  };
}
