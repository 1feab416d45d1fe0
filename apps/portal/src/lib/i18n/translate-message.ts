import { AuthMessages, ValidationMessages } from '@jan-seva/contracts';
import { type TFunction } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { NETWORK_ERROR_MESSAGE } from '../api-client';

/**
 * Contracts and the API speak English. Each known message is mapped back to its key so the
 * portal shows it in the reader's language; an unknown message is shown as it came.
 */
const keyByMessage = new Map<string, string>([
  ...Object.entries(ValidationMessages).map(([key, text]) => [text, `validation.${key}`] as const),
  ...Object.entries(AuthMessages).map(([key, text]) => [text, `auth.${key}`] as const),
  [NETWORK_ERROR_MESSAGE, 'errors.network'],
]);

const HTTP_ERROR = /^HTTP error! status: (\d+)$/;

export function messageKey(message: string): string | undefined {
  return keyByMessage.get(message);
}

export function translateMessage(t: TFunction, message: string): string {
  const key = keyByMessage.get(message);
  if (key) return t(key, { defaultValue: message });
  const http = HTTP_ERROR.exec(message);
  if (http) return t('errors.httpError', { status: http[1], defaultValue: message });
  return message;
}

/** `(message) => text in the current language` for messages from contracts or the API. */
export function useMessageTranslator(): (message: string) => string {
  const { t } = useTranslation();
  return useCallback((message: string) => translateMessage(t, message), [t]);
}
