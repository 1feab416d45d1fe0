export type SchemeBadge = 'Trending' | 'Perfect Match' | 'Good Match';

/**
 * The card badge (portal spec, Schemes page): 'Trending' if trending; else 'Perfect Match' if
 * the match score is above 90; else 'Good Match' if above 80; else none. With matchScore()'s
 * bands a Perfect Match is always a scheme whose every rule the citizen is known to meet.
 */
export function badgeFor(card: { trending?: boolean; matchScore?: number | null }): SchemeBadge | null {
  if (card.trending) return 'Trending';
  const score = card.matchScore ?? 0;
  if (score > 90) return 'Perfect Match';
  if (score > 80) return 'Good Match';
  return null;
}
