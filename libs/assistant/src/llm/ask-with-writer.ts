import type { Scheme } from '@jan-seva/schemes';
import { field, titleOf } from '../answer/localise';
import type { AskInput, AssistantAnswer, AssistantLanguage } from '../types';
import type { AnswerWriter } from './llm-writer';

export type { AnswerWriter } from './llm-writer';

export interface WriterOptions {
  /** How long to wait for the writer before keeping the grounded answer (default 8000 ms). */
  timeoutMs?: number;
}

/** The cited schemes' catalogue fields as plain text: all a model may answer from. */
export function contextOf(schemes: readonly Scheme[], language: AssistantLanguage): string {
  return schemes
    .map((scheme) => {
      const lines = [
        `SCHEME: ${titleOf(scheme, language)}`,
        `Description: ${field(scheme.description, language)}`,
        'Benefits:',
        ...scheme.benefits.map((benefit) => `- ${field(benefit.description, language)}${benefit.amountInWords ? ` (${field(benefit.amountInWords, language)})` : ''}`),
        'Eligibility:',
        ...scheme.eligibility.map((line) => `- ${field(line, language)}`),
        'Documents:',
        ...scheme.documents.map((line) => `- ${field(line, language)}`),
        'How to apply:',
        ...scheme.applicationSteps.map((line, i) => `${i + 1}. ${field(line, language)}`),
        `Last date to apply: ${scheme.deadline ?? 'none (open all year)'}`,
        ...scheme.importantDates.map((item) => `Date — ${field(item.label, language)}: ${[item.date, item.text ? field(item.text, language) : undefined].filter(Boolean).join(' ')}`),
        scheme.contact.helpline ? `Helpline: ${scheme.contact.helpline}` : '',
        scheme.contact.email ? `Email: ${scheme.contact.email}` : '',
        scheme.contact.address ? `Office: ${field(scheme.contact.address, language)}` : '',
        `Official website: ${scheme.officialLink}`,
        `Apply at: ${scheme.applyLink}`,
      ];
      return lines.filter(Boolean).join('\n');
    })
    .join('\n\n');
}

/**
 * The grounded answer with its text rewritten by a model from the same sources. Sources,
 * relevant schemes, confidence and suggestions stay the grounded answer's; a refusal is never
 * sent to the model; on a timeout or any error the grounded answer is returned unchanged.
 */
export async function askWithWriter(
  grounded: AssistantAnswer,
  input: AskInput,
  writer: AnswerWriter,
  schemeById: (id: string) => Scheme | undefined,
  options: WriterOptions = {},
): Promise<AssistantAnswer> {
  const schemes = grounded.sources.map((source) => schemeById(source.schemeId)).filter((scheme): scheme is Scheme => Boolean(scheme));
  if (grounded.refused || schemes.length === 0) return grounded;
  const timeoutMs = options.timeoutMs ?? 8000;
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new Error('timeout'));
    }, timeoutMs);
  });
  try {
    const text = await Promise.race([
      writer({ question: input.question, language: input.language, context: contextOf(schemes, input.language), groundedAnswer: grounded.answer }, controller.signal),
      timeout,
    ]);
    return text.trim() ? { ...grounded, answer: text.trim() } : grounded;
  } catch {
    return grounded;
  } finally {
    clearTimeout(timer);
  }
}
