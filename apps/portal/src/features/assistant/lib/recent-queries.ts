import { type ChatLanguage, type RecentQuery, isChatLanguage } from '../types';

export const RECENT_QUERIES_KEY = 'sarkarqna.recentQueries';
/** Spec section 9: 10 kept in local storage, 5 shown. */
export const RECENT_QUERIES_KEPT = 10;
export const RECENT_QUERIES_SHOWN = 5;

const isRecentQuery = (value: unknown): value is RecentQuery =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as RecentQuery).question === 'string' &&
  (value as RecentQuery).question.trim() !== '' &&
  typeof (value as RecentQuery).timestamp === 'number' &&
  isChatLanguage((value as RecentQuery).language);

/** Newest first; anything unreadable in storage is ignored. */
export function loadRecentQueries(): RecentQuery[] {
  try {
    const parsed = JSON.parse(window.localStorage.getItem(RECENT_QUERIES_KEY) ?? '[]') as unknown;
    return Array.isArray(parsed) ? parsed.filter(isRecentQuery).slice(0, RECENT_QUERIES_KEPT) : [];
  } catch {
    return [];
  }
}

/** Puts the question first (once: asking it again moves it up) and keeps the newest 10. */
export function addRecentQuery(
  list: readonly RecentQuery[],
  question: string,
  language: ChatLanguage,
  now: number = Date.now(),
): RecentQuery[] {
  const text = question.trim();
  const same = (q: RecentQuery) => q.language === language && q.question.trim().toLowerCase() === text.toLowerCase();
  const next = [{ question: text, timestamp: now, language }, ...list.filter((q) => !same(q))].slice(0, RECENT_QUERIES_KEPT);
  try {
    window.localStorage.setItem(RECENT_QUERIES_KEY, JSON.stringify(next));
  } catch {
    /* storage unavailable: the list lasts until reload */
  }
  return next;
}
