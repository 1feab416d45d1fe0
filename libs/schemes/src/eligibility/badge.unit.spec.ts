import { badgeFor } from './badge';

describe('badgeFor (portal spec: card badges)', () => {
  it("shows 'Trending' first, whatever the score", () => {
    expect(badgeFor({ trending: true, matchScore: 100 })).toBe('Trending');
    expect(badgeFor({ trending: true, matchScore: 0 })).toBe('Trending');
  });
  it("shows 'Perfect Match' above 90 and 'Good Match' above 80, strictly", () => {
    expect([100, 91, 90, 81, 80, 0].map((matchScore) => badgeFor({ trending: false, matchScore }))).toEqual([
      'Perfect Match', 'Perfect Match', 'Good Match', 'Good Match', null, null,
    ]);
  });
  it('shows nothing without a score (a visitor)', () => {
    expect(badgeFor({ trending: false })).toBeNull();
    expect(badgeFor({ matchScore: null })).toBeNull();
  });
});
