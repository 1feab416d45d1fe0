/** Event times are ISO-8601 strings in UTC, as `Date.prototype.toISOString` writes them. */
export const toIso = (date: Date): string => date.toISOString();

export const HOUR_MS = 3600 * 1000;
export const DAY_MS = 24 * HOUR_MS;

export const addHours = (date: Date, hours: number): Date => new Date(date.getTime() + hours * HOUR_MS);
export const addDays = (date: Date, days: number): Date => new Date(date.getTime() + days * DAY_MS);

/** True when the ISO instant `at` is strictly before `now`. */
export const isBefore = (at: string, now: Date): boolean => Date.parse(at) < now.getTime();
