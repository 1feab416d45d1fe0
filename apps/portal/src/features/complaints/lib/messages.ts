import { ComplaintMessages } from '@jan-seva/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../lib/i18n/translate-message';

const keyByMessage = new Map<string, string>(
  Object.entries(ComplaintMessages).map(([key, text]) => [text, `complaints.messages.${key}`] as const),
);

/**
 * The contract's complaint messages (and the API's, which repeat them) in the reader's
 * language; other messages go through the portal's general translator.
 */
export function useComplaintMessage(): (message: string) => string {
  const { t } = useTranslation();
  return useCallback(
    (message: string) => {
      const key = keyByMessage.get(message);
      return key ? t(key, { defaultValue: message }) : translateMessage(t, message);
    },
    [t],
  );
}
