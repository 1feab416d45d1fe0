import { type LanguageCode } from '../languages';
import { type PartialResource } from '../types';

/**
 * English ships in the main bundle; every other language is a separate chunk that i18next
 * loads on first use, so the first page load does not carry 12 translations.
 */
export const resourceLoaders: Record<Exclude<LanguageCode, 'en'>, () => Promise<PartialResource>> = {
  hi: () => import('./hi').then((m) => m.default),
  bn: () => import('./bn').then((m) => m.default),
  te: () => import('./te').then((m) => m.default),
  mr: () => import('./mr').then((m) => m.default),
  ta: () => import('./ta').then((m) => m.default),
  gu: () => import('./gu').then((m) => m.default),
  ur: () => import('./ur').then((m) => m.default),
  kn: () => import('./kn').then((m) => m.default),
  ml: () => import('./ml').then((m) => m.default),
  pa: () => import('./pa').then((m) => m.default),
  or: () => import('./or').then((m) => m.default),
  as: () => import('./as').then((m) => m.default),
};
