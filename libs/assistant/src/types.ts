import type { CitizenProfile } from '@jan-seva/schemes';

/** The languages the assistant answers in (spec section 9). */
export const ASSISTANT_LANGUAGES = ['en', 'hi', 'hinglish'] as const;
export type AssistantLanguage = (typeof ASSISTANT_LANGUAGES)[number];

export type Script = 'devanagari' | 'latin';

export const INTENTS = [
  'benefit', 'eligibility', 'documents', 'apply', 'deadline', 'contact', 'list', 'about', 'greeting', 'help', 'unknown',
] as const;
export type Intent = (typeof INTENTS)[number];

export interface Detected {
  language: AssistantLanguage;
  script: Script;
  intent: Intent;
  /** Both Hindi and English words (or both scripts) in one question. */
  mixed: boolean;
}

export interface Source {
  schemeId: string;
  schemeName: string;
  /** 0-1. */
  similarity: number;
}

export interface RelevantScheme {
  id: string;
  name: string;
  description: string;
  /** 0-1. */
  similarity: number;
}

export interface AssistantAnswer {
  answer: string;
  /** 0-100, an integer. */
  confidence: number;
  sources: Source[];
  /** At most 3. */
  relevantSchemes: RelevantScheme[];
  suggestions: string[];
  language: AssistantLanguage;
  detected: Detected;
  /** True when the assistant found nothing to answer from and said so. */
  refused: boolean;
}

export interface AskInput {
  question: string;
  language: AssistantLanguage;
  /** The signed-in citizen's facts; the eligibility engine runs on them for the top scheme. */
  profile?: CitizenProfile;
  /** Decides whether a deadline has passed; defaults to the current time. */
  now?: Date;
  /**
   * The scheme the previous answer was about, so a follow-up that names no scheme ("How to
   * apply for this scheme?") is answered for it.
   */
  followUpOf?: string;
}
