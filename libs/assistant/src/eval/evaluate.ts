import { performance } from 'node:perf_hooks';
import { z } from 'zod';
import type { Assistant } from '../assistant';
import { ASSISTANT_LANGUAGES, type AssistantLanguage } from '../types';
import { figuresMatch, rupeeFigures } from './figures';

export const devQuestionSchema = z
  .object({
    id: z.string().min(1),
    question: z.string().min(1),
    language: z.enum(ASSISTANT_LANGUAGES),
    /** Scheme ids any of which is a right first answer, or "none" for an off-topic question. */
    expected: z.union([z.array(z.string().min(1)).min(1), z.literal('none')]),
    kind: z.enum(['benefit', 'eligibility', 'documents', 'apply', 'deadline', 'contact', 'need', 'about', 'offtopic']),
  })
  .strict();
export type DevQuestion = z.infer<typeof devQuestionSchema>;
export const devSetSchema = z.array(devQuestionSchema).min(1);

export interface LanguageReport {
  questions: number;
  onTopic: number;
  offTopic: number;
  /** Shares 0-1 (NaN when there was nothing to measure). */
  top1: number;
  top3: number;
  /** Answers with ₹ figures whose figures all appear in the cited schemes' catalogue entries. */
  figuresMatch: number;
  answersWithFigures: number;
  offTopicRefused: number;
  falseRefusals: number;
  p50Ms: number;
  p95Ms: number;
}

export interface Miss {
  id: string;
  question: string;
  expected: string[] | 'none';
  got: string[];
  confidence: number;
  refused: boolean;
}

export interface EvaluationReport {
  byLanguage: Record<AssistantLanguage, LanguageReport>;
  overall: LanguageReport;
  misses: Miss[];
  /** Thresholds not met, in words; empty when the set passes. */
  failures: string[];
}

/** The targets: top-3 ≥ 95% (English) / 90% (Hindi, Hinglish), top-1 ≥ 85%, off-topic refused ≥ 90%, figures always the catalogue's. */
export const THRESHOLDS = {
  top3: { en: 0.95, hi: 0.9, hinglish: 0.9 } as Record<AssistantLanguage, number>,
  top1: 0.85,
  offTopicRefused: 0.9,
  figuresMatch: 1,
};

const share = (count: number, total: number) => (total === 0 ? Number.NaN : count / total);

function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] as number;
}

interface Outcome {
  question: DevQuestion;
  ids: string[];
  refused: boolean;
  confidence: number;
  figures: boolean | undefined;
  ms: number;
}

function summarise(outcomes: Outcome[]): LanguageReport {
  const onTopic = outcomes.filter((o) => o.question.expected !== 'none');
  const offTopic = outcomes.filter((o) => o.question.expected === 'none');
  const hit = (o: Outcome, k: number) => !o.refused && o.ids.slice(0, k).some((id) => (o.question.expected as string[]).includes(id));
  const withFigures = outcomes.filter((o) => o.figures !== undefined);
  const latencies = outcomes.map((o) => o.ms);
  return {
    questions: outcomes.length,
    onTopic: onTopic.length,
    offTopic: offTopic.length,
    top1: share(onTopic.filter((o) => hit(o, 1)).length, onTopic.length),
    top3: share(onTopic.filter((o) => hit(o, 3)).length, onTopic.length),
    figuresMatch: share(withFigures.filter((o) => o.figures).length, withFigures.length),
    answersWithFigures: withFigures.length,
    offTopicRefused: share(offTopic.filter((o) => o.refused).length, offTopic.length),
    falseRefusals: share(onTopic.filter((o) => o.refused).length, onTopic.length),
    p50Ms: percentile(latencies, 0.5),
    p95Ms: percentile(latencies, 0.95),
  };
}

/** Asks every question of the set and measures the answers against the expected schemes. */
export function runEvaluation(devSet: readonly DevQuestion[], assistant: Assistant): EvaluationReport {
  const byId = new Map(assistant.schemes.map((scheme) => [scheme.id, scheme]));
  // One unmeasured pass first: latency is measured on a warm engine, as a running server is.
  for (const question of devSet) assistant.ask({ question: question.question, language: question.language });
  const outcomes: Outcome[] = devSet.map((question) => {
    const started = performance.now();
    const answer = assistant.ask({ question: question.question, language: question.language });
    const ms = performance.now() - started;
    const ids = answer.sources.length > 0
      ? [...new Set([...answer.sources.map((s) => s.schemeId), ...answer.relevantSchemes.map((s) => s.id)])]
      : answer.relevantSchemes.map((s) => s.id);
    const cited = answer.sources.map((source) => byId.get(source.schemeId)).filter((scheme) => scheme !== undefined);
    const figures = rupeeFigures(answer.answer).length > 0 ? figuresMatch(answer.answer, cited) : undefined;
    return { question, ids, refused: answer.refused, confidence: answer.confidence, figures, ms };
  });
  const byLanguage = Object.fromEntries(
    ASSISTANT_LANGUAGES.map((language) => [language, summarise(outcomes.filter((o) => o.question.language === language))]),
  ) as Record<AssistantLanguage, LanguageReport>;
  const overall = summarise(outcomes);

  const failures: string[] = [];
  const pct = (value: number) => `${(value * 100).toFixed(1)}%`;
  for (const language of ASSISTANT_LANGUAGES) {
    const report = byLanguage[language];
    if (report.onTopic > 0 && !(report.top3 >= THRESHOLDS.top3[language])) failures.push(`${language}: top-3 ${pct(report.top3)} < ${pct(THRESHOLDS.top3[language])}`);
    if (report.onTopic > 0 && !(report.top1 >= THRESHOLDS.top1)) failures.push(`${language}: top-1 ${pct(report.top1)} < ${pct(THRESHOLDS.top1)}`);
    if (report.offTopic > 0 && !(report.offTopicRefused >= THRESHOLDS.offTopicRefused)) {
      failures.push(`${language}: off-topic refused ${pct(report.offTopicRefused)} < ${pct(THRESHOLDS.offTopicRefused)}`);
    }
    if (report.answersWithFigures > 0 && !(report.figuresMatch >= THRESHOLDS.figuresMatch)) {
      failures.push(`${language}: figures-match ${pct(report.figuresMatch)} < ${pct(THRESHOLDS.figuresMatch)}`);
    }
  }
  const misses: Miss[] = outcomes
    .filter((o) => (o.question.expected === 'none' ? !o.refused : o.refused || !o.ids.slice(0, 1).some((id) => (o.question.expected as string[]).includes(id))))
    .map((o) => ({ id: o.question.id, question: o.question.question, expected: o.question.expected, got: o.ids.slice(0, 3), confidence: o.confidence, refused: o.refused }));
  return { byLanguage, overall, misses, failures };
}
