import { normaliseQuery, type CitizenProfile } from '@jan-seva/schemes';

/**
 * The asker's age when the question states it ("I am 65", "meri umar 62 saal hai", "मेरी उम्र
 * 70 वर्ष है"); used to rank schemes, never shown as if it were their profile. Ages of others
 * ("my daughter is 5") are not read as the asker's.
 */
const AGE_PATTERNS = [
  /\b(?:i am|im|iam|i m)\s+(?:a\s+)?(\d{1,3})\b(?!\s*(?:lakh|crore|thousand|hectare|acre|rupee|rs))/,
  /\bmy age (?:is )?(\d{1,3})\b/,
  /\b(?:meri|mera|mere) (?:umar|umr|umra|age|aayu|aayu) (?:hai |he )?(\d{1,3})\b/,
  /\b(?:main|mai|mein) (\d{1,3}) (?:saal|sal|varsh|years?|yrs?|baras)\b/,
  /\baged (\d{1,3})\b/,
  /मेरी (?:उम्र|आयु) (\d{1,3})/,
  /(?:मैं|मै) (\d{1,3}) (?:साल|वर्ष|बरस)/,
  // An adult's age said of anyone the question is about ("my father is 68", "papa 68 saal ke hain"):
  // the schemes asked for are theirs. Children's ages are left out, girl-child rules read daughterAge.
  /\b(\d{2,3})\s*(?:years? old|yrs? old|year old|saal ke|saal ki|saal ka|sal ke|sal ki|sal ka|varsh ke|varsh ki)\b/,
  /\b(?:father|mother|papa|mummy|pita|pitaji|mata|husband|wife|pati|patni|dada|dadi|nana|nani|grandfather|grandmother|parents?)\s+(?:is\s+|are\s+|ji\s+)?(\d{2,3})\b/,
  /(\d{2,3})\s*(?:साल|वर्ष)\s*(?:के|की|का)/,
];

/** "above 60", "over 70", "60 saal se upar", "70 साल से ऊपर": someone older than that. */
const NOT_AN_AGE = String.raw`(?!\s*(?:lakh|crore|thousand|hazar|percent|rupee|rs|inr|hectare|acre|bigha|day|din|month|kg|लाख|करोड|हजार|रुपय|दिन|महीन))`;
const OLDER_THAN_PATTERNS = [
  new RegExp(String.raw`\b(?:above|over|older than|more than|beyond)\s+(?:the\s+)?(?:age\s+(?:of\s+)?)?(\d{2,3})\b` + NOT_AN_AGE),
  /\b(\d{2,3})\s*(?:years?|yrs?|saal|sal|varsh|baras)?\s*(?:se|say|sey)\s*(?:upar|uper|oopar|zyada|jyada|adhik)\b/,
  /(\d{2,3})\s*(?:साल|वर्ष|बरस)?\s*से\s*(?:ऊपर|अधिक|ज्यादा|ज़्यादा)/,
  /\b(\d{2,3})\s*(?:plus|years and above|and above)\b/,
];

export function factsFromQuestion(question: string): CitizenProfile {
  const text = normaliseQuery(question.replace(/[’']/g, ' '));
  for (const pattern of AGE_PATTERNS) {
    const match = text.match(pattern);
    const age = match?.[1] ? Number(match[1]) : undefined;
    if (age !== undefined && age >= 18 && age <= 120) return { age };
  }
  for (const pattern of OLDER_THAN_PATTERNS) {
    const match = text.match(pattern);
    const age = match?.[1] ? Number(match[1]) + 1 : undefined;
    if (age !== undefined && age >= 18 && age <= 120) return { age };
  }
  return {};
}
