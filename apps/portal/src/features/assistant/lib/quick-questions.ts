import { type IconName } from '../../../components/ui/icon';
import { type ChatLanguage } from '../types';

export interface QuickQuestion {
  icon: IconName;
  question: string;
  /** Asked in this language; null = in the language chosen in the chat. */
  language: ChatLanguage | null;
}

/**
 * Spec section 2: PM-KISAN eligibility, Ayushman Bharat benefits, applying for a housing
 * scheme, a Hindi and a Hinglish variant, women's schemes and a startup scheme.
 */
export const QUICK_QUESTIONS: readonly QuickQuestion[] = [
  { icon: 'sprout', question: 'Am I eligible for PM-KISAN?', language: null },
  { icon: 'health', question: 'What are the benefits of Ayushman Bharat?', language: null },
  { icon: 'home', question: 'How do I apply for the Pradhan Mantri Awas Yojana housing scheme?', language: null },
  { icon: 'globe', question: 'पीएम किसान योजना में कितने रुपये मिलते हैं?', language: 'hi' },
  { icon: 'chat', question: 'Ayushman card ke liye kaun eligible hai?', language: 'hinglish' },
  { icon: 'users', question: 'Which government schemes are there for women?', language: null },
  { icon: 'briefcase', question: 'How can my startup get funding from the Startup India Seed Fund Scheme?', language: null },
];
