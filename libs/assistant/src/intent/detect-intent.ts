import { keysOf, tokenize, type Token } from '../text/analyze';
import { PhraseMatcher } from '../text/phrases';
import type { Intent } from '../types';

/** What a question asks for, in the order one wins over another when several are asked. */
export type AskedIntent = Extract<Intent, 'documents' | 'apply' | 'eligibility' | 'deadline' | 'contact' | 'benefit' | 'list' | 'about'>;
// "Last date to apply" is a deadline and "can I apply" a matter of eligibility, so both beat 'apply'.
const PRIORITY: AskedIntent[] = ['documents', 'deadline', 'eligibility', 'apply', 'contact', 'benefit', 'list', 'about'];

/** Cue words and phrases per intent, in the three languages (folded like any text). */
const CUES: Record<AskedIntent, string[]> = {
  documents: [
    'document', 'paper', 'papers', 'paperwork', 'proof', 'proofs', 'certificate', 'certificates', 'kagaz', 'dastavez',
    'what do i need to submit', 'what to submit', 'what should i submit', 'kya kya lagta', 'kya lagta', 'kya lagega',
    'kya kya chahiye', 'kya kya lagega', 'praman patra', 'id proof', 'दस्तावेज', 'कागज', 'कागजात', 'डॉक्यूमेंट', 'क्या क्या लगता',
    'क्या लगता', 'क्या क्या चाहिए', 'प्रमाण पत्र', 'क्या क्या लगेगा', 'कागज़ात',
  ],
  apply: [
    'apply', 'application', 'register', 'registration', 'enrol', 'enroll', 'enrolment', 'enrollment', 'sign up', 'how to get',
    'how do i get', 'how can i get', 'how to avail', 'avail', 'how to open', 'open an account', 'open account', 'procedure',
    'process', 'steps', 'join', 'form', 'how to claim', 'how to make', 'how do i make', 'where to apply', 'avedan',
    'panjikaran', 'kaise kare', 'kaise karen', 'kaise karein', 'kaise karu', 'kaise banaye', 'kaise banwaye', 'kaise banega',
    'kaise milega', 'kaise milta', 'kaise le', 'kaise lein', 'kaise khole', 'kaise kholen', 'kaise khulega', 'kahan se',
    'kaha se', 'kaise jude', 'kaise jud', 'kaise paye', 'kaise paaye', 'आवेदन', 'अप्लाई', 'पंजीकरण', 'रजिस्ट्रेशन', 'कैसे करें',
    'कैसे करे', 'कैसे बनवाएं', 'कैसे बनाएं', 'कैसे मिलेगा', 'कैसे बनेगा', 'कैसे लें', 'कैसे खोलें', 'प्रक्रिया', 'फॉर्म',
    'कहां से', 'कैसे मिलता', 'कैसे जुड़ें', 'कैसे पाएं', 'कैसे बनवाये',
  ],
  eligibility: [
    'eligible', 'eligibility', 'qualify', 'qualifies', 'who can', 'can i', 'am i', 'criteria', 'age limit', 'income limit',
    'conditions', 'condition', 'entitled', 'for whom', 'who gets', 'who will get', 'who is it for', 'patra', 'patrata',
    'kaun le sakta', 'kaun le sakti', 'kaun apply', 'kon le sakta', 'kya main', 'kya mai', 'kya mujhe', 'mil sakta',
    'mil sakti', 'mil sakte', 'le sakta', 'le sakti', 'le sakte', 'shart', 'sharten', 'umar', 'umr', 'kise milta', 'kisko milta',
    'kise milega', 'kisko milega', 'पात्र', 'पात्रता', 'योग्यता', 'कौन ले सकता', 'कौन ले सकती', 'कौन आवेदन', 'क्या मैं',
    'क्या मुझे', 'मिल सकता', 'मिल सकती', 'ले सकता', 'ले सकती', 'ले सकते', 'शर्त', 'शर्तें', 'आयु सीमा', 'उम्र', 'किसे मिलता',
    'किसको मिलता', 'किसे मिलेगा', 'किसको मिलेगा',
  ],
  deadline: [
    'deadline', 'last date', 'due date', 'closing date', 'till when', 'until when', 'by when', 'when', 'date', 'dates',
    'kab tak', 'kab', 'aakhri', 'antim', 'tarikh', 'tithi', 'next installment', 'next instalment', 'agli kisht', 'agli kist',
    'अंतिम तिथि', 'आखिरी तारीख', 'कब तक', 'कब', 'तारीख', 'तिथि', 'अगली किस्त',
  ],
  contact: [
    'contact', 'helpline', 'phone number', 'phone', 'toll free', 'call', 'email', 'customer care', 'whom to contact',
    'who to contact', 'complaint', 'sampark', 'number', 'office address', 'address', 'संपर्क', 'हेल्पलाइन', 'फोन', 'नंबर',
    'टोल फ्री', 'ईमेल', 'शिकायत',
  ],
  benefit: [
    'how much', 'how many', 'amount', 'benefit', 'benefits', 'what do i get', 'what will i get', 'what does it give', 'money',
    'rupee', 'paisa', 'kitna', 'kitne', 'kitni', 'kya milta', 'kya milega', 'kya milti', 'kya milte', 'labh', 'fayda', 'faida',
    'rashi', 'installment', 'instalment', 'kisht', 'kist', 'subsidy', 'cover', 'coverage', 'interest rate', 'stipend', 'paid',
    'payment', 'premium', 'कितना', 'कितने', 'कितनी', 'लाभ', 'फायदा', 'राशि', 'रुपये', 'पैसा', 'पैसे', 'किस्त', 'क्या मिलता',
    'क्या मिलेगा', 'क्या मिलती', 'सब्सिडी', 'ब्याज दर', 'प्रीमियम', 'मदद राशि',
  ],
  list: [
    'schemes for', 'which schemes', 'which scheme', 'what schemes', 'any scheme', 'any schemes', 'is there', 'are there',
    'suggest', 'recommend', 'options', 'looking for', 'i need', 'koi yojana', 'kaun si yojana', 'konsi yojana', 'kaunsi yojana',
    'kon si yojana', 'sari yojana', 'कोई योजना', 'कौन सी योजना', 'कौनसी योजना', 'योजनाएं', 'कौन सी योजनाएं', 'कौन कौन सी',
    'kaun kaun si', 'schemes available', 'government schemes', 'sarkari yojana', 'सरकारी योजना',
  ],
  about: [
    'what is', 'tell me about', 'tell me more', 'explain', 'details', 'information', 'kya hai', 'ke bare mein', 'ke baare mein',
    'ke bare me', 'ke baare me', 'jankari', 'batao', 'bataiye', 'क्या है', 'के बारे में', 'जानकारी', 'बताइए', 'बताएं',
  ],
};

const MATCHER = new PhraseMatcher<AskedIntent>();
/** One-word Hindi cues by stem, so inflected forms count too (फायदा → फायदे, दस्तावेज़ → दस्तावेज़ों). */
const BY_HINDI_STEM = new Map<string, AskedIntent>();
for (const intent of [...PRIORITY].reverse()) {
  for (const cue of CUES[intent]) {
    const tokens = tokenize(cue);
    MATCHER.add(tokens.map((token) => token.key), intent);
    const [only] = tokens;
    if (tokens.length === 1 && only && only.script === 'devanagari' && only.stem.length >= 2) BY_HINDI_STEM.set(only.stem, intent);
  }
}

export interface IntentGuess {
  /** The intent that decides the answer. */
  primary: AskedIntent | undefined;
  /** Every intent asked, by priority. */
  all: AskedIntent[];
}

/**
 * The intents a question asks, from cue words and phrases. A phrase is matched before the
 * words inside it ("how much" is an amount, "kya mujhe … mil sakta" eligibility).
 */
export function detectIntent(tokens: readonly Token[]): IntentGuess {
  const found = new Set<AskedIntent>();
  const covered = new Set<number>();
  for (const match of MATCHER.findAll(tokens.map((token) => token.key))) {
    for (const intent of match.values) found.add(intent);
    for (let i = match.start; i < match.start + match.length; i += 1) covered.add(i);
  }
  tokens.forEach((token, i) => {
    const intent = !covered.has(i) && token.script === 'devanagari' ? BY_HINDI_STEM.get(token.stem) : undefined;
    if (intent) found.add(intent);
  });
  const all = PRIORITY.filter((intent) => found.has(intent));
  return { primary: all[0], all };
}

/** Every key of every cue, so the spelling corrector knows them. */
export const cueKeys = (): string[] => Object.values(CUES).flatMap((cues) => cues.flatMap(keysOf));
