/** Event times are ISO-8601 strings in UTC, as `Date.prototype.toISOString` writes them. */
export const toIso = (date: Date): string => date.toISOString();

export const addMinutes = (date: Date, minutes: number): Date => new Date(date.getTime() + minutes * 60_000);

/** True when the ISO instant `at` is not later than `now` (an expiry equal to now has passed). */
export const hasPassed = (at: string, now: Date): boolean => Date.parse(at) <= now.getTime();
