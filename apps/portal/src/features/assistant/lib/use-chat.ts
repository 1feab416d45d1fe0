import { useCallback, useRef, useState } from 'react';
import { useAskAssistant } from '../api/ask-assistant';
import { type BotMessage, type ChatLanguage, type ChatMessage } from '../types';
import { ERROR_KEYS, classifyError } from './errors';
import { fallbackAnswer } from './fallback';

let sequence = 0;
const nextId = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${(sequence += 1)}`;

const emptyExtras = { sources: [], relevantSchemes: [], suggestions: [] } satisfies Partial<BotMessage>;

export type ChatVariant = 'page' | 'widget';

/**
 * The conversation (spec section 4, Chat): the question is appended and the reply (or an error
 * message by cause, confidence 0) follows; one question at a time. A reply without success is
 * the apology on the page and a local canned answer in the widget (spec section 8).
 */
export function useChat(variant: ChatVariant, onAsked?: (question: string, language: ChatLanguage) => void) {
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const { mutateAsync } = useAskAssistant();
  const pending = useRef(false);
  const [isPending, setPending] = useState(false);

  const append = (message: ChatMessage) => setMessages((list) => [...list, message]);

  const send = useCallback(
    async (text: string, language: ChatLanguage): Promise<boolean> => {
      const question = text.trim();
      if (!question || pending.current) return false;
      pending.current = true;
      setPending(true);
      append({ id: nextId('user'), type: 'user', content: question, timestamp: new Date(), language });
      onAsked?.(question, language);
      try {
        const answer = await mutateAsync({ question, language });
        if (answer) {
          const { answer: content, ...details } = answer;
          append({ id: nextId('bot'), type: 'bot', kind: 'answer', timestamp: new Date(), content, ...details });
        } else if (variant === 'widget') {
          append({
            id: nextId('bot'),
            type: 'bot',
            kind: 'fallback',
            timestamp: new Date(),
            language,
            content: fallbackAnswer(question, language),
            ...emptyExtras,
          });
        } else {
          append(errorMessage(ERROR_KEYS.notSuccessful, language));
        }
      } catch (error) {
        const { cause, retryAfter, message } = classifyError(error);
        if (cause === 'rateLimited') {
          append(
            retryAfter !== undefined && retryAfter > 0
              ? errorMessage('assistant.errors.rateLimited', language, { seconds: retryAfter })
              : errorMessage('assistant.errors.rateLimitedSoon', language),
          );
        } else if (cause === 'badRequest' && message) {
          append({ ...errorMessage(ERROR_KEYS.other, language), contentKey: undefined, content: message });
        } else {
          append(errorMessage(ERROR_KEYS[cause], language));
        }
      } finally {
        pending.current = false;
        setPending(false);
      }
      return true;
    },
    [mutateAsync, variant, onAsked],
  );

  return { messages, isPending, send };
}

export type Chat = ReturnType<typeof useChat>;

function errorMessage(key: string, language: ChatLanguage, params?: Record<string, number>): BotMessage {
  return {
    id: nextId('bot'),
    type: 'bot',
    kind: 'error',
    timestamp: new Date(),
    language,
    content: '',
    contentKey: key,
    contentParams: params,
    confidence: 0,
    ...emptyExtras,
  };
}
