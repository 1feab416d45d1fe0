/**
 * Validation issues as react-admin's form-level `validate` returns them: an object shaped like
 * the form values, with a message at each invalid input ({ rules: [{ reason: { hi: '...' } }] }).
 * Numeric path segments become array indexes, as react-hook-form keeps array errors.
 */
export interface FormErrors {
  [key: string]: FormErrorNode;
}
export type FormErrorNode = string | FormErrors | FormErrorNode[];

/** The parts of a zod issue this needs (zod 4's shape), so the console needs no zod of its own. */
export interface IssueLike {
  code?: string;
  path: readonly PropertyKey[];
  message: string;
  keys?: readonly string[];
  origin?: string;
  minimum?: number | bigint;
}

/** react-admin's own key: the inputs show "Required". */
export const REQUIRED = 'ra.validation.required';
export const UNKNOWN_FIELD = 'Unknown field';

const isIndex = (segment: string | number) => typeof segment === 'number' || /^\d+$/.test(segment);

/**
 * Puts `message` at `path`. The first message for an input wins, and a message never replaces
 * a subtree of messages for the inputs inside it (nor the other way round).
 */
export const setFormError = (errors: FormErrors, path: readonly (string | number)[], message: string): void => {
  if (path.length === 0) return;
  let node: FormErrors | FormErrorNode[] = errors;
  for (let i = 0; i < path.length; i += 1) {
    const segment = path[i]!;
    const container = node as Record<string | number, FormErrorNode | undefined>;
    if (i === path.length - 1) {
      if (container[segment] === undefined) container[segment] = message;
      return;
    }
    let next = container[segment];
    if (next === undefined) {
      next = isIndex(path[i + 1]!) ? [] : {};
      container[segment] = next;
    }
    if (typeof next === 'string') return;
    node = next;
  }
};

const segmentsOf = (path: readonly PropertyKey[]) =>
  path.map((segment) => (typeof segment === 'number' ? segment : String(segment)));

const MISSING_VALUE_CODES = new Set(['invalid_type', 'invalid_value', 'invalid_union']);

const valueAt = (input: unknown, path: readonly (string | number)[]): unknown =>
  path.reduce<unknown>((node, segment) => (node !== null && typeof node === 'object' ? (node as Record<string | number, unknown>)[segment] : undefined), input);

/** zod's wording for the usual cases, in the words the console's inputs use. */
const messageOf = (issue: IssueLike, missing: boolean): string => {
  if (missing && issue.code !== undefined && MISSING_VALUE_CODES.has(issue.code)) return REQUIRED;
  if (issue.code === 'invalid_type' && /received undefined$/.test(issue.message)) return REQUIRED;
  if (issue.code === 'too_small' && issue.origin === 'string' && Number(issue.minimum) === 1) return REQUIRED;
  if (issue.code === 'too_small' && issue.origin === 'array') {
    return Number(issue.minimum) === 1 ? 'Add at least one' : `Add at least ${Number(issue.minimum)}`;
  }
  return issue.message;
};

/**
 * A zod error (from schemeSchema.safeParse) as react-admin form errors, by path. Given the
 * parsed `input`, an input left empty reads "Required" rather than zod's "Invalid option:
 * expected one of ..." (an enum) or "Invalid discriminator value" (a rule's test).
 */
export const zodToFormErrors = (error: { issues: readonly IssueLike[] }, input?: unknown): FormErrors => {
  const errors: FormErrors = {};
  for (const issue of error.issues) {
    const path = segmentsOf(issue.path);
    if (issue.code === 'unrecognized_keys' && issue.keys) {
      for (const key of issue.keys) setFormError(errors, [...path, key], UNKNOWN_FIELD);
      continue;
    }
    const missing = input !== undefined && path.length > 0 && valueAt(input, path) == null;
    setFormError(errors, path.length > 0 ? path : ['root', 'serverError'], messageOf(issue, missing));
  }
  return errors;
};

/** Messages by dotted path ('benefits.0.amountInr', as the API's 400 `fields` has them) as form errors. */
export const dottedToFormErrors = (fields: Record<string, string>): FormErrors => {
  const errors: FormErrors = {};
  for (const [path, message] of Object.entries(fields)) {
    setFormError(errors, path === '_' || path === '' ? ['root', 'serverError'] : path.split('.'), message);
  }
  return errors;
};
