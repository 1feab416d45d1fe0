import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import {
  type AnswerSource,
  type AssistantAnswer,
  type ChatLanguage,
  type RelevantScheme,
  isChatLanguage,
} from '../types';

/** The api client adds `/api`: the request goes to exactly POST /api/qa/ask. */
export const ASK_PATH = '/qa/ask';
/** A reply slower than this is abandoned and reported as a timeout. */
export const ASK_TIMEOUT_MS = 15_000;
/** Relevant schemes shown under an answer (spec section 9). */
export const MAX_RELEVANT_SCHEMES = 3;
/** The API refuses longer questions with a 400; the input stops here. */
export const MAX_QUESTION_LENGTH = 500;

/** Thrown when the reply did not arrive within ASK_TIMEOUT_MS. */
export class AssistantTimeoutError extends Error {
  constructor() {
    super('The assistant request timeout was reached');
    this.name = 'AssistantTimeoutError';
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const unit = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 0);

function parseSources(value: unknown): AnswerSource[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter(isRecord)
    .filter((s) => typeof s.schemeName === 'string' && s.schemeName.trim() !== '')
    .map((s) => ({ schemeName: s.schemeName as string, similarity: unit(s.similarity) }));
}

function parseRelevant(value: unknown): RelevantScheme[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter(isRecord)
    .filter((s) => typeof s.id === 'string' && s.id !== '' && typeof s.name === 'string')
    .slice(0, MAX_RELEVANT_SCHEMES)
    .map((s) => ({
      id: s.id as string,
      name: s.name as string,
      description: typeof s.description === 'string' ? s.description : '',
      similarity: unit(s.similarity),
    }));
}

/**
 * Reads `{ success, data: { answer, confidence, sources, relevantSchemes, suggestions, language } }`.
 * Anything else (success not true, no answer text) is "not successful": null.
 */
export function parseAnswer(body: unknown, asked: ChatLanguage): AssistantAnswer | null {
  if (!isRecord(body) || body.success !== true || !isRecord(body.data)) return null;
  const data = body.data;
  if (typeof data.answer !== 'string' || data.answer.trim() === '') return null;
  const confidence = typeof data.confidence === 'number' && Number.isFinite(data.confidence) ? data.confidence : 0;
  return {
    answer: data.answer,
    confidence: Math.round(Math.min(100, Math.max(0, confidence))),
    sources: parseSources(data.sources),
    relevantSchemes: parseRelevant(data.relevantSchemes),
    suggestions: Array.isArray(data.suggestions)
      ? data.suggestions.filter((s): s is string => typeof s === 'string' && s.trim() !== '')
      : [],
    language: isChatLanguage(data.language) ? data.language : asked,
  };
}

export interface AskVariables {
  question: string;
  language: ChatLanguage;
}

/**
 * POST /api/qa/ask `{ question, language, includeUserProfile: true }` (the api client adds the
 * bearer token when signed in, so a citizen's answer can use their profile). Resolves with the
 * answer, or null when the API answered without success; throws ApiError (HTTP or network),
 * AssistantTimeoutError after 15 s.
 */
export async function askAssistant(
  { question, language }: AskVariables,
  timeoutMs: number = ASK_TIMEOUT_MS,
): Promise<AssistantAnswer | null> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const body = await api.post<unknown>(
      ASK_PATH,
      { question, language, includeUserProfile: true },
      { signal: controller.signal },
    );
    return parseAnswer(body, language);
  } catch (error) {
    if (controller.signal.aborted) throw new AssistantTimeoutError();
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

/** The chat's request as a TanStack Query mutation (no retry: a question is asked once). */
export function useAskAssistant() {
  return useMutation({ mutationKey: ['assistant', 'ask'], mutationFn: (variables: AskVariables) => askAssistant(variables), retry: false });
}
