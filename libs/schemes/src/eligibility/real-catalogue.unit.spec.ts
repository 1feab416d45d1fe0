import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { catalogueDir } from '../catalogue/catalogue-dir';
import type { CitizenProfile } from '../profile';
import { schemeSchema, type Condition, type Scheme } from '../scheme.schema';
import { upFarmer } from '../testing/scheme-fixtures';
import { conditionsOf, evaluateRule, evaluateScheme, type EligibilityResult } from './evaluate';
import { FACTS } from './facts';

/**
 * Issue 3's eligibility acceptance cases, on the real catalogue files (libs/schemes/data). A
 * missing or invalid file fails here with its name, rather than the case being skipped.
 */
function realScheme(id: string): Scheme {
  const file = join(catalogueDir(), `${id}.json`);
  if (!existsSync(file)) throw new Error(`${file} is missing: the catalogue must have '${id}' (issue 3, scheme-catalogue.md)`);
  const parsed = schemeSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) {
    throw new Error(`${id}.json is invalid: ${parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`);
  }
  return parsed.data;
}

const NOW = new Date('2025-07-01T06:00:00Z');
const facts = (result: EligibilityResult, scheme: Scheme, outcome: 'failed' | 'passed') => {
  const ids = new Set(result[outcome].map((rule) => rule.ruleId));
  return scheme.rules.filter((rule) => ids.has(rule.id)).flatMap((rule) => (rule.condition ? [rule.condition] : (rule.anyOf ?? [])).map((c) => c.fact));
};
const expectReadableReasons = (result: EligibilityResult) => {
  for (const { reason } of result.failed) {
    expect(reason.en).not.toMatch(/\{value\}|\{limit\}|\bundefined\b|\bNaN\b/);
    expect(reason.hi).toMatch(/[\u0900-\u097F]/);
    expect(reason.hi).not.toMatch(/\{value\}|\{limit\}|\bundefined\b|\bNaN\b/);
  }
};

describe('PM-KISAN (libs/schemes/data/pm-kisan.json)', () => {
  it('finds a 30-year-old farmer with land in Uttar Pradesh eligible', () => {
    const scheme = realScheme('pm-kisan');
    const result = evaluateScheme(scheme, upFarmer, { now: NOW });
    expect({ eligible: result.eligible, failed: result.failed, missing: result.missing.map((m) => m.fact) }).toEqual({
      eligible: 'yes',
      failed: [],
      missing: [],
    });
    expect(result.matchScore).toBe(100);
  });

  it('refuses an income-tax payer, with the reason in English and Hindi', () => {
    const scheme = realScheme('pm-kisan');
    const result = evaluateScheme(scheme, { ...upFarmer, isIncomeTaxPayer: true }, { now: NOW });
    expect(result.eligible).toBe('no');
    expect(facts(result, scheme, 'failed')).toEqual(['isIncomeTaxPayer']);
    expect(result.failed[0]?.reason.en).toMatch(/income[- ]tax/i);
    expect(result.failed[0]?.reason.hi).toMatch(/आयकर/);
    expectReadableReasons(result);
  });
});

describe('Atal Pension Yojana (libs/schemes/data/atal-pension-yojana.json)', () => {
  const saver: CitizenProfile = { ...upFarmer, age: 30, hasBankAccount: true, isIncomeTaxPayer: false };

  it('lets a 30-year-old with a savings account join', () => {
    expect(evaluateScheme(realScheme('atal-pension-yojana'), saver, { now: NOW }).eligible).toBe('yes');
  });

  it('does not let a 45-year-old join (entry age 18-40), and says so with the age', () => {
    const scheme = realScheme('atal-pension-yojana');
    const result = evaluateScheme(scheme, { ...saver, age: 45 }, { now: NOW });
    expect(result.eligible).toBe('no');
    expect(facts(result, scheme, 'failed')).toEqual(['age']);
    expect(result.failed[0]?.reason.en).toMatch(/\b45\b/);
    expect(result.failed[0]?.reason.en).toMatch(/\b40\b/);
    expect(result.failed[0]?.reason.hi).toMatch(/45/);
    expectReadableReasons(result);
  });
});

describe('Ayushman Vay Vandana card (libs/schemes/data/ayushman-vay-vandana.json)', () => {
  it.each([0, 90_000, 500_000, 2_400_000, 100_000_000])('finds a 72-year-old eligible with an income of ₹%i', (annualIncome) => {
    const profile: CitizenProfile = { age: 72, annualIncome, isIncomeTaxPayer: annualIncome > 1_200_000, isBpl: annualIncome < 100_000 };
    const result = evaluateScheme(realScheme('ayushman-vay-vandana'), profile, { now: NOW });
    expect({ eligible: result.eligible, missing: result.missing.map((m) => m.fact) }).toEqual({ eligible: 'yes', missing: [] });
  });

  it('refuses a 69-year-old with a readable reason', () => {
    const result = evaluateScheme(realScheme('ayushman-vay-vandana'), { age: 69 }, { now: NOW });
    expect(result.eligible).toBe('no');
    expect(result.failed[0]?.reason.en).toMatch(/\b69\b/);
    expect(result.failed[0]?.reason.en).not.toMatch(/years years/);
    expect(result.failed[0]?.reason.hi).not.toMatch(/वर्ष वर्ष/);
    expectReadableReasons(result);
  });
});

describe('Sukanya Samriddhi Yojana (libs/schemes/data/sukanya-samriddhi.json)', () => {
  it('refuses a family without a daughter, with the reason in English and Hindi', () => {
    const scheme = realScheme('sukanya-samriddhi');
    const result = evaluateScheme(scheme, { ...upFarmer, hasDaughter: false }, { now: NOW });
    expect(result.eligible).toBe('no');
    expect(facts(result, scheme, 'failed')).toEqual(['hasDaughter']);
    expect(result.failed[0]?.reason.en).toMatch(/for families with a daughter/);
    expect(result.failed[0]?.reason.hi).toMatch(/बेटी वाले परिवारों के लिए/);
    expect(result.matchScore).toBeLessThan(50);
    expectReadableReasons(result);
  });

  it('asks whether there is a daughter before her age', () => {
    const result = evaluateScheme(realScheme('sukanya-samriddhi'), {}, { now: NOW });
    expect(result.eligible).toBe('unknown');
    expect(result.missing.map((m) => m.fact)).toEqual(['hasDaughter', 'daughterAge']);
  });

  it('finds a family with a 5-year-old daughter eligible', () => {
    const result = evaluateScheme(realScheme('sukanya-samriddhi'), { ...upFarmer, hasDaughter: true, daughterAge: 5 }, { now: NOW });
    expect({ eligible: result.eligible, failed: result.failed, missing: result.missing.map((m) => m.fact) }).toEqual({
      eligible: 'yes',
      failed: [],
      missing: [],
    });
    expect(result.matchScore).toBe(100);
  });

  it('refuses a daughter of 10 or more, with her age', () => {
    const scheme = realScheme('sukanya-samriddhi');
    const result = evaluateScheme(scheme, { hasDaughter: true, daughterAge: 12 }, { now: NOW });
    expect(result.eligible).toBe('no');
    expect(facts(result, scheme, 'failed')).toEqual(['daughterAge']);
    expect(result.failed[0]?.reason.en).toMatch(/\b12\b/);
    expectReadableReasons(result);
  });
});

describe('Beti Bachao Beti Padhao (libs/schemes/data/beti-bachao-beti-padhao.json)', () => {
  it('is not for a man without a daughter, and says so', () => {
    const scheme = realScheme('beti-bachao-beti-padhao');
    const result = evaluateScheme(scheme, { ...upFarmer, gender: 'male', hasDaughter: false }, { now: NOW });
    expect(result.eligible).toBe('no');
    expect(facts(result, scheme, 'failed')).toEqual(['gender', 'hasDaughter']);
    expect(result.failed[0]?.reason.en).toMatch(/families with a daughter/);
    expect(result.failed[0]?.reason.hi).toMatch(/बेटी वाले परिवारों/);
    expectReadableReasons(result);
  });

  it('finds a father of a 5-year-old daughter, and a girl, eligible', () => {
    const scheme = realScheme('beti-bachao-beti-padhao');
    expect(evaluateScheme(scheme, { gender: 'male', hasDaughter: true, daughterAge: 5 }, { now: NOW }).eligible).toBe('yes');
    expect(evaluateScheme(scheme, { gender: 'female' }, { now: NOW }).eligible).toBe('yes');
  });
});

/** A value of the condition's fact that makes it false, if the fact has one. */
function failingValue(condition: Condition): unknown {
  switch (condition.op) {
    case 'gte':
      return Math.max(0, condition.value - 1);
    case 'lte':
      return condition.value + 1;
    case 'between':
      return condition.max + 1;
    case 'in':
      return FACTS[condition.fact].options
        ? FACTS[condition.fact].options?.map((option) => option.value).find((value) => !condition.values.includes(value))
        : -1;
    case 'notIn':
      return condition.values[0];
    case 'is':
      return !condition.value;
  }
}

describe('every rule of the catalogue', () => {
  it('explains a failure in readable English and Hindi (placeholders filled, no unit written twice)', () => {
    const files = readdirSync(catalogueDir()).filter((file) => file.endsWith('.json'));
    expect(files.length).toBeGreaterThan(0);
    const unreadable: string[] = [];
    for (const file of files) {
      const parsed = schemeSchema.safeParse(JSON.parse(readFileSync(join(catalogueDir(), file), 'utf8')));
      if (!parsed.success) continue; // catalogue.unit.spec.ts reports invalid files
      for (const rule of parsed.data.rules) {
        const profile = Object.fromEntries(conditionsOf(rule).map((condition) => [condition.fact, failingValue(condition)]));
        const evaluation = evaluateRule(rule, profile as CitizenProfile);
        if (evaluation.outcome !== 'failed') continue;
        const { en, hi } = evaluation.rule.reason;
        const unfilled = /\{value\}|\{limit\}|\bundefined\b|\bNaN\b/;
        const doubled = /%%|₹\s*₹|\b(years?|hectares?) (years?|hectares?)\b|वर्ष वर्ष|हेक्टेयर हेक्टेयर|कक्षा कक्षा|\bclass class\b/i;
        if ([en, hi].some((text) => unfilled.test(text) || doubled.test(text))) unreadable.push(`${file} ${rule.id}: "${en}" / "${hi}"`);
      }
    }
    expect(unreadable).toEqual([]);
  });
});
