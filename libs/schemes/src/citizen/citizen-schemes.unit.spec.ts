import {
  bookmarkScheme,
  evolveCitizenSchemes,
  initialCitizenSchemesState,
  recordEligibilityAnswers,
  removeBookmark,
  type CitizenSchemesEvent,
} from './citizen-schemes';

const now = new Date('2026-11-21T10:00:00Z');
const given = (events: CitizenSchemesEvent[]) => events.reduce(evolveCitizenSchemes, initialCitizenSchemesState());

describe('bookmarks', () => {
  it('records a new bookmark', () => {
    expect(bookmarkScheme(given([]), 'u1', 'pm-kisan', now)).toEqual([
      { type: 'SchemeBookmarked', data: { userId: 'u1', schemeId: 'pm-kisan', bookmarkedAt: now.toISOString() } },
    ]);
  });

  it('records nothing when saving the same scheme twice', () => {
    const state = given(bookmarkScheme(given([]), 'u1', 'pm-kisan', now));
    expect(bookmarkScheme(state, 'u1', 'pm-kisan', now)).toEqual([]);
  });

  it('removes only an existing bookmark', () => {
    const state = given(bookmarkScheme(given([]), 'u1', 'pm-kisan', now));
    expect(removeBookmark(state, 'u1', 'pm-kisan', now)).toHaveLength(1);
    expect(removeBookmark(state, 'u1', 'pmfby', now)).toEqual([]);
  });
});

describe('eligibility answers', () => {
  it('merges answers and forgets a fact answered null', () => {
    const first = given(recordEligibilityAnswers(given([]), 'u1', { landholdingHectares: 1.5, isBpl: true }, now));
    expect(first.answers).toEqual({ landholdingHectares: 1.5, isBpl: true });
    const second = given([
      ...recordEligibilityAnswers(given([]), 'u1', { landholdingHectares: 1.5, isBpl: true }, now),
      ...recordEligibilityAnswers(first, 'u1', { isBpl: null, age: 30 }, now),
    ]);
    expect(second.answers).toEqual({ landholdingHectares: 1.5, age: 30 });
  });

  it('records nothing when the answers do not change', () => {
    const state = given(recordEligibilityAnswers(given([]), 'u1', { age: 30 }, now));
    expect(recordEligibilityAnswers(state, 'u1', { age: 30 }, now)).toEqual([]);
  });
});
