import type { AssistantLanguage } from '../types';

/** What a model is given to write an answer: the question and the retrieved catalogue text only. */
export interface WriterPrompt {
  question: string;
  language: AssistantLanguage;
  /** The cited schemes' catalogue fields, as text. */
  context: string;
  /** The answer the assistant built itself from the same context. */
  groundedAnswer: string;
}

/** Writes an answer's text; rejects on any failure. */
export type AnswerWriter = (prompt: WriterPrompt, signal?: AbortSignal) => Promise<string>;

export interface LlmWriterOptions {
  /** Base URL of an OpenAI-compatible server (…/v1/chat/completions is added), or that endpoint itself. */
  url: string;
  apiKey?: string;
  model?: string;
  /** Default 8000. */
  timeoutMs?: number;
  fetch?: typeof globalThis.fetch;
}

const LANGUAGE_NAMES: Record<AssistantLanguage, string> = {
  en: 'English',
  hi: 'Hindi, in Devanagari script',
  hinglish: 'Hinglish (Hindi written in Latin script, the way people type it)',
};

export function systemPrompt(language: AssistantLanguage): string {
  return [
    'You are the scheme assistant of Jan Seva Portal, an Indian government-services portal.',
    'Answer ONLY from the CONTEXT, which holds the catalogue records of the schemes retrieved for the question.',
    'Do not use outside knowledge. Never invent or change an amount, date, link, phone number or condition: copy every figure exactly as the context writes it.',
    'If the context does not answer the question, say that you could not find it in the scheme catalogue.',
    `Answer in ${LANGUAGE_NAMES[language]}, in a few short, plain sentences or bullet points.`,
  ].join(' ');
}

export const completionsUrl = (url: string): string =>
  /\/chat\/completions\/?$/.test(url) ? url : `${url.replace(/\/+$/, '')}/v1/chat/completions`;

/**
 * A writer backed by an OpenAI-compatible chat-completions endpoint (ASSISTANT_LLM_URL). It
 * rejects on a non-2xx status, an empty reply or after `timeoutMs`.
 */
export function createLlmWriter(options: LlmWriterOptions): AnswerWriter {
  const { url, apiKey, model = 'default', timeoutMs = 8000 } = options;
  const fetchFn = options.fetch ?? globalThis.fetch;
  const endpoint = completionsUrl(url);
  return async (prompt, signal) => {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new Error(`the model did not answer within ${timeoutMs} ms`)), timeoutMs);
    const onAbort = () => controller.abort(signal?.reason);
    signal?.addEventListener('abort', onAbort, { once: true });
    try {
      const response = await fetchFn(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}) },
        body: JSON.stringify({
          model,
          temperature: 0,
          messages: [
            { role: 'system', content: systemPrompt(prompt.language) },
            { role: 'user', content: `CONTEXT:\n${prompt.context}\n\nQUESTION: ${prompt.question}` },
          ],
        }),
        signal: controller.signal,
      });
      if (!response.ok) throw new Error(`the model answered HTTP ${response.status}`);
      const body = (await response.json()) as { choices?: { message?: { content?: unknown } }[] };
      const text = body.choices?.[0]?.message?.content;
      if (typeof text !== 'string' || text.trim() === '') throw new Error('the model sent no answer');
      return text.trim();
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    }
  };
}
