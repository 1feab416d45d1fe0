import type { DomainEvent, InlineProjection, RecordedEvent, SqlExecutor } from '@jan-seva/event-store';
import type { CitizenProfile } from '../profile';

/**
 * A citizen's own scheme data: bookmarks and the eligibility answers they gave (facts the
 * account does not hold, such as landholding). One stream per citizen: `citizen-schemes-<userId>`.
 */
export const citizenSchemesStreamId = (userId: string): string => `citizenschemes-${userId}`;

export type SchemeBookmarked = DomainEvent<'SchemeBookmarked', { userId: string; schemeId: string; bookmarkedAt: string }>;
export type SchemeBookmarkRemoved = DomainEvent<'SchemeBookmarkRemoved', { userId: string; schemeId: string; removedAt: string }>;
export type EligibilityAnswersRecorded = DomainEvent<
  'EligibilityAnswersRecorded',
  { userId: string; answers: CitizenProfile; recordedAt: string }
>;
export type CitizenSchemesEvent = SchemeBookmarked | SchemeBookmarkRemoved | EligibilityAnswersRecorded;

export interface CitizenSchemesState {
  bookmarks: ReadonlySet<string>;
  answers: CitizenProfile;
}

export const initialCitizenSchemesState = (): CitizenSchemesState => ({ bookmarks: new Set(), answers: {} });

export function evolveCitizenSchemes(state: CitizenSchemesState, event: CitizenSchemesEvent): CitizenSchemesState {
  switch (event.type) {
    case 'SchemeBookmarked':
      return { ...state, bookmarks: new Set([...state.bookmarks, event.data.schemeId]) };
    case 'SchemeBookmarkRemoved': {
      const bookmarks = new Set(state.bookmarks);
      bookmarks.delete(event.data.schemeId);
      return { ...state, bookmarks };
    }
    case 'EligibilityAnswersRecorded':
      return { ...state, answers: event.data.answers };
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}

/** Saving twice is not an error and stores one bookmark. */
export function bookmarkScheme(state: CitizenSchemesState, userId: string, schemeId: string, now: Date): CitizenSchemesEvent[] {
  if (state.bookmarks.has(schemeId)) return [];
  return [{ type: 'SchemeBookmarked', data: { userId, schemeId, bookmarkedAt: now.toISOString() } }];
}

export function removeBookmark(state: CitizenSchemesState, userId: string, schemeId: string, now: Date): CitizenSchemesEvent[] {
  if (!state.bookmarks.has(schemeId)) return [];
  return [{ type: 'SchemeBookmarkRemoved', data: { userId, schemeId, removedAt: now.toISOString() } }];
}

/** Merges new answers over the stored ones; a null answer forgets that fact. */
export function recordEligibilityAnswers(
  state: CitizenSchemesState,
  userId: string,
  answers: Partial<Record<keyof CitizenProfile, unknown>>,
  now: Date,
): CitizenSchemesEvent[] {
  const merged: Record<string, unknown> = { ...state.answers };
  for (const [fact, value] of Object.entries(answers)) {
    if (value === null) delete merged[fact];
    else if (value !== undefined) merged[fact] = value;
  }
  if (JSON.stringify(merged) === JSON.stringify(state.answers)) return [];
  return [{ type: 'EligibilityAnswersRecorded', data: { userId, answers: merged as CitizenProfile, recordedAt: now.toISOString() } }];
}

export const citizenSchemesProjection: InlineProjection = {
  name: 'citizen_schemes',
  handles: ['SchemeBookmarked', 'SchemeBookmarkRemoved', 'EligibilityAnswersRecorded'],
  tables: ['scheme_bookmarks', 'eligibility_answers'],
  async apply(recorded: RecordedEvent, tx: SqlExecutor) {
    const event = { type: recorded.type, data: recorded.data } as CitizenSchemesEvent;
    switch (event.type) {
      case 'SchemeBookmarked':
        await tx.query(
          'INSERT INTO scheme_bookmarks (user_id, scheme_id, created_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
          [event.data.userId, event.data.schemeId, event.data.bookmarkedAt],
        );
        return;
      case 'SchemeBookmarkRemoved':
        await tx.query('DELETE FROM scheme_bookmarks WHERE user_id = $1 AND scheme_id = $2', [event.data.userId, event.data.schemeId]);
        return;
      case 'EligibilityAnswersRecorded':
        await tx.query(
          `INSERT INTO eligibility_answers (user_id, answers, updated_at) VALUES ($1, $2, $3)
           ON CONFLICT (user_id) DO UPDATE SET answers = EXCLUDED.answers, updated_at = EXCLUDED.updated_at`,
          [event.data.userId, JSON.stringify(event.data.answers), event.data.recordedAt],
        );
        return;
      default: {
        const unknown: never = event;
        return unknown;
      }
    }
  },
};
