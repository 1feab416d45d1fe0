import i18n, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_CHANGED_EVENT,
  LANGUAGE_CODES,
  LANGUAGE_STORAGE_KEY,
  type LanguageCode,
  directionOf,
  isLanguageCode,
} from './languages';
import { en } from './resources/en';
import { resourceLoaders } from './resources';

const lazyBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init() {},
  read(language: string, _namespace: string, callback: ReadCallback) {
    const load = (resourceLoaders as Record<string, (() => Promise<object>) | undefined>)[language];
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (resource) => callback(null, resource as Parameters<ReadCallback>[1]),
      (error: unknown) => callback(error instanceof Error ? error.message : String(error), false),
    );
  },
};

export function readStoredLanguage(): LanguageCode {
  try {
    const stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguageCode(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

function storeLanguage(code: string): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, code);
  } catch {
    /* storage unavailable: the choice lasts until reload */
  }
}

function applyDocumentLanguage(code: string): void {
  document.documentElement.lang = code;
  document.documentElement.dir = directionOf(code);
}

let initialised: Promise<unknown> | undefined;

/** Starts i18next with the stored language (spec: restored at start); safe to call twice. */
export function initI18n(): Promise<unknown> {
  if (initialised) return initialised;
  const lng = readStoredLanguage();
  applyDocumentLanguage(lng);
  i18n.on('languageChanged', (code) => {
    if (!isLanguageCode(code)) return;
    storeLanguage(code);
    applyDocumentLanguage(code);
  });
  // Any part of the page may announce a language through this window event (spec section 4).
  window.addEventListener(LANGUAGE_CHANGED_EVENT, (event) => {
    const code = (event as CustomEvent<unknown>).detail;
    if (isLanguageCode(code) && code !== i18n.language) void i18n.changeLanguage(code);
  });
  initialised = i18n
    .use(lazyBackend)
    .use(initReactI18next)
    .init({
      lng,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGE_CODES],
      resources: { en: { translation: en } },
      partialBundledLanguages: true,
      interpolation: { escapeValue: false },
      returnEmptyString: false,
      initAsync: false,
      react: { useSuspense: false },
    });
  return initialised;
}

/**
 * Changes the interface language, remembers it and tells the rest of the page through the
 * `languageChanged` window event.
 */
export async function setLanguage(code: LanguageCode): Promise<void> {
  await i18n.changeLanguage(code);
  window.dispatchEvent(new CustomEvent(LANGUAGE_CHANGED_EVENT, { detail: code }));
}

export function currentLanguage(): LanguageCode {
  const code = i18n.resolvedLanguage ?? i18n.language;
  return isLanguageCode(code) ? code : DEFAULT_LANGUAGE;
}

export { i18n };
