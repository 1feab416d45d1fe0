import type { AssistantLanguage, Script } from '../types';

/**
 * Words that mark romanised Hindi (Hinglish): grammar words and common verbs that are not
 * English words, so "PM Kisan mein kitna paisa milta hai?" reads as Hinglish and "How much
 * money do farmers get under PM-KISAN?" as English.
 */
const HINGLISH_MARKERS = new Set([
  'hai', 'hain', 'hoon', 'hun', 'ho', 'hota', 'hoti', 'hote', 'hoga', 'hogi', 'tha', 'thi', 'kya', 'kyaa', 'kaise', 'kaisa',
  'kaisi', 'kitna', 'kitne', 'kitni', 'kab', 'kahan', 'kahaan', 'kaun', 'kon', 'kaunsi', 'konsi', 'kaunsa', 'konsa', 'kis',
  'kisi', 'ka', 'ki', 'ke', 'ko', 'se', 'mein', 'mai', 'mujhe', 'mujhko', 'mere', 'meri', 'mera', 'hamare', 'hamari', 'hamara',
  'aap', 'aapka', 'aapki', 'aapke', 'apna', 'apni', 'apne', 'liye', 'aur', 'bhi', 'tak', 'yeh', 'koi', 'kuch', 'nahi',
  'nahin', 'karna', 'karne', 'karein', 'kare', 'karen', 'karo', 'karu', 'karun', 'batao', 'bataye', 'bataiye', 'batayein',
  'chahiye', 'chaiye', 'chahie', 'milta', 'milti', 'milte', 'milega', 'milegi', 'milenge', 'sakta', 'sakti', 'sakte', 'wala',
  'wali', 'wale', 'raha', 'rahi', 'rahe', 'yojana', 'yojna', 'paisa', 'paise', 'rupaye', 'sarkari', 'kaam', 'ghar', 'beti',
  'padhai', 'kheti', 'ilaj', 'ilaaj', 'naukri', 'rozgar', 'budhapa', 'budhape', 'vidhwa', 'mahila', 'mahilaon', 'kisaan',
  'kisano', 'gaon', 'gareeb', 'garib', 'kagaz', 'kagzat', 'dastavez', 'avedan', 'aavedan', 'labh', 'fayda', 'jaankari',
  'jankari', 'bare', 'baare', 'dijiye', 'chahta', 'chahti', 'hum', 'uske', 'iske', 'uska', 'iska', 'lekin', 'agar', 'jab',
  'abhi', 'kyun', 'kyon', 'accha', 'acha', 'theek', 'haan', 'ji', 'bhai', 'didi', 'bachche', 'bacche', 'ladki', 'ladka',
  'shaadi', 'makaan', 'makan', 'kaha', 'padega', 'lagta', 'lagenge', 'lagega', 'dena', 'lena', 'kijiye',
  'karwana', 'banwana', 'banaye', 'banwaye', 'khata', 'kholna', 'kholein', 'khole', 'bima', 'beema', 'karz', 'karza', 'mil',
]);

/** English function words that romanised Hindi does not use. */
const ENGLISH_MARKERS = new Set([
  'the', 'is', 'are', 'was', 'what', 'how', 'much', 'many', 'for', 'of', 'my', 'does', 'can', 'which', 'who', 'when', 'where',
  'under', 'get', 'i', 'am', 'about', 'and', 'with', 'there', 'this', 'any', 'need', 'should', 'will', 'please', 'tell',
  'apply', 'scheme', 'schemes', 'eligible', 'documents', 'required', 'money', 'old', 'age', 'from', 'an', 'a', 'do', 'to',
  'give', 'gives', 'benefits', 'benefit', 'help', 'want', 'me', 'your', 'our', 'their', 'it', 'if', 'or', 'be', 'have', 'has',
  'daughter', 'son', 'farmer', 'farmers', 'women', 'woman', 'house', 'get', 'receive', 'amount', 'loan', 'insurance',
]);

export interface LanguageGuess {
  language: AssistantLanguage;
  script: Script;
  /** Hindi and English words (or Devanagari and Latin letters) in the same question. */
  mixed: boolean;
}

/**
 * The language of a question: Devanagari letters are Hindi; Latin letters are Hinglish when
 * words that mark romanised Hindi are at least as many as English function words, else English.
 * 'ho', 'to', 'me' and 'hi' are left out of the markers because English uses them too.
 */
export function detectLanguage(text: string): LanguageGuess {
  const devanagari = (text.match(/[\u0900-\u097F]/g) ?? []).length;
  const latin = (text.match(/[A-Za-z]/g) ?? []).length;
  if (devanagari > 0 && devanagari >= latin) return { language: 'hi', script: 'devanagari', mixed: latin > 0 };
  const words = text.toLowerCase().match(/[a-z]+/g) ?? [];
  let hinglish = 0;
  let english = 0;
  for (const word of words) {
    if (HINGLISH_MARKERS.has(word)) hinglish += 1;
    else if (ENGLISH_MARKERS.has(word)) english += 1;
  }
  const mixedScripts = devanagari > 0;
  if (hinglish > 0 && hinglish >= english) return { language: 'hinglish', script: 'latin', mixed: english > 0 || mixedScripts };
  return { language: 'en', script: 'latin', mixed: hinglish > 0 || mixedScripts };
}
