import { schemeRuleIssues, schemeSchema } from '@jan-seva/schemes/browser';
import { setFormError, zodToFormErrors, type FormErrors } from './zodToFormErrors';

type Values = Record<string, unknown>;

const isObject = (value: unknown): value is Values =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isBlank = (value: unknown) =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/** Drops what an emptied input leaves behind (react-admin turns '' into null). Keeps array indexes. */
const clean = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map((item) => (isBlank(item) ? undefined : clean(item)));
  if (isObject(value)) {
    const result: Values = {};
    for (const [key, item] of Object.entries(value)) {
      if (!isBlank(item)) result[key] = clean(item);
    }
    return result;
  }
  return value;
};

const isEmptyObject = (value: unknown) => isObject(value) && Object.keys(value).length === 0;

const dropIfEmpty = (target: unknown, key: string) => {
  if (!isObject(target)) return;
  const value = target[key];
  if (isEmptyObject(value) || (Array.isArray(value) && value.length === 0)) delete target[key];
};

/** List items, so that an item left empty is reported input by input. */
const items = (value: unknown): unknown =>
  Array.isArray(value) ? value.map((item) => (item === undefined ? {} : item)) : value;

/** The inputs each operator uses; the others are left over from an operator picked before. */
const CONDITION_KEYS: Record<string, readonly string[]> = {
  gte: ['value'],
  lte: ['value'],
  is: ['value'],
  between: ['min', 'max'],
  in: ['values'],
  notIn: ['values'],
};

const conditionOf = (condition: unknown): unknown => {
  if (!isObject(condition) || typeof condition.op !== 'string') return condition;
  const keep = CONDITION_KEYS[condition.op];
  if (!keep) return condition;
  return Object.fromEntries(
    Object.entries(condition).filter(([key]) => key === 'fact' || key === 'op' || keep.includes(key)),
  );
};

/** Lists of objects; all but importantDates need at least one item (an absent one is reported as empty). */
const OBJECT_LISTS = ['benefits', 'eligibility', 'rules', 'documents', 'applicationSteps', 'importantDates', 'faq'];
const OPTIONAL_LISTS = new Set(['importantDates']);

/** Texts each list item must have, so that one left empty is reported at its inputs. */
const TEXTS_IN_ITEMS: Record<string, readonly string[]> = {
  benefits: ['description'],
  rules: ['label', 'reason'],
  importantDates: ['label'],
  faq: ['q', 'a'],
};

/**
 * The form's values as the scheme document the API and the catalogue files hold: the record's
 * own fields (updatedAt, publishedAt, the read model's 'archived') removed, emptied inputs
 * dropped, optional groups left empty removed, and a rule's condition keeping only the inputs
 * of its operator. Used both to validate and as the request body.
 */
export const toSchemeDocument = (values: Values): Values => {
  const document = clean(values) as Values;
  delete document.updatedAt;
  delete document.publishedAt;
  if (document.status === 'archived') delete document.status;

  for (const key of ['name', 'ministry', 'description']) document[key] ??= {};
  const tags = isObject(document.tags) ? document.tags : {};
  document.tags = { ...tags, en: tags.en ?? [], hi: tags.hi ?? [] };
  document.contact ??= {};
  for (const key of OBJECT_LISTS) {
    if (document[key] !== undefined || !OPTIONAL_LISTS.has(key)) document[key] = items(document[key] ?? []);
  }
  for (const [list, texts] of Object.entries(TEXTS_IN_ITEMS)) {
    for (const item of (document[list] as unknown[] | undefined) ?? []) {
      if (isObject(item)) for (const text of texts) item[text] ??= {};
    }
  }

  dropIfEmpty(document, 'shortName');
  dropIfEmpty(document, 'beneficiaries');
  dropIfEmpty(document.contact, 'address');
  for (const benefit of document.benefits as unknown[]) dropIfEmpty(benefit, 'amountInWords');
  for (const date of (document.importantDates as unknown[] | undefined) ?? []) dropIfEmpty(date, 'text');
  for (const rule of document.rules as unknown[]) {
    if (!isObject(rule)) continue;
    dropIfEmpty(rule, 'condition');
    if (rule.condition !== undefined) rule.condition = conditionOf(rule.condition);
    if (Array.isArray(rule.anyOf)) rule.anyOf = (items(rule.anyOf) as unknown[]).map(conditionOf);
    dropIfEmpty(rule, 'anyOf');
  }
  return document;
};

/** Where a message about a whole rule shows: on the condition's fact, the rule's first input of its kind. */
const relocate = (path: string): (string | number)[] => {
  const segments = path.split('.');
  if (segments.length === 2 && segments[0] === 'rules') return [...segments, 'condition', 'fact'];
  return segments;
};

/**
 * The console's form-level validation: the very schema the seed checks the catalogue files
 * with (schemeSchema), then the same rule checks (operators fit their facts, known values and
 * states, calendar dates...). Returns react-admin's nested errors, or {} when the scheme is valid.
 */
export const validateSchemeForm = (values: Values): FormErrors => {
  const document = toSchemeDocument(values);
  const parsed = schemeSchema.safeParse(document);
  if (!parsed.success) {
    const errors = zodToFormErrors(parsed.error, document);
    // zod reports "either condition or anyOf" on the rule itself, which has no input.
    const rules = errors.rules;
    if (Array.isArray(rules)) {
      rules.forEach((rule, index) => {
        if (typeof rule !== 'string') return;
        delete rules[index];
        setFormError(errors, relocate(`rules.${index}`), rule);
      });
    }
    return errors;
  }
  const errors: FormErrors = {};
  for (const issue of schemeRuleIssues(parsed.data)) setFormError(errors, relocate(issue.path), issue.message);
  return errors;
};
