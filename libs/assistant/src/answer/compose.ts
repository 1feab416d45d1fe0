import {
  evaluateScheme, FACTS, formatFactValue, formatInr, type CitizenProfile, type ProfileFact, type Scheme,
} from '@jan-seva/schemes';
import type { AskedIntent } from '../intent/detect-intent';
import type { AssistantLanguage } from '../types';
import { field, fill, firstSentence, formatDate, shortNameOf, TEXT, titleOf, type Localised } from './localise';

/**
 * Answers are built only from the catalogue's own fields: amounts come from `amountInr`
 * (formatted ₹6,000 the Indian way) and `amountInWords`, every other sentence is a field's
 * text or a fixed template around it. Hindi answers use the Hindi fields; Hinglish answers
 * wrap the English fields in Hinglish templates.
 */
type Benefit = Scheme['benefits'][number];
type Period = NonNullable<Benefit['period']>;

const t = (text: Localised, language: AssistantLanguage, values: Record<string, string> = {}) => fill(text[language], values);
const bullets = (lines: string[]) => lines.map((line) => `• ${line}`).join('\n');
const numbered = (lines: string[]) => lines.map((line, i) => `${i + 1}. ${line}`).join('\n');

const PERIOD: Record<Period, Localised> = {
  per_year: { en: 'a year', hi: 'प्रति वर्ष', hinglish: 'har saal' },
  per_month: { en: 'a month', hi: 'प्रति माह', hinglish: 'har mahine' },
  per_installment: { en: 'per instalment', hi: 'प्रति किस्त', hinglish: 'har kisht' },
  one_time: { en: 'once', hi: 'एक बार', hinglish: 'ek baar' },
  per_family_per_year: { en: 'per family per year', hi: 'प्रति परिवार प्रति वर्ष', hinglish: 'har parivaar ko har saal' },
  loan_limit: { en: '', hi: '', hinglish: '' },
  cover: { en: '', hi: '', hinglish: '' },
  percent_subsidy: { en: '', hi: '', hinglish: '' },
};

const LEAD: Record<'paid' | 'loan' | 'cover' | 'subsidy' | 'free', Localised> = {
  paid: { en: 'Under {scheme} you get {amount} {period}', hi: '{scheme} में {amount} {period} मिलते हैं', hinglish: '{scheme} mein {amount} {period} milte hain' },
  loan: { en: 'Under {scheme} you can get a loan of up to {amount}', hi: '{scheme} में {amount} तक का ऋण मिल सकता है', hinglish: '{scheme} mein {amount} tak ka loan mil sakta hai' },
  cover: { en: '{scheme} gives cover of up to {amount}', hi: '{scheme} में {amount} तक का कवर मिलता है', hinglish: '{scheme} mein {amount} tak ka cover milta hai' },
  subsidy: { en: '{scheme} gives support of up to {amount}', hi: '{scheme} में {amount} तक की सहायता मिलती है', hinglish: '{scheme} mein {amount} tak ki sahayata milti hai' },
  free: { en: 'Under {scheme} this is free of cost', hi: '{scheme} में यह सुविधा निःशुल्क है', hinglish: '{scheme} mein yeh suvidha bilkul free hai' },
};

/** The scheme's main money benefit: the first benefit with an amount. */
export const mainBenefit = (scheme: Scheme): Benefit | undefined => scheme.benefits.find((benefit) => benefit.amountInr !== undefined);

/** "Under PM-KISAN you get ₹6,000 a year (Six thousand rupees a year)." */
export function benefitLead(scheme: Scheme, language: AssistantLanguage, benefit = mainBenefit(scheme)): string | undefined {
  if (!benefit || benefit.amountInr === undefined) return undefined;
  const values = { scheme: shortNameOf(scheme, language), amount: formatInr(benefit.amountInr), period: benefit.period ? t(PERIOD[benefit.period], language) : '' };
  const kind = benefit.amountInr === 0 ? 'free'
    : benefit.period === 'loan_limit' ? 'loan'
    : benefit.period === 'cover' ? 'cover'
    : benefit.period === 'percent_subsidy' ? 'subsidy'
    : 'paid';
  const sentence = t(LEAD[kind], language, values).replace(/\s+/g, ' ').trim();
  const words = benefit.amountInWords && benefit.amountInr > 0 ? ` (${field(benefit.amountInWords, language)})` : '';
  return `${sentence}${words}${language === 'hi' ? '।' : '.'}`;
}

export function benefitSection(scheme: Scheme, language: AssistantLanguage): string {
  const lead = benefitLead(scheme, language);
  const name = shortNameOf(scheme, language);
  const details = bullets(scheme.benefits.map((benefit) => field(benefit.description, language)));
  return lead ? `${lead}\n${t(TEXT.benefitsOf, language, { scheme: name })}\n${details}` : `${t(TEXT.noMoney, language, { scheme: name })}\n${details}`;
}

export const eligibilitySection = (scheme: Scheme, language: AssistantLanguage): string =>
  `${t(TEXT.eligibilityOf, language, { scheme: shortNameOf(scheme, language) })}\n${bullets(scheme.eligibility.map((line) => field(line, language)))}`;

export const documentsSection = (scheme: Scheme, language: AssistantLanguage): string =>
  `${t(TEXT.documentsOf, language, { scheme: shortNameOf(scheme, language) })}\n${bullets(scheme.documents.map((line) => field(line, language)))}`;

export const applySection = (scheme: Scheme, language: AssistantLanguage): string =>
  [
    t(TEXT.applyOf, language, { scheme: shortNameOf(scheme, language) }),
    numbered(scheme.applicationSteps.map((step) => field(step, language))),
    t(TEXT.applyLink, language, { link: scheme.applyLink }),
  ].join('\n');

/** The last date to apply (and whether it has passed at `now`), and the scheme's other dates. */
export function deadlineSection(scheme: Scheme, language: AssistantLanguage, now: Date): string {
  const name = shortNameOf(scheme, language);
  const lines: string[] = [];
  if (scheme.status === 'closed') lines.push(t(TEXT.closed, language, { scheme: name }));
  else if (scheme.deadline) {
    lines.push(t(TEXT.deadlineOn, language, { scheme: name, date: formatDate(scheme.deadline, language) }));
    if (now.getTime() > Date.parse(`${scheme.deadline}T23:59:59.999+05:30`)) lines.push(t(TEXT.deadlinePassed, language));
  } else lines.push(t(TEXT.noDeadline, language, { scheme: name }));
  if (scheme.importantDates.length > 0) {
    const dates = scheme.importantDates.map((item) => {
      const when = [item.date ? formatDate(item.date, language) : undefined, item.text ? field(item.text, language) : undefined].filter(Boolean).join(' — ');
      return `${field(item.label, language)}: ${when}`;
    });
    lines.push(`${t(TEXT.importantDates, language)}\n${bullets(dates)}`);
  }
  return lines.join('\n');
}

export function contactSection(scheme: Scheme, language: AssistantLanguage): string {
  const { helpline, email, address } = scheme.contact;
  const lines = [
    helpline ? `${t(TEXT.helpline, language)}: ${helpline}` : undefined,
    email ? `${t(TEXT.email, language)}: ${email}` : undefined,
    address ? `${t(TEXT.address, language)}: ${field(address, language)}` : undefined,
    t(TEXT.officialLink, language, { link: scheme.officialLink }),
  ].filter((line): line is string => Boolean(line));
  return `${t(TEXT.contactOf, language, { scheme: shortNameOf(scheme, language) })}\n${bullets(lines)}`;
}

export function aboutSection(scheme: Scheme, language: AssistantLanguage): string {
  const lead = benefitLead(scheme, language);
  return [titleOf(scheme, language), field(scheme.description, language), lead, t(TEXT.officialLink, language, { link: scheme.officialLink })]
    .filter((line): line is string => Boolean(line))
    .join('\n');
}

export function intentSection(intent: AskedIntent, scheme: Scheme, language: AssistantLanguage, now: Date): string {
  switch (intent) {
    case 'benefit':
      return benefitSection(scheme, language);
    case 'eligibility':
      return eligibilitySection(scheme, language);
    case 'documents':
      return documentsSection(scheme, language);
    case 'apply':
      return applySection(scheme, language);
    case 'deadline':
      return deadlineSection(scheme, language, now);
    case 'contact':
      return contactSection(scheme, language);
    case 'list':
    case 'about':
      return aboutSection(scheme, language);
  }
}

/** One line per scheme: its name, what it is, and its main benefit. */
export function listSection(schemes: readonly Scheme[], language: AssistantLanguage, verdicts?: Map<string, string>): string {
  const items = schemes.map((scheme) => {
    const benefit = mainBenefit(scheme);
    const parts = [`${titleOf(scheme, language)} — ${firstSentence(field(scheme.description, language))}`];
    if (benefit?.amountInr !== undefined) {
      const lead = benefitLead(scheme, language, benefit);
      if (lead) parts.push(`${t(TEXT.mainBenefit, language)}: ${lead}`);
    }
    const verdict = verdicts?.get(scheme.id);
    if (verdict) parts.push(verdict);
    return parts.join(' ');
  });
  return `${t(TEXT.listIntro, language)}\n${numbered(items)}`;
}

/** The profile facts a scheme's rules read (age always first when known), as "age 65 years, Female". */
function profileFacts(scheme: Scheme, profile: CitizenProfile, language: AssistantLanguage): string {
  const facts = new Set<ProfileFact>(profile.age !== undefined ? ['age'] : []);
  for (const rule of scheme.rules) for (const condition of rule.condition ? [rule.condition] : (rule.anyOf ?? [])) facts.add(condition.fact);
  const hiOrEn = language === 'hi' ? 'hi' : 'en';
  return [...facts]
    .filter((fact) => profile[fact] !== undefined)
    .map((fact) => `${FACTS[fact].label[hiOrEn]}: ${formatFactValue(fact, profile[fact])[hiOrEn]}`)
    .join(', ');
}

const SUMMARY_FACTS: ProfileFact[] = ['age', 'gender', 'state', 'occupation', 'annualIncome', 'socialCategory', 'isBpl'];

/** "Based on your profile (Age: 65 years, Gender: Female):", from the facts a list of schemes is judged on. */
export function profileIntro(profile: CitizenProfile, language: AssistantLanguage): string {
  const hiOrEn = language === 'hi' ? 'hi' : 'en';
  const facts = SUMMARY_FACTS.filter((fact) => profile[fact] !== undefined)
    .map((fact) => `${FACTS[fact].label[hiOrEn]}: ${formatFactValue(fact, profile[fact])[hiOrEn]}`)
    .join(', ');
  return facts ? t(TEXT.profileIntro, language, { facts }) : t(TEXT.profileIntroBare, language);
}

/** What the eligibility engine says about the citizen and one scheme: rules met, not met, and facts it needs. */
export function profileSection(scheme: Scheme, profile: CitizenProfile, language: AssistantLanguage, now: Date): string {
  const result = evaluateScheme(scheme, profile, { now });
  const name = shortNameOf(scheme, language);
  const hiOrEn = language === 'hi' ? 'hi' : 'en';
  const facts = profileFacts(scheme, profile, language);
  const verdict = result.eligible === 'yes' ? TEXT.eligibleYes : result.eligible === 'no' ? TEXT.eligibleNo : TEXT.eligibleUnknown;
  const lines = [
    facts ? t(TEXT.profileIntro, language, { facts }) : t(TEXT.profileIntroBare, language),
    t(verdict, language, { scheme: name }),
    ...result.passed.map((rule) => `✓ ${t(TEXT.met, language)}: ${rule.label[hiOrEn]}`),
    ...result.failed.map((rule) => `✗ ${t(TEXT.notMet, language)}: ${rule.label[hiOrEn]} — ${rule.reason[hiOrEn]}`),
    ...result.missing.map((missing) => `? ${t(TEXT.missing, language)}: ${missing.question[hiOrEn]}`),
  ];
  return lines.join('\n');
}

/** A short eligibility verdict for a list item. */
export function verdictOf(scheme: Scheme, profile: CitizenProfile, language: AssistantLanguage, now: Date): string {
  const result = evaluateScheme(scheme, profile, { now });
  const hiOrEn = language === 'hi' ? 'hi' : 'en';
  if (result.eligible === 'yes') return `(${t(TEXT.verdictYes, language)})`;
  const [failed] = result.failed;
  if (failed) return `(${t(TEXT.verdictNo, language, { reason: failed.reason[hiOrEn] })})`;
  return `(${t(TEXT.verdictUnknown, language, { count: String(result.missing.length) })})`;
}
