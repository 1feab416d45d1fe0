/**
 * Spellings of the same word that citizens type for scheme names: Hindi words written in
 * Latin letters have no single spelling (yojana / yojna, kisan / kisaan). Each variant maps
 * to one canonical spelling, applied to queries and to indexed text alike, so either finds
 * the other. Typos beyond these are the trigram index's job.
 */
const VARIANTS = new Map<string, string>(Object.entries({
  yojna: 'yojana', yojanaa: 'yojana', yojona: 'yojana',
  kisaan: 'kisan', kissan: 'kisan', kishan: 'kisan',
  sammaan: 'samman', sanman: 'samman',
  aawas: 'awas', awaas: 'awas', avas: 'awas', aawaas: 'awas',
  beema: 'bima', bema: 'bima',
  jivan: 'jeevan', jiwan: 'jeevan', jeewan: 'jeevan',
  jyothi: 'jyoti',
  suraksa: 'suraksha', surakhsa: 'suraksha',
  aayushman: 'ayushman', ayushmaan: 'ayushman', aayushmaan: 'ayushman',
  ujjawala: 'ujjwala', ujwala: 'ujjwala', ujjvala: 'ujjwala',
  matri: 'matru', mathru: 'matru',
  vandna: 'vandana',
  koshal: 'kaushal',
  vikaas: 'vikas',
  gareeb: 'garib', gharib: 'garib',
  kalyaan: 'kalyan',
  mandhan: 'maandhan', maandhaan: 'maandhan',
  pention: 'pension', penshan: 'pension',
  siksha: 'shiksha', shikhsha: 'shiksha',
  laxmi: 'lakshmi', luxmi: 'lakshmi',
  vidyalakshmi: 'vidyalaxmi',
  laadli: 'ladli', ladali: 'ladli',
  behena: 'behna', bahna: 'behna', behan: 'behna',
  kanyasree: 'kanyashree', kanyashri: 'kanyashree', kanyasri: 'kanyashree',
  samridhi: 'samriddhi', samruddhi: 'samriddhi', samrudhi: 'samriddhi',
  swanidhi: 'svanidhi',
  vishvakarma: 'vishwakarma', viswakarma: 'vishwakarma',
  sinchai: 'sinchayee', sinchayi: 'sinchayee',
  krushi: 'krishi',
  grameen: 'gramin', gramina: 'gramin', graamin: 'gramin',
  bijlee: 'bijli',
  aarogya: 'arogya',
  janaushadi: 'janaushadhi',
  mnrega: 'mgnrega', nrega: 'mgnrega', narega: 'mgnrega', mgnregs: 'mgnrega', manrega: 'mgnrega',
  eshram: 'e shram',
  pradhanmantri: 'pradhan mantri',
  प्रधानमंत्री: 'प्रधान मंत्री',
}));

/** Words that follow 'pm' in scheme short names, so 'pmkisan' reads as 'pm kisan'. */
const PM_WORDS = new Set(['kisan', 'jay', 'svanidhi', 'vishwakarma', 'kusum', 'poshan', 'yasasvi', 'vidyalaxmi', 'ujjwala', 'mudra']);

function canonicalWord(word: string): string {
  const known = VARIANTS.get(word);
  if (known) return known;
  if (word.length > 2 && word.startsWith('pm')) {
    const rest = VARIANTS.get(word.slice(2)) ?? word.slice(2);
    if (PM_WORDS.has(rest)) return `pm ${rest}`;
  }
  return word;
}

const DEVANAGARI_DIGITS = /[\u0966-\u096F]/g;

/**
 * The form search compares: lower case; Latin accents, Devanagari nukta and chandrabindu
 * folded; Devanagari digits as 0-9; digit-group commas dropped ("₹6,000" → "6000");
 * apostrophes dropped ("women's" → "womens"); any other punctuation, hyphen or symbol a space
 * ('PM-KISAN' → 'pm kisan'); spaces collapsed; and the transliteration variants above made
 * canonical. Devanagari letters and vowel signs are kept.
 */
export function normaliseQuery(q: string): string {
  const text = q
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[\u0300-\u036F]/g, '')
    .replace(/\u093C/g, '')
    .replace(/\u0901/g, '\u0902')
    .normalize('NFC')
    .replace(DEVANAGARI_DIGITS, (digit) => String(digit.charCodeAt(0) - 0x0966))
    .replace(/(\d),(?=\d)/g, '$1')
    .replace(/['’‘`]/g, '')
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
    .trim();
  if (!text) return '';
  return text.split(' ').map(canonicalWord).join(' ');
}
