import type { Bilingual, Scheme } from '@jan-seva/schemes';
import type { AssistantLanguage } from '../types';

export type Localised = Record<AssistantLanguage, string>;

/** The catalogue's text for a language: Hindi for 'hi', English for English and Hinglish. */
export const field = (text: Bilingual, language: AssistantLanguage): string => (language === 'hi' ? text.hi : text.en);

/** The short name citizens know a scheme by, in the language's script. */
export const shortNameOf = (scheme: Scheme, language: AssistantLanguage): string =>
  scheme.shortName ? field(scheme.shortName, language) : field(scheme.name, language);

export const nameOf = (scheme: Scheme, language: AssistantLanguage): string => field(scheme.name, language);

/** "PM-KISAN (Pradhan Mantri Kisan Samman Nidhi)", or the name alone when the short name is part of it. */
export function titleOf(scheme: Scheme, language: AssistantLanguage): string {
  const short = shortNameOf(scheme, language);
  const name = nameOf(scheme, language);
  return name.includes(short) ? name : `${short} (${name})`;
}

/** Fills {placeholders}. */
export const fill = (template: string, values: Record<string, string>): string =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

/** The first sentence of a text (for one-line summaries). */
export function firstSentence(text: string): string {
  const match = text.match(/^.+?[.।](?=\s|$)/u);
  return (match ? match[0] : text).trim();
}

const DATE_LOCALE: Record<AssistantLanguage, string> = { en: 'en-IN', hi: 'hi-IN', hinglish: 'en-IN' };

const dateFormats = new Map<AssistantLanguage, Intl.DateTimeFormat>();

/** A catalogue date (YYYY-MM-DD) as "13 March 2026" / "13 मार्च 2026". */
export function formatDate(iso: string, language: AssistantLanguage): string {
  let format = dateFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(DATE_LOCALE[language], { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    dateFormats.set(language, format);
  }
  return format.format(new Date(`${iso}T00:00:00Z`));
}

export const TEXT = {
  notFound: {
    en: 'I could not find a scheme for that. I answer questions about government schemes: ask about a scheme by name (for example PM-KISAN or Ayushman Bharat) or about a need such as farming, pension, education, housing, health or jobs.',
    hi: 'मुझे इसके लिए कोई योजना नहीं मिली। मैं सरकारी योजनाओं के बारे में जवाब देता हूँ: किसी योजना का नाम (जैसे पीएम-किसान या आयुष्मान भारत) या अपनी ज़रूरत — खेती, पेंशन, पढ़ाई, घर, इलाज या रोज़गार — लिखकर पूछें।',
    hinglish: 'Maaf kijiye, mujhe iske liye koi yojana nahi mili. Main sarkari yojanaon ke baare mein jawab deta hoon: kisi yojana ka naam (jaise PM-KISAN ya Ayushman Bharat) ya apni zarurat — kheti, pension, padhai, ghar, ilaj ya rozgar — likh kar poochiye.',
  },
  helpNotFound: {
    en: 'I could not find an answer for that. I can help with government schemes and with using this portal: document verification (/verify), complaints (/complaints), events (/events), offices near you (/locations), your account and profile, and languages. Portal helpline: 1800-121-3468.',
    hi: 'मुझे इसका जवाब नहीं मिला। मैं सरकारी योजनाओं और इस पोर्टल के उपयोग में मदद कर सकता हूँ: दस्तावेज़ सत्यापन (/verify), शिकायतें (/complaints), कार्यक्रम (/events), पास के कार्यालय (/locations), आपका खाता और प्रोफ़ाइल, और भाषा। पोर्टल हेल्पलाइन: 1800-121-3468।',
    hinglish: 'Mujhe iska jawab nahi mila. Main sarkari yojanaon aur is portal ke use mein madad kar sakta hoon: document verification (/verify), complaints (/complaints), events (/events), paas ke offices (/locations), aapka account aur profile, aur bhasha. Portal helpline: 1800-121-3468.',
  },
  whichScheme: {
    en: 'Which scheme do you mean? Tell me its name (for example "How to apply for PM-KISAN?") or what you need help with, such as a pension, a scholarship or a house.',
    hi: 'आप किस योजना के बारे में पूछ रहे हैं? उसका नाम बताइए (जैसे "पीएम-किसान के लिए आवेदन कैसे करें?") या अपनी ज़रूरत, जैसे पेंशन, छात्रवृत्ति या घर।',
    hinglish: 'Aap kis yojana ke baare mein pooch rahe hain? Uska naam batayein (jaise "PM-KISAN ke liye apply kaise karein?") ya apni zarurat, jaise pension, scholarship ya ghar.',
  },
  greeting: {
    en: 'Namaste! I am the Jan Seva assistant. Ask me about government schemes in English, Hindi or Hinglish: what a scheme gives, who is eligible, which documents you need, how to apply, dates and contacts.',
    hi: 'नमस्ते! मैं जन सेवा सहायक हूँ। सरकारी योजनाओं के बारे में हिंदी, अंग्रेज़ी या हिंग्लिश में पूछें: योजना में क्या मिलता है, कौन पात्र है, कौन से दस्तावेज़ चाहिए, आवेदन कैसे करें, तिथियाँ और संपर्क।',
    hinglish: 'Namaste! Main Jan Seva assistant hoon. Sarkari yojanaon ke baare mein English, Hindi ya Hinglish mein poochiye: yojana mein kya milta hai, kaun eligible hai, kaun se documents chahiye, apply kaise karein, dates aur contact.',
  },
  benefitsOf: { en: 'Benefits of {scheme}:', hi: '{scheme} के लाभ:', hinglish: '{scheme} ke fayde:' },
  noMoney: {
    en: '{scheme} does not pay a fixed amount of money; what it gives:',
    hi: '{scheme} में कोई तय राशि नहीं मिलती; इसमें मिलता है:',
    hinglish: '{scheme} mein koi fixed amount nahi milta; isme milta hai:',
  },
  eligibilityOf: { en: 'Who can get {scheme}:', hi: '{scheme} के लिए पात्रता:', hinglish: '{scheme} ke liye kaun eligible hai:' },
  documentsOf: { en: 'Documents needed for {scheme}:', hi: '{scheme} के लिए ज़रूरी दस्तावेज़:', hinglish: '{scheme} ke liye ye documents chahiye:' },
  applyOf: { en: 'How to apply for {scheme}:', hi: '{scheme} के लिए आवेदन कैसे करें:', hinglish: '{scheme} ke liye apply kaise karein:' },
  applyLink: { en: 'Apply at: {link}', hi: 'आवेदन लिंक: {link}', hinglish: 'Apply link: {link}' },
  officialLink: { en: 'Official website: {link}', hi: 'आधिकारिक वेबसाइट: {link}', hinglish: 'Official website: {link}' },
  deadlineOn: {
    en: 'The last date to apply for {scheme} is {date}.',
    hi: '{scheme} के लिए आवेदन की अंतिम तिथि {date} है।',
    hinglish: '{scheme} ke liye apply karne ki last date {date} hai.',
  },
  deadlinePassed: {
    en: 'That date has passed.',
    hi: 'यह तिथि निकल चुकी है।',
    hinglish: 'Yeh date nikal chuki hai.',
  },
  noDeadline: {
    en: '{scheme} has no fixed last date to apply.',
    hi: '{scheme} के लिए आवेदन की कोई तय अंतिम तिथि नहीं है।',
    hinglish: '{scheme} ke liye apply karne ki koi fixed last date nahi hai.',
  },
  closed: {
    en: '{scheme} is closed for new applications.',
    hi: '{scheme} में अभी नए आवेदन बंद हैं।',
    hinglish: '{scheme} mein abhi naye applications band hain.',
  },
  importantDates: { en: 'Important dates:', hi: 'महत्वपूर्ण तिथियाँ:', hinglish: 'Important dates:' },
  contactOf: { en: 'Contact for {scheme}:', hi: '{scheme} के लिए संपर्क:', hinglish: '{scheme} ke liye sampark:' },
  helpline: { en: 'Helpline', hi: 'हेल्पलाइन', hinglish: 'Helpline' },
  email: { en: 'Email', hi: 'ईमेल', hinglish: 'Email' },
  address: { en: 'Where to go', hi: 'कहाँ जाएँ', hinglish: 'Kahan jaayein' },
  listIntro: {
    en: 'Schemes that match your question:',
    hi: 'आपके सवाल से मिलती योजनाएँ:',
    hinglish: 'Aapke sawaal se milti yojanayein:',
  },
  mainBenefit: { en: 'Main benefit', hi: 'मुख्य लाभ', hinglish: 'Mukhya fayda' },
  otherSchemes: {
    en: 'Other schemes that may fit: {schemes}.',
    hi: 'अन्य योजनाएँ जो काम की हो सकती हैं: {schemes}।',
    hinglish: 'Aur yojanayein jo kaam aa sakti hain: {schemes}.',
  },
  askMore: {
    en: 'Ask me about its eligibility, documents or how to apply.',
    hi: 'इसकी पात्रता, दस्तावेज़ या आवेदन की प्रक्रिया के बारे में पूछ सकते हैं।',
    hinglish: 'Iski eligibility, documents ya apply karne ka tareeka bhi pooch sakte hain.',
  },
  profileIntro: { en: 'Based on your profile ({facts}):', hi: 'आपकी प्रोफ़ाइल के अनुसार ({facts}):', hinglish: 'Aapki profile ke hisaab se ({facts}):' },
  profileIntroBare: { en: 'Based on your profile:', hi: 'आपकी प्रोफ़ाइल के अनुसार:', hinglish: 'Aapki profile ke hisaab se:' },
  eligibleYes: {
    en: 'You meet every condition of {scheme}.',
    hi: 'आप {scheme} की सभी शर्तें पूरी करते हैं।',
    hinglish: 'Aap {scheme} ki sabhi sharten poori karte hain.',
  },
  eligibleNo: {
    en: 'You do not meet every condition of {scheme}.',
    hi: 'आप {scheme} की सभी शर्तें पूरी नहीं करते।',
    hinglish: 'Aap {scheme} ki sabhi sharten poori nahi karte.',
  },
  eligibleUnknown: {
    en: 'You may be eligible for {scheme}; a few facts are missing.',
    hi: 'आप {scheme} के पात्र हो सकते हैं; कुछ जानकारी बाकी है।',
    hinglish: 'Aap {scheme} ke liye eligible ho sakte hain; kuch jaankari baaki hai.',
  },
  verdictsNote: {
    en: 'the notes in brackets say whether you meet each scheme\'s conditions.',
    hi: 'कोष्ठक में लिखा है कि आप हर योजना की शर्तें पूरी करते हैं या नहीं।',
    hinglish: 'brackets mein likha hai ki aap har yojana ki sharten poori karte hain ya nahi.',
  },
  met: { en: 'Met', hi: 'शर्त पूरी', hinglish: 'Shart poori' },
  notMet: { en: 'Not met', hi: 'शर्त पूरी नहीं', hinglish: 'Shart poori nahi' },
  missing: { en: 'We need to know', hi: 'यह जानकारी चाहिए', hinglish: 'Yeh jaankari chahiye' },
  verdictYes: { en: 'you meet every condition', hi: 'आप सभी शर्तें पूरी करते हैं', hinglish: 'aap sabhi sharten poori karte hain' },
  verdictNo: { en: 'not eligible: {reason}', hi: 'पात्र नहीं: {reason}', hinglish: 'eligible nahi: {reason}' },
  verdictUnknown: { en: 'may be eligible ({count} facts missing)', hi: 'पात्र हो सकते हैं ({count} जानकारी बाकी)', hinglish: 'eligible ho sakte hain ({count} jaankari baaki)' },
  recommendIntro: {
    en: 'From your profile, these schemes fit you best:',
    hi: 'आपकी प्रोफ़ाइल के अनुसार ये योजनाएँ आपके लिए सबसे उपयुक्त हैं:',
    hinglish: 'Aapki profile ke hisaab se ye yojanayein aapke liye sabse sahi hain:',
  },
  tellMeMore: { en: 'Tell me more about {scheme}', hi: '{scheme} के बारे में और बताइए', hinglish: '{scheme} ke baare mein aur batao' },
  howToApply: { en: 'How to apply for this scheme?', hi: 'इस योजना के लिए आवेदन कैसे करें?', hinglish: 'Is yojana ke liye apply kaise karein?' },
} satisfies Record<string, Localised>;

/** The spec's default suggestions (section 9), localised. */
export const DEFAULT_SUGGESTIONS: Record<AssistantLanguage, string[]> = {
  en: ['Find schemes for me', 'Document verification', 'Application help', 'Contact support'],
  hi: ['मेरे लिए योजनाएँ खोजें', 'दस्तावेज़ सत्यापन', 'आवेदन में मदद', 'सहायता से संपर्क करें'],
  hinglish: ['Mere liye yojanayein dhoondo', 'Document verification', 'Application mein madad', 'Support se contact karo'],
};
