import { schemeSchema } from '@jan-seva/schemes';
import { apy } from '../test/schemeFixture';
import { REQUIRED } from './zodToFormErrors';
import { toSchemeDocument, validateSchemeForm } from './schemeDocument';

describe('toSchemeDocument', () => {
  it("turns a record into the document the seed files hold: no read-model fields", () => {
    const document = toSchemeDocument({ ...apy(), status: 'archived' });

    expect(document).not.toHaveProperty('updatedAt');
    expect(document).not.toHaveProperty('publishedAt');
    expect(document).not.toHaveProperty('status');
    expect(schemeSchema.safeParse(document).success).toBe(true);
  });

  it('drops emptied inputs and optional groups left empty, keeping list positions', () => {
    const document = toSchemeDocument({
      ...apy(),
      shortName: { en: null, hi: '' },
      contact: { helpline: null, address: { en: null, hi: null } },
      beneficiaries: { count: null, asOf: null },
      benefits: [
        { description: { en: 'One', hi: 'एक' }, amountInr: null, amountInWords: { en: null, hi: null } },
        null,
      ],
    });

    expect(document).not.toHaveProperty('shortName');
    expect(document).not.toHaveProperty('beneficiaries');
    expect(document.contact).toEqual({});
    expect(document.benefits).toEqual([{ description: { en: 'One', hi: 'एक' } }, { description: {} }]);
  });

  it("keeps only the inputs of a condition's operator", () => {
    const record = apy();
    const document = toSchemeDocument({
      ...record,
      rules: [
        { ...record.rules[0], condition: { fact: 'age', op: 'between', min: 18, max: 40, value: 30, values: [] } },
        { ...record.rules[1], condition: null, anyOf: [] },
      ],
    });

    expect((document.rules as { condition?: unknown }[])[0]?.condition).toEqual({ fact: 'age', op: 'between', min: 18, max: 40 });
    expect((document.rules as object[])[1]).not.toHaveProperty('anyOf');
    expect((document.rules as object[])[1]).not.toHaveProperty('condition');
  });
});

describe('validateSchemeForm', () => {
  it('accepts a valid scheme', () => {
    expect(validateSchemeForm(apy())).toEqual({});
  });

  it('refuses missing Hindi text and English where Devanagari is due, at those inputs', () => {
    const record = apy();
    const errors = validateSchemeForm({
      ...record,
      name: { en: record.name.en, hi: null },
      faq: [{ q: record.faq[0]!.q, a: { en: 'Yes', hi: 'Yes' } }],
    });

    expect(errors).toEqual({
      name: { hi: REQUIRED },
      faq: [{ a: { hi: 'Hindi text must be in Devanagari' } }],
    });
  });

  it('puts "either condition or anyOf" on the rule\'s fact input', () => {
    const record = apy();
    const errors = validateSchemeForm({ ...record, rules: [{ ...record.rules[0], condition: null }] });

    expect(errors).toEqual({ rules: [{ condition: { fact: 'a rule has either condition or anyOf' } }] });
  });

  it('applies the seed\'s rule checks too (an operator that does not fit its fact, a central scheme\'s state)', () => {
    const record = apy();
    const errors = validateSchemeForm({
      ...record,
      state: 'Bihar',
      rules: [{ ...record.rules[0], condition: { fact: 'occupation', op: 'gte', value: 3 } }],
    });

    expect(errors).toEqual({
      state: "a central scheme's state is 'All India', not 'Bihar'",
      rules: [{ condition: { op: "'gte' needs a numeric fact; 'occupation' is choice" } }],
    });
  });

  it('asks for at least one entry in the lists the catalogue requires', () => {
    expect(validateSchemeForm({ ...apy(), documents: [] })).toEqual({ documents: 'Add at least one' });
  });
});

describe('validateSchemeForm on a new, empty list item', () => {
  it('reports each of its texts at the English and Hindi inputs', () => {
    const record = apy();
    const errors = validateSchemeForm({ ...record, faq: [...record.faq, { q: null, a: null }], eligibility: [...record.eligibility, ''] });

    expect(errors).toEqual({
      faq: [undefined, { q: { en: REQUIRED, hi: REQUIRED }, a: { en: REQUIRED, hi: REQUIRED } }],
      eligibility: [undefined, { en: REQUIRED, hi: REQUIRED }],
    });
  });
});

describe('validateSchemeForm on a new rule', () => {
  it('asks for each input left empty, a choice included', () => {
    const record = apy();
    const errors = validateSchemeForm({
      ...record,
      category: null,
      rules: [
        { id: null, label: null, condition: null, anyOf: null, reason: null },
        { ...record.rules[0], condition: { fact: 'age', op: null } },
        { ...record.rules[0], condition: { fact: 'age', op: 'gte', value: null } },
      ],
    });

    expect(errors).toEqual({
      category: REQUIRED,
      rules: [
        { id: REQUIRED, label: { en: REQUIRED, hi: REQUIRED }, reason: { en: REQUIRED, hi: REQUIRED } },
        { condition: { op: REQUIRED } },
        { condition: { value: REQUIRED } },
      ],
    });
  });
});
