import { type en } from './resources/en';

/** The shape of a complete translation: every English key, each a string. */
export type TranslationTree<T> = { [K in keyof T]: T[K] extends string ? string : TranslationTree<T[K]> };
export type DeepPartial<T> = { [K in keyof T]?: T[K] extends string ? string : DeepPartial<T[K]> };

export type FullResource = TranslationTree<typeof en>;

/**
 * Sections every language must translate completely (navigation, auth screens, validation
 * and error messages); the rest may fall back to English.
 */
export const CORE_SECTIONS = [
  'app',
  'nav',
  'guard',
  'common',
  'login',
  'register',
  'forgotPassword',
  'resetPassword',
  'auth',
  'validation',
  'errors',
  'notFound',
  // The issue on the assistant: every language covers the assistant page and widget.
  'assistant',
] as const satisfies readonly (keyof FullResource)[];
export type CoreSection = (typeof CORE_SECTIONS)[number];

export type PartialResource = Pick<FullResource, CoreSection> & DeepPartial<Omit<FullResource, CoreSection>>;
