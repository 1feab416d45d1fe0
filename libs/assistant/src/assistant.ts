import { evaluateScheme, type CitizenProfile, type Scheme } from '@jan-seva/schemes';
import { intentSection, listSection, profileIntro, profileSection, verdictOf } from './answer/compose';
import { DEFAULT_SUGGESTIONS, fill, nameOf, shortNameOf, TEXT, field } from './answer/localise';
import { matchPortalTopic, portalKeys, type TopicMatch } from './help/portal-help';
import { detectIntent, type AskedIntent, type IntentGuess } from './intent/detect-intent';
import { detectLanguage, type LanguageGuess } from './language/detect-language';
import { calibrate, REFUSAL_THRESHOLD, type Calibration } from './retrieval/confidence';
import { SchemeIndex, type Candidate, type SearchResult } from './retrieval/scheme-index';
import { analyzeQuery, type QueryAnalysis } from './text/analyze';
import { factsFromQuestion } from './text/facts-from-question';
import type { AskInput, AssistantAnswer, AssistantLanguage, Detected, Intent, RelevantScheme, Source } from './types';
import { askWithWriter, type AnswerWriter, type WriterOptions } from './llm/ask-with-writer';

export interface AssistantOptions {
  /** Answers below this confidence are refusals (default 40). */
  refusalThreshold?: number;
}

export interface Assistant {
  /** Answers a question about schemes from the catalogue. */
  ask(input: AskInput): AssistantAnswer;
  /** Answers a question about using the portal (documents, complaints, events, offices, account …), else about schemes. */
  help(message: string, language?: AssistantLanguage): AssistantAnswer;
  /** Like ask(), with the answer text written by a model from the same sources; the grounded answer on any failure. */
  askWithWriter(input: AskInput, writer: AnswerWriter, options?: WriterOptions): Promise<AssistantAnswer>;
  /** The catalogue the assistant answers from. */
  readonly schemes: readonly Scheme[];
}

/** What the assistant made of a question before answering it. */
interface Reading {
  question: string;
  analysis: QueryAnalysis;
  guess: LanguageGuess;
  intents: IntentGuess;
  result: SearchResult;
  calibration: Calibration;
  portal: TopicMatch | undefined;
}

const MAX_RELEVANT = 3;
/** A scheme this close to the first (score ratio) is listed beside it. */
const LIST_RATIO = 0.5;
const RELEVANT_RATIO = 0.25;

const round2 = (value: number) => Math.round(value * 100) / 100;

export function createAssistant(schemes: readonly Scheme[], options: AssistantOptions = {}): Assistant {
  const threshold = options.refusalThreshold ?? REFUSAL_THRESHOLD;
  const index = new SchemeIndex(schemes, portalKeys());

  function read(question: string): Reading {
    const analysis = analyzeQuery(question, index.corrector);
    const result = index.find(analysis);
    return {
      question,
      analysis,
      guess: detectLanguage(question),
      intents: detectIntent(analysis.tokens),
      result,
      calibration: calibrate(result, analysis.offTopic),
      portal: matchPortalTopic(analysis.tokens),
    };
  }

  const detectedOf = (reading: Reading, intent: Intent): Detected => ({
    language: reading.guess.language,
    script: reading.guess.script,
    intent,
    mixed: reading.guess.mixed,
  });

  const suggestionsFor = (relevant: readonly Scheme[], language: AssistantLanguage): string[] =>
    relevant.length === 0
      ? [...DEFAULT_SUGGESTIONS[language]]
      : [
          ...relevant.slice(0, MAX_RELEVANT).map((scheme) => fill(TEXT.tellMeMore[language], { scheme: shortNameOf(scheme, language) })),
          TEXT.howToApply[language],
        ];

  function plain(reading: Reading, language: AssistantLanguage, answer: string, confidence: number, intent: Intent, refused: boolean): AssistantAnswer {
    return {
      answer,
      confidence,
      sources: [],
      relevantSchemes: [],
      suggestions: [...DEFAULT_SUGGESTIONS[language]],
      language,
      detected: detectedOf(reading, intent),
      refused,
    };
  }

  const refusal = (reading: Reading, language: AssistantLanguage) =>
    plain(reading, language, TEXT.notFound[language], Math.min(reading.calibration.confidence, threshold - 1), reading.intents.primary ?? 'unknown', true);

  /** A portal-usage answer; "find schemes for me" with a profile lists the schemes it fits best. */
  function portalAnswer(reading: Reading, match: TopicMatch, language: AssistantLanguage, profile?: CitizenProfile, now = new Date()): AssistantAnswer {
    const confidence = Math.min(95, 70 + 10 * match.score);
    if (match.topic.id === 'find-schemes' && profile && Object.keys(profile).length > 0) return recommend(reading, language, profile, now);
    return plain(reading, language, match.topic.answer[language], confidence, 'help', false);
  }

  /** The catalogue ranked by the eligibility engine for a profile: the three best fits. */
  function recommend(reading: Reading, language: AssistantLanguage, profile: CitizenProfile, now: Date): AssistantAnswer {
    const ranked = schemes
      .map((scheme) => ({ scheme, result: evaluateScheme(scheme, profile, { now }) }))
      .filter(({ result }) => result.open && result.eligible !== 'no')
      .sort((a, b) => b.result.matchScore - a.result.matchScore || (b.scheme.maxBenefitInr ?? 0) - (a.scheme.maxBenefitInr ?? 0))
      .slice(0, MAX_RELEVANT);
    if (ranked.length === 0) return plain(reading, language, TEXT.notFound[language], 20, 'list', true);
    const verdicts = new Map(ranked.map(({ scheme }) => [scheme.id, verdictOf(scheme, profile, language, now)]));
    const answer = `${TEXT.recommendIntro[language]}\n${listSection(ranked.map(({ scheme }) => scheme), language, verdicts).split('\n').slice(1).join('\n')}`;
    const sources = ranked.map(({ scheme, result }) => ({ schemeId: scheme.id, schemeName: nameOf(scheme, language), similarity: round2(result.matchScore / 100) }));
    return {
      answer,
      confidence: 75,
      sources,
      relevantSchemes: ranked.map(({ scheme, result }) => ({
        id: scheme.id, name: nameOf(scheme, language), description: field(scheme.description, language), similarity: round2(result.matchScore / 100),
      })),
      suggestions: suggestionsFor(ranked.map(({ scheme }) => scheme), language),
      language,
      detected: detectedOf(reading, 'list'),
      refused: false,
    };
  }

  /**
   * Without a scheme named, the eligibility engine reorders the close candidates for the
   * citizen (their profile, or an age stated in the question): a 65-year-old asking about
   * pensions sees the old-age pension before one that closes at 40.
   */
  function rerank(candidates: Candidate[], profile: CitizenProfile, now: Date): Candidate[] {
    const top = candidates[0]?.score ?? 0;
    const close = candidates.filter((candidate) => candidate.score >= LIST_RATIO * top).slice(0, 6);
    const rest = candidates.slice(close.length);
    const adjusted = close
      .map((candidate) => ({ ...candidate, score: candidate.score * (0.6 + 0.4 * (evaluateScheme(candidate.scheme, profile, { now }).matchScore / 100)) }))
      .sort((a, b) => b.score - a.score);
    return [...adjusted, ...rest];
  }

  function schemeAnswer(reading: Reading, input: AskInput, candidates: Candidate[], confidence: number, named: boolean): AssistantAnswer {
    const { language } = input;
    const now = input.now ?? new Date();
    const [first] = candidates as [Candidate];
    const top = first.score || 1;
    const similarity = (candidate: Candidate) => round2((confidence / 100) * Math.min(1, candidate.score / top));
    const close = candidates.filter((candidate) => candidate.score >= LIST_RATIO * top).slice(0, MAX_RELEVANT);
    const relevant = candidates.filter((candidate) => candidate.score >= RELEVANT_RATIO * top).slice(0, MAX_RELEVANT);
    const asked = reading.intents.all.filter((intent) => intent !== 'list' && intent !== 'about');
    const listing = !named && close.length > 1 && (asked.length === 0 || asked[0] === 'benefit');

    let answer: string;
    let cited: Candidate[];
    let intent: AskedIntent;
    if (listing) {
      intent = 'list';
      cited = close;
      const verdicts = input.profile ? new Map(close.map(({ scheme }) => [scheme.id, verdictOf(scheme, input.profile as CitizenProfile, language, now)])) : undefined;
      answer = listSection(close.map(({ scheme }) => scheme), language, verdicts);
      if (input.profile) answer = `${answer}\n\n${profileIntro(input.profile, language)} ${TEXT.verdictsNote[language]}`;
    } else {
      const intents: AskedIntent[] = asked.length > 0 ? asked.slice(0, 2) : [reading.intents.primary === 'list' ? 'about' : (reading.intents.primary ?? 'about')];
      intent = intents[0] as AskedIntent;
      cited = [first];
      const sections = intents.map((each) => intentSection(each, first.scheme, language, now));
      if (input.profile) sections.push(profileSection(first.scheme, input.profile, language, now));
      const others = named ? [] : close.slice(1);
      if (others.length > 0) {
        sections.push(fill(TEXT.otherSchemes[language], { schemes: others.map(({ scheme }) => shortNameOf(scheme, language)).join(', ') }));
      } else if (intents.length === 1 && intent === 'benefit') {
        sections.push(TEXT.askMore[language]);
      }
      answer = sections.join('\n\n');
    }
    const sources: Source[] = cited.map((candidate) => ({ schemeId: candidate.scheme.id, schemeName: nameOf(candidate.scheme, language), similarity: similarity(candidate) }));
    const relevantSchemes: RelevantScheme[] = relevant.map((candidate) => ({
      id: candidate.scheme.id,
      name: nameOf(candidate.scheme, language),
      description: field(candidate.scheme.description, language),
      similarity: similarity(candidate),
    }));
    return {
      answer,
      confidence,
      sources,
      relevantSchemes,
      suggestions: suggestionsFor(relevant.map((candidate) => candidate.scheme), language),
      language,
      detected: detectedOf(reading, intent),
      refused: false,
    };
  }

  function ask(input: AskInput): AssistantAnswer {
    const reading = read(input.question);
    const { language } = input;
    const now = input.now ?? new Date();
    const { calibration } = reading;
    const topical = calibration.topics > 0;

    if (!topical) {
      const followed = input.followUpOf ? index.get(input.followUpOf) : undefined;
      if (followed) {
        const candidate: Candidate = { scheme: followed, score: 1, bm25: 1 };
        return schemeAnswer(reading, input, [candidate], 80, true);
      }
      if (reading.portal) return portalAnswer(reading, reading.portal, language, input.profile, now);
      if (reading.analysis.greeting) return plain(reading, language, TEXT.greeting[language], 90, 'greeting', false);
      return plain(reading, language, TEXT.whichScheme[language], 20, reading.intents.primary ?? 'unknown', true);
    }
    // "Contact support", "Document verification": a question that is all portal words is about the portal.
    const portalOnly = reading.portal && reading.analysis.groups
      .filter((group) => group.kind !== 'generic')
      .every((group) => group.tokens.every((token) => reading.portal?.covered.has(token)));
    if (reading.portal && portalOnly && !calibration.named) return portalAnswer(reading, reading.portal, language, input.profile, now);
    if (calibration.confidence < threshold) {
      if (reading.portal && reading.analysis.offTopic === 0) return portalAnswer(reading, reading.portal, language, input.profile, now);
      return refusal(reading, language);
    }
    let candidates = reading.result.candidates;
    const stated = factsFromQuestion(input.question);
    const profile = { ...stated, ...input.profile };
    if (!calibration.named && Object.keys(profile).length > 0) candidates = rerank(candidates, profile, now);
    return schemeAnswer(reading, input, candidates, calibration.confidence, calibration.named);
  }

  function help(message: string, language?: AssistantLanguage): AssistantAnswer {
    const reading = read(message);
    const lang = language ?? reading.guess.language;
    if (reading.portal && !reading.calibration.named) return portalAnswer(reading, reading.portal, lang);
    const answer = ask({ question: message, language: lang });
    if (!answer.refused || answer.detected.intent === 'greeting') return answer;
    return { ...answer, answer: TEXT.helpNotFound[lang] };
  }

  return {
    schemes,
    ask,
    help,
    askWithWriter: (input, writer, writerOptions) => askWithWriter(ask(input), input, writer, (id) => index.get(id), writerOptions),
  };
}

