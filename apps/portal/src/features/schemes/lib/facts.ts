import { FACTS, type FactInfo, type FactKind } from '@jan-seva/schemes/browser';

/**
 * How the eligibility questions are answered: the input kind, bounds, choices and labels of
 * every profile fact, straight from the eligibility engine's own table. The './browser' entry
 * point of @jan-seva/schemes is browser-safe (the package's main entry also holds the
 * catalogue loader, which needs node:fs).
 */
export type FactInput = Omit<FactInfo, 'question'>;
export type { FactKind };

export const FACT_INPUTS: Readonly<Record<string, FactInput>> = FACTS;

/** Integer kinds; land in hectares may have decimals. */
const WHOLE_NUMBER_KINDS: readonly FactKind[] = ['money', 'years', 'percent', 'class'];

/**
 * Turns what the citizen typed or chose into the value the API expects: a number for the
 * numeric kinds, a boolean for yes/no, the choice's value otherwise; '' (cleared) is null.
 * Returns undefined for text that is not an acceptable value (the field then says so).
 */
export function parseAnswer(fact: string, raw: string): string | number | boolean | null | undefined {
  const input = FACT_INPUTS[fact];
  const text = raw.trim();
  if (text === '') return null;
  if (!input) return undefined;
  switch (input.kind) {
    case 'yesno':
      return text === 'yes' ? true : text === 'no' ? false : undefined;
    case 'choice':
      return input.options?.some((option) => option.value === text) ? text : undefined;
    default: {
      const value = Number(text.replace(/,/g, ''));
      if (!Number.isFinite(value)) return undefined;
      if (WHOLE_NUMBER_KINDS.includes(input.kind) && !Number.isInteger(value)) return undefined;
      if (input.min !== undefined && value < input.min) return undefined;
      if (input.max !== undefined && value > input.max) return undefined;
      return value;
    }
  }
}

/** The form value of an answer ('' when there is none). */
export function answerToInput(value: unknown): string {
  if (value === true) return 'yes';
  if (value === false) return 'no';
  if (value === null || value === undefined) return '';
  return String(value);
}
