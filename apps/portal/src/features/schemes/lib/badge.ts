export type SchemeBadge = 'trending' | 'perfectMatch' | 'goodMatch';

/**
 * The card badge (spec section 2 and 9): 'Trending' if trending; else 'Perfect Match' if the
 * match score is above 90; else 'Good Match' if above 80; else none. The score is only there
 * for a signed-in citizen, so a visitor sees Trending or nothing.
 */
export function badgeFor(card: { trending?: boolean; matchScore?: number | null }): SchemeBadge | null {
  if (card.trending) return 'trending';
  const score = card.matchScore ?? 0;
  if (score > 90) return 'perfectMatch';
  if (score > 80) return 'goodMatch';
  return null;
}
