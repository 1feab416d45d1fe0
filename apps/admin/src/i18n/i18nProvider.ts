import { defaultI18nProvider, type I18nProvider } from 'react-admin';
import { messages } from './messages';

interface Messages {
  [key: string]: string | Messages;
}

const lookup = (tree: Messages, key: string): string | undefined => {
  let node: string | Messages | undefined = tree;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
};

/** Polyglot's phrase format: 'One |||| Many' chosen by smart_count, '%{name}' replaced. */
export const formatPhrase = (phrase: string, options: Record<string, unknown> = {}): string => {
  const forms = phrase.split('||||').map((form) => form.trim());
  const count = options.smart_count;
  const form = (typeof count === 'number' && count !== 1 ? forms[1] : forms[0]) ?? forms[0] ?? '';
  return form.replace(/%\{(\w+)\}/g, (whole, name: string) =>
    name in options ? String(options[name]) : whole,
  );
};

/**
 * react-admin's English provider with the console's messages on top. Wrapping it keeps the
 * console to react-admin's own dependencies (one language only, so nothing to switch).
 */
export const i18nProvider: I18nProvider = {
  ...defaultI18nProvider,
  translate: (key, options) => {
    const phrase = lookup(messages, key);
    return phrase === undefined
      ? defaultI18nProvider.translate(key, options)
      : formatPhrase(phrase, options);
  },
};
