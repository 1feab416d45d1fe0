/** The languages the assistant answers in (spec section 9). */
export const CHAT_LANGUAGES = ['en', 'hi', 'hinglish'] as const;
export type ChatLanguage = (typeof CHAT_LANGUAGES)[number];

export function isChatLanguage(value: unknown): value is ChatLanguage {
  return typeof value === 'string' && (CHAT_LANGUAGES as readonly string[]).includes(value);
}

/** A scheme the answer was drawn from (similarity 0-1). */
export interface AnswerSource {
  schemeName: string;
  similarity: number;
}

export interface RelevantScheme {
  id: string;
  name: string;
  description: string;
  /** 0-1. */
  similarity: number;
}

/** `data` of a successful POST /api/qa/ask (and POST /api/chatbot). */
export interface AssistantAnswer {
  answer: string;
  /** 0-100. */
  confidence: number;
  sources: AnswerSource[];
  relevantSchemes: RelevantScheme[];
  suggestions: string[];
  language: ChatLanguage;
}

/** Why a question got no answer (spec section 8, by cause), plus the rate limit and a refused question. */
export type ErrorCause = 'fetch' | 'timeout' | '500' | 'rateLimited' | 'badRequest' | 'other' | 'notSuccessful';

interface MessageBase {
  id: string;
  timestamp: Date;
  language: ChatLanguage;
}

export interface UserMessage extends MessageBase {
  type: 'user';
  content: string;
}

export interface BotMessage extends MessageBase {
  type: 'bot';
  /**
   * 'answer' from the API; 'error' for the section 8 messages (confidence 0); 'fallback' for the
   * widget's local canned answer (no confidence: it does not come from the assistant).
   */
  kind: 'answer' | 'error' | 'fallback';
  /** The text itself, or (errors) empty with `contentKey` so it follows the interface language. */
  content: string;
  contentKey?: string;
  contentParams?: Record<string, string | number>;
  confidence?: number;
  sources: AnswerSource[];
  relevantSchemes: RelevantScheme[];
  suggestions: string[];
}

export type ChatMessage = UserMessage | BotMessage;

/** Spec section 3: Recent query. */
export interface RecentQuery {
  question: string;
  /** Epoch milliseconds. */
  timestamp: number;
  language: ChatLanguage;
}
