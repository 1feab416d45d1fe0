import {
  AUTO_ASSIGNED_DEPARTMENT,
  CATEGORY_DEPARTMENTS,
  DISPOSED_COMPLAINT_STATUSES,
  OPEN_COMPLAINT_STATUSES,
  type ComplaintCategory,
  type ComplaintStatus,
  type Urgency,
} from '@jan-seva/contracts';
import { addDays, addHours, DAY_MS } from './shared/time';

/** Numbers and small rules of the complaints domain, in one place. */

/** CPGRAMS: a grievance is to be disposed of finally within 21 days of its registration. */
export const FINAL_DISPOSAL_LIMIT_DAYS = 21;

/** Service deadline by urgency (the upper end of the spec's response-time guidance). */
export const RESPONSE_HOURS = { high: 48, medium: 7 * 24, low: 14 * 24 } as const satisfies Record<Urgency, number>;

/** The author may appeal within 30 days of the disposal (CPGRAMS appeal window). */
export const APPEAL_WINDOW_DAYS = 30;

/** An appeal is to be disposed of within 30 days (CPGRAMS appellate authority). */
export const APPEAL_DISPOSAL_DAYS = 30;

/**
 * An interim reply may promise disposal at most 30 days after the reply. It may go past the
 * 21-day limit (that is what CPGRAMS interim replies are for), but only a month at a time:
 * a longer delay needs another interim reply, so the citizen hears from the office at least
 * monthly and the overdue view catches a promise that was not kept.
 */
export const INTERIM_REPLY_MAX_DAYS = 30;

export { AUTO_ASSIGNED_DEPARTMENT };

/** The deadline for a complaint of this urgency filed (or reopened) at `from`. */
export function deadlineFor(urgency: Urgency, from: Date): Date {
  return addHours(from, Math.min(RESPONSE_HOURS[urgency], FINAL_DISPOSAL_LIMIT_DAYS * 24));
}

export const appealDeadlineFor = (appealedAt: Date): Date => addDays(appealedAt, APPEAL_DISPOSAL_DAYS);

/** The department a category is routed to, or null when an administrator must pick one. */
export function routeDepartment(category: ComplaintCategory): string | null {
  return CATEGORY_DEPARTMENTS[category];
}

const NOT_WORD_CHARACTER = /[^\p{L}\p{M}\p{N}]/gu;
const HAS_LETTER = /\p{L}/u;

/**
 * Tags of a complaint (spec section 5): the first 3 words of the description longer than 3
 * characters, lower-cased. Punctuation is stripped ("road," → "road", "H.No." → "hno"),
 * characters are counted as code points (so Devanagari vowel signs count, as they do in the
 * spec's JavaScript), a token without a letter (a number) is not a word, and a word is not
 * tagged twice.
 */
export function tagsFrom(description: string): string[] {
  const tags: string[] = [];
  for (const token of description.split(/\s+/u)) {
    const word = token.replace(NOT_WORD_CHARACTER, '').toLowerCase();
    if ([...word].length <= 3 || !HAS_LETTER.test(word) || tags.includes(word)) continue;
    tags.push(word);
    if (tags.length === 3) break;
  }
  return tags;
}

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * How the public sees a citizen: first name and the initial of the last name ("Asha V.").
 * The API computes it from the account at filing or commenting time.
 */
export function publicDisplayName(firstName: string, lastName: string): string {
  const first = firstName.trim().replace(/\s+/g, ' ');
  const initial = graphemes.segment(lastName.trim())[Symbol.iterator]().next().value?.segment.toUpperCase();
  if (!first) return initial ? `${initial}.` : 'Citizen';
  return initial ? `${first} ${initial}.` : first;
}

/** India Standard Time is UTC+05:30 all year: the registration year turns at midnight IST. */
const IST_OFFSET_MS = 5.5 * 3600 * 1000;
export const registrationYearOf = (date: Date): number => new Date(date.getTime() + IST_OFFSET_MS).getUTCFullYear();

/** JS-2026-000123: at least 6 digits, more when a year has more than 999,999 complaints. */
export function formatRegistrationNumber(year: number, sequence: number): string {
  if (!Number.isInteger(year) || year < 1000 || year > 9999) throw new RangeError(`Bad registration year ${year}`);
  if (!Number.isInteger(sequence) || sequence < 1) throw new RangeError(`Bad registration sequence ${sequence}`);
  return `JS-${year}-${String(sequence).padStart(6, '0')}`;
}

export function parseRegistrationNumber(value: string): { year: number; sequence: number } | null {
  const match = /^JS-(\d{4})-(\d{6,})$/.exec(value);
  if (!match) return null;
  return { year: Number(match[1]), sequence: Number(match[2]) };
}

export const isOpenStatus = (status: ComplaintStatus): boolean =>
  (OPEN_COMPLAINT_STATUSES as readonly ComplaintStatus[]).includes(status);
export const isDisposedStatus = (status: ComplaintStatus): boolean =>
  (DISPOSED_COMPLAINT_STATUSES as readonly ComplaintStatus[]).includes(status);

/**
 * The moves an administrator may make (ChangeStatus). The path is pending → under_review →
 * in_progress → resolved; an office may start work straight from pending, and may reject or
 * close an open complaint with a reason. Resolution needs someone to have looked at it, so
 * not straight from pending; work once started is not "rejected" but resolved or closed.
 * A disposed complaint moves only by the author's appeal (→ under_review), never by an
 * administrator, so that reopening is always the citizen's visible act.
 */
export const STATUS_TRANSITIONS = {
  pending: ['under_review', 'in_progress', 'rejected', 'closed'],
  under_review: ['in_progress', 'resolved', 'rejected', 'closed'],
  in_progress: ['resolved', 'closed'],
  resolved: [],
  rejected: [],
  closed: [],
} as const satisfies Record<ComplaintStatus, readonly ComplaintStatus[]>;

/** Status words in messages a citizen or an administrator reads. */
export const STATUS_LABELS = {
  pending: 'pending',
  under_review: 'under review',
  in_progress: 'in progress',
  resolved: 'resolved',
  rejected: 'rejected',
  closed: 'closed',
} as const satisfies Record<ComplaintStatus, string>;

export const canChangeStatus = (from: ComplaintStatus, to: ComplaintStatus): boolean =>
  (STATUS_TRANSITIONS[from] as readonly ComplaintStatus[]).includes(to);

export const daysBetween = (fromIso: string, to: Date): number => (to.getTime() - Date.parse(fromIso)) / DAY_MS;
