import { type ChatLanguage, type RelevantScheme } from '../types';

/**
 * Questions the chat sends on the user's behalf are written in the chat's language (the
 * assistant answers in it), not in the interface language: English, Hindi in Devanagari,
 * Hinglish in Latin script.
 */
const PHRASES: Record<
  ChatLanguage,
  { tellMeAbout: (scheme: string) => string; howToApply: string; defaults: readonly string[] }
> = {
  en: {
    tellMeAbout: (scheme) => `Tell me about ${scheme}`,
    howToApply: 'How to apply for this scheme?',
    defaults: ['Find schemes for me', 'Document verification', 'Application help', 'Contact support'],
  },
  hi: {
    tellMeAbout: (scheme) => `${scheme} के बारे में बताइए`,
    howToApply: 'इस योजना के लिए आवेदन कैसे करें?',
    defaults: ['मेरे लिए योजनाएँ खोजें', 'दस्तावेज़ सत्यापन', 'आवेदन में मदद', 'सहायता से संपर्क'],
  },
  hinglish: {
    tellMeAbout: (scheme) => `${scheme} ke baare mein batao`,
    howToApply: 'Is scheme ke liye apply kaise karein?',
    defaults: ['Mere liye schemes dhundo', 'Document verification', 'Application mein help', 'Support se contact'],
  },
};

/** Spec section 9: the default suggestions, shown before any answer has its own. */
export function defaultSuggestions(language: ChatLanguage): readonly string[] {
  return PHRASES[language].defaults;
}

/** The widget's follow-ups: 'Tell me about {scheme}' for up to 3 schemes, then 'How to apply for this scheme?'. */
export function widgetFollowUps(schemes: readonly RelevantScheme[], language: ChatLanguage): string[] {
  if (schemes.length === 0) return [];
  const phrases = PHRASES[language];
  return [...schemes.slice(0, 3).map((s) => phrases.tellMeAbout(s.name)), phrases.howToApply];
}
