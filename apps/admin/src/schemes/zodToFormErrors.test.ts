import { schemeSchema } from '@jan-seva/schemes';
import { REQUIRED, dottedToFormErrors, zodToFormErrors } from './zodToFormErrors';

describe('zodToFormErrors', () => {
  it('puts each message at its nested path, with arrays for indexes', () => {
    const errors = zodToFormErrors({
      issues: [
        { code: 'invalid_string', path: ['rules', 0, 'reason', 'hi'], message: 'Hindi text must be in Devanagari' },
        { code: 'too_small', path: ['benefits', 2, 'amountInr'], message: 'Too small: expected number to be >=0' },
        { code: 'invalid_format', path: ['officialLink'], message: 'Invalid URL' },
      ],
    });

    expect(errors).toEqual({
      rules: [{ reason: { hi: 'Hindi text must be in Devanagari' } }],
      benefits: [undefined, undefined, { amountInr: 'Too small: expected number to be >=0' }],
      officialLink: 'Invalid URL',
    });
    expect(Array.isArray(errors.rules)).toBe(true);
  });

  it('keeps the first message for an input and never overwrites a group with a message', () => {
    const errors = zodToFormErrors({
      issues: [
        { path: ['name', 'hi'], message: 'first' },
        { path: ['name', 'hi'], message: 'second' },
        { path: ['name'], message: 'about the whole name' },
      ],
    });
    expect(errors).toEqual({ name: { hi: 'first' } });
  });

  it('names unknown keys as fields, and says Required for a missing value', () => {
    const errors = zodToFormErrors({
      issues: [
        { code: 'unrecognized_keys', path: ['contact'], keys: ['fax'], message: 'Unrecognized key: "fax"' },
        { code: 'invalid_type', path: ['name', 'en'], message: 'Invalid input: expected string, received undefined' },
        { code: 'too_small', origin: 'array', minimum: 1, path: ['faq'], message: 'Too small' },
      ],
    });
    expect(errors).toEqual({ contact: { fax: 'Unknown field' }, name: { en: REQUIRED }, faq: 'Add at least one' });
  });

  it('says Required for an empty choice when given the values, and keeps zod\'s words for a wrong one', () => {
    const issues = [
      { code: 'invalid_value', path: ['category'], message: 'Invalid option: expected one of "agriculture"|...' },
      { code: 'invalid_union', path: ['rules', 0, 'condition', 'op'], message: 'Invalid discriminator value' },
      { code: 'invalid_value', path: ['level'], message: 'Invalid option: expected one of "central"|"state"' },
    ];
    const values = { level: 'district', rules: [{ condition: { fact: 'age' } }] };

    expect(zodToFormErrors({ issues }, values)).toEqual({
      category: REQUIRED,
      rules: [{ condition: { op: REQUIRED } }],
      level: 'Invalid option: expected one of "central"|"state"',
    });
    expect(zodToFormErrors({ issues }).category).toBe('Invalid option: expected one of "agriculture"|...');
  });

  it('maps a real schemeSchema failure: Hindi missing in a rule reason', () => {
    const parsed = schemeSchema.shape.rules.safeParse([
      {
        id: 'age',
        label: { en: 'Age', hi: 'आयु' },
        condition: { fact: 'age', op: 'between', min: 18, max: 40 },
        reason: { en: 'You must be 18 to 40' },
      },
    ]);
    expect(parsed.success).toBe(false);
    if (parsed.success) return;

    expect(zodToFormErrors({ issues: parsed.error.issues.map((issue) => ({ ...issue, path: ['rules', ...issue.path] })) })).toEqual({
      rules: [{ reason: { hi: REQUIRED } }],
    });
  });

  it("reads the API's dotted field paths the same way", () => {
    expect(dottedToFormErrors({ 'benefits.0.amountInr': 'Must be positive', _: 'Invalid scheme' })).toEqual({
      benefits: [{ amountInr: 'Must be positive' }],
      root: { serverError: 'Invalid scheme' },
    });
  });
});
