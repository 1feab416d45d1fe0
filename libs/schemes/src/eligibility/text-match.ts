import { SCHEME_STATES, type IndianState, type Occupation } from '../profile';
import { STATE_LABELS } from './facts';

/**
 * Free text as the account holds it → words: lower case, nukta and chandrabindu folded (so
 * "मज़दूर" and "मजदूर" meet), '&' read as 'and', punctuation and hyphens as spaces.
 */
export function words(text: string): string[] {
  return text
    .normalize('NFD')
    .toLowerCase()
    .replace(/\u093C/g, '')
    .replace(/\u0901/g, '\u0902')
    .normalize('NFC')
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
}

const STATE_ALIASES: Record<string, IndianState> = {
  orissa: 'Odisha',
  pondicherry: 'Puducherry',
  uttaranchal: 'Uttarakhand',
  'new delhi': 'Delhi',
  'nct of delhi': 'Delhi',
  'national capital territory of delhi': 'Delhi',
  'andaman and nicobar': 'Andaman and Nicobar Islands',
  'dadra and nagar haveli': 'Dadra and Nagar Haveli and Daman and Diu',
  'daman and diu': 'Dadra and Nagar Haveli and Daman and Diu',
};

const STATE_BY_NAME = new Map<string, IndianState>([
  ...SCHEME_STATES.flatMap((state): [string, IndianState][] => [
    [words(state).join(' '), state],
    [words(STATE_LABELS[state].hi).join(' '), state],
  ]),
  ...Object.entries(STATE_ALIASES).map(([alias, state]): [string, IndianState] => [words(alias).join(' '), state]),
]);

/** A state or union territory named in the address, case- and punctuation-insensitive. */
export const stateFromText = (text: string): IndianState | undefined => STATE_BY_NAME.get(words(text).join(' '));

/**
 * Words and phrases that name an occupation without doubt, in English, Hindi and the usual
 * Hinglish spellings. A phrase beats the single words inside it ("agricultural labourer" is not
 * "labourer"); text naming two different occupations maps to none.
 */
const OCCUPATION_PHRASES: Record<Exclude<Occupation, 'other'>, string[]> = {
  farmer: [
    'farmer', 'farmers', 'farming', 'kisan', 'kisaan', 'krishak', 'cultivator', 'agriculturist', 'agriculture',
    'किसान', 'कृषक', 'खेती', 'खेती किसानी', 'काश्तकार',
  ],
  agricultural_labourer: [
    'agricultural labourer', 'agricultural laborer', 'agricultural labour', 'agricultural worker', 'agriculture labourer',
    'agriculture labour', 'agriculture worker', 'farm labourer',
    'farm laborer', 'farm worker', 'khet mazdoor', 'khetihar mazdoor', 'खेतिहर मजदूर', 'खेत मजदूर', 'कृषि मजदूर',
  ],
  fisher: ['fisher', 'fisherman', 'fishermen', 'fisherwoman', 'fisherfolk', 'fishing', 'machhuara', 'मछुआरा', 'मछुआरे', 'मत्स्य पालक'],
  artisan: [
    'artisan', 'craftsman', 'craftswoman', 'craftsperson', 'carpenter', 'blacksmith', 'goldsmith', 'potter', 'weaver',
    'handloom weaver', 'tailor', 'cobbler', 'barber', 'sculptor', 'karigar', 'कारीगर', 'शिल्पकार', 'बढ़ई', 'लोहार',
    'सुनार', 'कुम्हार', 'बुनकर', 'दर्जी', 'मोची', 'नाई',
  ],
  street_vendor: [
    'street vendor', 'vendor', 'hawker', 'pheriwala', 'rehri', 'thela', 'thelewala', 'रेहड़ी', 'ठेला', 'ठेलेवाला',
    'फेरीवाला', 'पटरी विक्रेता', 'रेहड़ी पटरी',
  ],
  unorganised_worker: [
    'unorganised worker', 'unorganized worker', 'unorganised sector', 'unorganized sector', 'daily wage', 'daily wager',
    'daily wage worker', 'labourer', 'laborer', 'labour', 'mazdoor', 'majdoor', 'domestic worker', 'maid',
    'rickshaw puller', 'मजदूर', 'दिहाड़ी मजदूर', 'श्रमिक', 'असंगठित', 'घरेलू कामगार',
  ],
  construction_worker: [
    'construction worker', 'construction labourer', 'construction labour', 'building worker', 'mason', 'raj mistri',
    'निर्माण श्रमिक', 'निर्माण मजदूर', 'राजमिस्त्री',
  ],
  salaried_private: [
    'private job', 'private employee', 'private sector', 'private service', 'private company', 'salaried',
    'प्राइवेट नौकरी', 'निजी नौकरी', 'निजी क्षेत्र',
  ],
  government_employee: [
    'government employee', 'govt employee', 'government servant', 'govt servant', 'government job', 'govt job',
    'government service', 'govt service', 'civil servant', 'sarkari naukri', 'sarkari karmchari', 'सरकारी कर्मचारी',
    'सरकारी नौकरी', 'शासकीय कर्मचारी',
  ],
  self_employed: ['self employed', 'freelancer', 'freelance', 'swarozgar', 'swarojgar', 'स्वरोजगार', 'स्वनियोजित'],
  business_owner: [
    'business', 'businessman', 'businesswoman', 'business owner', 'shopkeeper', 'shop owner', 'trader', 'merchant',
    'entrepreneur', 'vyapari', 'dukandar', 'व्यापारी', 'व्यवसायी', 'दुकानदार', 'व्यापार',
  ],
  student: ['student', 'studying', 'vidyarthi', 'chhatra', 'छात्र', 'छात्रा', 'विद्यार्थी'],
  unemployed: ['unemployed', 'jobless', 'not working', 'no job', 'berozgar', 'berojgar', 'बेरोजगार'],
  homemaker: ['homemaker', 'home maker', 'housewife', 'house wife', 'housemaker', 'grihini', 'गृहिणी'],
  retired: [
    'retired', 'retiree', 'pensioner', 'retired government employee', 'retired govt employee', 'retired government servant',
    'sevanivrit', 'सेवानिवृत्त', 'रिटायर', 'रिटायर्ड', 'पेंशनभोगी',
  ],
};

const PHRASES = Object.entries(OCCUPATION_PHRASES).flatMap(([occupation, phrases]) =>
  phrases.map((phrase) => ({ occupation: occupation as Occupation, tokens: words(phrase) })),
);

/** The occupation free text clearly names, or undefined when it names none or several. */
export function occupationFromText(text: string): Occupation | undefined {
  const tokens = words(text);
  const hits: { occupation: Occupation; start: number; end: number }[] = [];
  for (const phrase of PHRASES) {
    for (let start = 0; start + phrase.tokens.length <= tokens.length; start += 1) {
      if (phrase.tokens.every((token, i) => tokens[start + i] === token)) {
        hits.push({ occupation: phrase.occupation, start, end: start + phrase.tokens.length });
      }
    }
  }
  const inside = (a: (typeof hits)[number], b: (typeof hits)[number]) =>
    b.end - b.start > a.end - a.start && b.start <= a.start && a.end <= b.end;
  const kept = hits.filter((hit) => !hits.some((other) => inside(hit, other)));
  const found = new Set(kept.map((hit) => hit.occupation));
  return found.size === 1 ? [...found][0] : undefined;
}
