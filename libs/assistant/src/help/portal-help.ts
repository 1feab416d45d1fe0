import { keysOf, type Token } from '../text/analyze';
import { PhraseMatcher } from '../text/phrases';
import { PORTAL_TOPICS, type PortalTopic } from './portal-knowledge';

const MATCHER = new PhraseMatcher<PortalTopic>();
for (const topic of PORTAL_TOPICS) for (const phrase of topic.phrases) MATCHER.add(keysOf(phrase), topic);

export interface TopicMatch {
  topic: PortalTopic;
  /** Words of the question the topic's phrases cover. */
  score: number;
  /** Those words. */
  covered: Set<Token>;
}

/** The portal topic a question is about: the one whose phrases cover most of its words. */
export function matchPortalTopic(tokens: readonly Token[]): TopicMatch | undefined {
  const matches = new Map<PortalTopic, TopicMatch>();
  for (const match of MATCHER.findAll(tokens.map((token) => token.key))) {
    for (const topic of match.values) {
      const entry = matches.get(topic) ?? { topic, score: 0, covered: new Set<Token>() };
      entry.score += match.length;
      for (const token of tokens.slice(match.start, match.start + match.length)) entry.covered.add(token);
      matches.set(topic, entry);
    }
  }
  let best: TopicMatch | undefined;
  for (const entry of matches.values()) if (!best || entry.score > best.score) best = entry;
  return best;
}

export const portalKeys = (): string[] => PORTAL_TOPICS.flatMap((topic) => topic.phrases.flatMap(keysOf));
