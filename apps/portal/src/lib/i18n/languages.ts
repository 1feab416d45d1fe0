import { LANGUAGE_CODES, type LanguageCode } from '@jan-seva/contracts';

export { LANGUAGE_CODES, type LanguageCode };

/** localStorage key of the chosen interface language (spec section 4, Language). */
export const LANGUAGE_STORAGE_KEY = 'language';
/** Window event that any part of the page can dispatch to change the language. */
export const LANGUAGE_CHANGED_EVENT = 'languageChanged';
export const DEFAULT_LANGUAGE: LanguageCode = 'en';

export interface LanguageInfo {
  code: LanguageCode;
  /** English name. */
  name: string;
  /** The language's name in its own script. */
  nativeName: string;
  flag: string;
  /** Millions of speakers (Census of India 2011, first language; English: all speakers). */
  speakers: number;
  region: string;
  /** The Union's official languages (Article 343 and the Official Languages Act). */
  isOfficial: boolean;
  hasVoice: boolean;
  hasOffline: boolean;
  dir: 'ltr' | 'rtl';
}

const INDIA = '🇮🇳';

export const LANGUAGES: readonly LanguageInfo[] = [
  { code: 'en', name: 'English', nativeName: 'English', flag: INDIA, speakers: 129, region: 'All India', isOfficial: true, hasVoice: true, hasOffline: true, dir: 'ltr' },
  { code: 'hi', name: 'Hindi', nativeName: 'हिन्दी', flag: INDIA, speakers: 528, region: 'North and Central India', isOfficial: true, hasVoice: true, hasOffline: true, dir: 'ltr' },
  { code: 'bn', name: 'Bengali', nativeName: 'বাংলা', flag: INDIA, speakers: 97, region: 'West Bengal, Tripura', isOfficial: false, hasVoice: true, hasOffline: false, dir: 'ltr' },
  { code: 'te', name: 'Telugu', nativeName: 'తెలుగు', flag: INDIA, speakers: 81, region: 'Andhra Pradesh, Telangana', isOfficial: false, hasVoice: true, hasOffline: false, dir: 'ltr' },
  { code: 'mr', name: 'Marathi', nativeName: 'मराठी', flag: INDIA, speakers: 83, region: 'Maharashtra, Goa', isOfficial: false, hasVoice: true, hasOffline: false, dir: 'ltr' },
  { code: 'ta', name: 'Tamil', nativeName: 'தமிழ்', flag: INDIA, speakers: 69, region: 'Tamil Nadu, Puducherry', isOfficial: false, hasVoice: true, hasOffline: false, dir: 'ltr' },
  { code: 'gu', name: 'Gujarati', nativeName: 'ગુજરાતી', flag: INDIA, speakers: 55, region: 'Gujarat, Dadra and Nagar Haveli and Daman and Diu', isOfficial: false, hasVoice: true, hasOffline: false, dir: 'ltr' },
  { code: 'ur', name: 'Urdu', nativeName: 'اردو', flag: INDIA, speakers: 51, region: 'Uttar Pradesh, Bihar, Telangana, Jammu and Kashmir', isOfficial: false, hasVoice: true, hasOffline: false, dir: 'rtl' },
  { code: 'kn', name: 'Kannada', nativeName: 'ಕನ್ನಡ', flag: INDIA, speakers: 44, region: 'Karnataka', isOfficial: false, hasVoice: true, hasOffline: false, dir: 'ltr' },
  { code: 'ml', name: 'Malayalam', nativeName: 'മലയാളം', flag: INDIA, speakers: 35, region: 'Kerala, Lakshadweep', isOfficial: false, hasVoice: true, hasOffline: false, dir: 'ltr' },
  { code: 'pa', name: 'Punjabi', nativeName: 'ਪੰਜਾਬੀ', flag: INDIA, speakers: 33, region: 'Punjab, Chandigarh', isOfficial: false, hasVoice: false, hasOffline: false, dir: 'ltr' },
  { code: 'or', name: 'Odia', nativeName: 'ଓଡ଼ିଆ', flag: INDIA, speakers: 38, region: 'Odisha', isOfficial: false, hasVoice: false, hasOffline: false, dir: 'ltr' },
  { code: 'as', name: 'Assamese', nativeName: 'অসমীয়া', flag: INDIA, speakers: 15, region: 'Assam', isOfficial: false, hasVoice: false, hasOffline: false, dir: 'ltr' },
];

/** The languages offered directly in the header dropdown (spec: Shared header). */
export const HEADER_LANGUAGE_CODES: readonly LanguageCode[] = ['en', 'hi', 'bn', 'te', 'mr', 'ta', 'gu', 'ur'];

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && (LANGUAGE_CODES as readonly string[]).includes(value);
}

export function getLanguageInfo(code: string): LanguageInfo {
  return LANGUAGES.find((language) => language.code === code) ?? LANGUAGES[0]!;
}

/** Right-to-left scripts (spec: Urdu and Arabic). */
export function directionOf(code: string): 'ltr' | 'rtl' {
  return code === 'ur' || code === 'ar' ? 'rtl' : 'ltr';
}
