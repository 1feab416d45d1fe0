import { keysOf, type Token } from '../text/analyze';
import { PhraseMatcher } from '../text/phrases';
import { PORTAL_TOPICS, type PortalTopic } from './portal-knowledge';

const MATCHER = new PhraseMatcher<PortalTopic>();
for (const topic of PORTAL_TOPICS) for (const phrase of topic.phrases) MATCHER.add(keysOf(phrase), topic);

export interface TopicMatch {
  topic: PortalTopic;
  /** Words of the question the topic's phrases cover. */
  score: number;
}

/** The portal topic a question is about: the one whose phrases cover most of its words. */
export function matchPortalTopic(tokens: readonly Token[]): TopicMatch | undefined {
  const scores = new Map<PortalTopic, number>();
  for (const match of MATCHER.findAll(tokens.map((token) => token.key))) {
    for (const topic of match.values) scores.set(topic, (scores.get(topic) ?? 0) + match.length);
  }
  let best: TopicMatch | undefined;
  for (const [topic, score] of scores) if (!best || score > best.score) best = { topic, score };
  return best;
}

export const portalKeys = (): string[] => PORTAL_TOPICS.flatMap((topic) => topic.phrases.flatMap(keysOf));
