import type { Evidence, SearchResult } from './scheme-index';

/** Below this an answer is a refusal: "I could not find a scheme for that". */
export const REFUSAL_THRESHOLD = 40;

export interface Calibration {
  /** 0-100, an integer. */
  confidence: number;
  /** The first scheme is named in the question (its name or a tag only it has). */
  named: boolean;
  /** Some topic word of the question is a scheme concept (pension, ghar, padhai …) or a scheme's name. */
  onTopic: boolean;
  /** Share of the question's topic words the first scheme meets, weighted by how well (0-1). */
  coverage: number;
  /** (first − second) / first score (0-1). */
  margin: number;
  /** Topic words (not generic ones) in the question. */
  topics: number;
}

const WEIGHT: Record<Evidence, number> = { alias: 1, concept: 1, distinctive: 0.9, strong: 0.6, weak: 0.25, none: 0 };

/** Below this share of the question met, a concept alone does not make it on topic ("bank holiday list"). */
const MIN_COVERAGE = 0.2;

/**
 * Confidence from retrieval strength and margin. A question is on topic only when one of its
 * words is a concept of the scheme world, a scheme's name or a word only a few schemes' names
 * and tags have, and the first scheme meets at least 20% of it (or is named); a word the
 * catalogue merely contains ("capital" in "seed capital") is not enough. On topic, confidence grows with the
 * share of the question the first scheme covers, with a name found in the question and with
 * the lead of the first scheme over the second:
 *
 *   on topic:      42 + 33 × coverage + 15 × named + 10 × margin   (at most 35 with an off-topic word and no name)
 *   not on topic:  at most 35 (30 × coverage), at most 15 with an off-topic word
 *
 * so anything off topic stays under the refusal threshold of 40 and anything on topic is above it.
 */
export function calibrate(result: SearchResult, offTopicWords: number): Calibration {
  const [first, second] = result.candidates;
  const topical = result.evidence.filter(({ group }) => group.kind !== 'generic');
  const weightOf = (kind: string, weak: boolean) => (kind === 'number' || weak ? 0.5 : 1);
  let total = 0;
  let met = 0;
  let onTopic = false;
  let distinctive = 0;
  for (const { group, evidence } of topical) {
    const weight = weightOf(group.kind, group.weak);
    total += weight;
    met += weight * WEIGHT[evidence];
    if (evidence === 'alias' || (evidence === 'concept' && !group.weak)) onTopic = true;
    if (evidence === 'distinctive') distinctive += 1;
  }
  const coverage = total > 0 ? met / total : 0;
  // Rare name-and-tag words alone ("sanitary pad") make a question on topic only when there are
  // two of them or they are most of it: one such word in a general question is chance ("machine learning").
  if (!onTopic && (distinctive >= 2 || (distinctive === 1 && coverage >= 0.75))) onTopic = true;
  const named = Boolean(first?.alias && first.alias.nameLike && first.alias.schemeIds.length === 1);
  if (!named && coverage < MIN_COVERAGE) onTopic = false;
  const margin = first && first.score > 0 ? Math.max(0, (first.score - (second?.score ?? 0)) / first.score) : 0;
  let confidence: number;
  if (!first || !onTopic) {
    confidence = Math.min(35, 30 * coverage);
    if (offTopicWords > 0) confidence = Math.min(confidence, 15);
  } else {
    confidence = 42 + 33 * coverage + (named ? 15 : 0) + 10 * margin;
    // A word of a topic no scheme covers (cricket, weather, recipes) outweighs a concept met by chance.
    if (offTopicWords > 0 && !named) confidence = Math.min(confidence - 30, 35);
  }
  return {
    confidence: Math.round(Math.max(0, Math.min(98, confidence))),
    named,
    onTopic,
    coverage,
    margin,
    topics: topical.length,
  };
}
