import { PROFILE_FACTS, type CitizenProfile } from '../profile';
import type { Rule } from '../scheme.schema';
import {
  apyRules,
  nmmssRules,
  pmKisanRules,
  ujjwalaRules,
  upFarmer,
  vayVandanaRules,
} from '../testing/scheme-fixtures';
import { evaluateCatalogue, evaluateRule, evaluateScheme, matchScore } from './evaluate';
import { FACTS } from './facts';

const NOW = new Date('2025-07-01T06:00:00Z');
const scheme = (id: string, rules: Rule[], extra: { maxBenefitInr?: number; deadline?: string; status?: 'active' | 'closed' } = {}) => ({
  id,
  rules,
  ...extra,
});
const pmKisan = scheme('pm-kisan', pmKisanRules, { maxBenefitInr: 6000 });
const apy = scheme('atal-pension-yojana', apyRules, { maxBenefitInr: 5000 });
const vayVandana = scheme('ayushman-vay-vandana', vayVandanaRules, { maxBenefitInr: 500_000 });
const nmmss = scheme('nmmss', nmmssRules, { maxBenefitInr: 12_000 });
const ujjwala = scheme('pm-ujjwala', ujjwalaRules);

describe('evaluateScheme with rules mirroring the real schemes', () => {
  it('finds a 30-year-old farmer with land in Uttar Pradesh eligible for PM-KISAN', () => {
    const result = evaluateScheme(pmKisan, upFarmer, { now: NOW });
    expect(result).toMatchObject({ schemeId: 'pm-kisan', eligible: 'yes', matchScore: 100, failed: [], unknown: [], missing: [] });
    expect(result.passed.map((rule) => rule.ruleId)).toEqual(['owns-cultivable-land', 'not-income-tax-payer', 'not-government-employee']);
    expect(result.passed[0]?.label).toEqual({ en: 'Your family owns cultivable land', hi: 'आपके परिवार के पास खेती योग्य ज़मीन है' });
  });

  it('refuses PM-KISAN to an income-tax payer and says why, in English and Hindi', () => {
    const result = evaluateScheme(pmKisan, { ...upFarmer, isIncomeTaxPayer: true }, { now: NOW });
    expect(result.eligible).toBe('no');
    expect(result.failed).toEqual([
      {
        ruleId: 'not-income-tax-payer',
        label: { en: 'No one in the family paid income tax last year', hi: 'पिछले वर्ष परिवार में किसी ने आयकर नहीं दिया' },
        reason: {
          en: 'Families with an income tax payer in the last assessment year cannot get PM-KISAN',
          hi: 'पिछले कर निर्धारण वर्ष में आयकर देने वाले सदस्य वाले परिवार पीएम-किसान नहीं ले सकते',
        },
      },
    ]);
    expect(result.matchScore).toBe(33);
  });

  it('refuses a landless labourer PM-KISAN, showing the land as 0 hectares', () => {
    const result = evaluateScheme(pmKisan, { ...upFarmer, landholdingHectares: 0 }, { now: NOW });
    expect(result.failed[0]?.reason).toEqual({
      en: 'PM-KISAN is for families owning cultivable land; you told us 0 hectares',
      hi: 'पीएम-किसान खेती योग्य ज़मीन वाले परिवारों के लिए है; आपने 0 हेक्टेयर बताया',
    });
  });

  it('does not let a 45-year-old join Atal Pension Yojana (entry age 18-40)', () => {
    const result = evaluateScheme(apy, { age: 45, hasBankAccount: true, isIncomeTaxPayer: false }, { now: NOW });
    expect(result.eligible).toBe('no');
    expect(result.failed).toEqual([
      expect.objectContaining({
        ruleId: 'entry-age',
        reason: {
          en: 'Your age 45 years is outside the 18 to 40 years entry age',
          hi: 'आपकी आयु 45 वर्ष है, जो 18 से 40 वर्ष की प्रवेश आयु से बाहर है',
        },
      }),
    ]);
  });

  it('lets 18 and 40 join APY (the bounds are inclusive) but not 17 or 41', () => {
    const at = (age: number) => evaluateScheme(apy, { age, hasBankAccount: true, isIncomeTaxPayer: false }, { now: NOW }).eligible;
    expect([17, 18, 40, 41].map(at)).toEqual(['no', 'yes', 'yes', 'no']);
  });

  it('finds a 72-year-old eligible for the Ayushman Vay Vandana card whatever the income', () => {
    for (const annualIncome of [0, 120_000, 2_500_000, 50_000_000]) {
      const result = evaluateScheme(vayVandana, { age: 72, annualIncome, isIncomeTaxPayer: annualIncome > 1_200_000 }, { now: NOW });
      expect(result).toMatchObject({ eligible: 'yes', matchScore: 100 });
    }
    expect(evaluateScheme(vayVandana, { age: 69 }, { now: NOW }).failed[0]?.reason).toEqual({
      en: 'Your age 69 years is below 70 years',
      hi: 'आपकी आयु 69 वर्ष है, जो 70 वर्ष से कम है',
    });
  });

  it('writes money in rupees with Indian grouping, the same digits in Hindi', () => {
    const result = evaluateScheme(nmmss, { annualIncome: 420_000, isStudent: true, studentClass: 9 }, { now: NOW });
    expect(result.failed.map((rule) => rule.reason)).toEqual([
      {
        en: 'Your annual income ₹4,20,000 is above the ₹3,50,000 limit',
        hi: 'आपकी वार्षिक आय ₹4,20,000 है, जो ₹3,50,000 की सीमा से अधिक है',
      },
    ]);
  });

  it('writes school classes and college years as words', () => {
    const result = evaluateScheme(nmmss, { annualIncome: 100_000, isStudent: true, studentClass: 14 }, { now: NOW });
    expect(result.failed[0]?.reason).toEqual({
      en: 'You are in Undergraduate year 2; the scholarship covers Class 9 to Class 12',
      hi: 'आप स्नातक वर्ष 2 में हैं; छात्रवृत्ति कक्षा 9 से कक्षा 12 के लिए है',
    });
  });
});

describe('missing facts', () => {
  it('asks for each missing fact once, in the order the rules need them', () => {
    const twoAgeRules = scheme('x', [...apyRules, { ...vayVandanaRules[0]!, id: 'again-age' }]);
    const result = evaluateScheme(twoAgeRules, {}, { now: NOW });
    expect(result.eligible).toBe('unknown');
    expect(result.missing.map((entry) => entry.fact)).toEqual(['age', 'hasBankAccount', 'isIncomeTaxPayer']);
    expect(result.missing[0]).toMatchObject({
      fact: 'age',
      question: { en: 'Tell us your age to check this rule', hi: 'इस नियम की जाँच के लिए अपनी आयु बताएँ' },
      input: { kind: 'years', min: 0, max: 130 },
    });
  });

  it('offers the choices of a choice fact, in both languages', () => {
    const result = evaluateScheme(ujjwala, { age: 30 }, { now: NOW });
    const gender = result.missing.find((entry) => entry.fact === 'gender');
    expect(gender?.input.options).toEqual([
      { value: 'male', label: { en: 'Male', hi: 'पुरुष' } },
      { value: 'female', label: { en: 'Female', hi: 'महिला' } },
      { value: 'other', label: { en: 'Other', hi: 'अन्य' } },
    ]);
  });

  it('has a question in English and Hindi for every fact of the citizen profile', () => {
    for (const fact of PROFILE_FACTS) {
      const { question } = FACTS[fact];
      expect(question.en).toMatch(/^Tell us .+ to check this rule$/);
      expect(question.hi).toMatch(/^इस नियम की जाँच के लिए [\u0900-\u097F]/);
      expect(question.hi).toMatch(/(बताएँ|हैं|है|में)( \(.*\))?$/);
    }
    expect(new Set(PROFILE_FACTS.map((fact) => FACTS[fact].question.en)).size).toBe(PROFILE_FACTS.length);
  });

  it('does not ask for facts of rules already decided', () => {
    const result = evaluateScheme(pmKisan, { landholdingHectares: 2 }, { now: NOW });
    expect(result.missing.map((entry) => entry.fact)).toEqual(['isIncomeTaxPayer', 'isGovernmentEmployee']);
    expect(result.unknown.map((rule) => rule.ruleId)).toEqual(['not-income-tax-payer', 'not-government-employee']);
  });
});

describe('anyOf rules', () => {
  const poorHousehold = ujjwalaRules[2]!;
  const outcome = (profile: CitizenProfile) => evaluateRule(poorHousehold, profile).outcome;

  it('passes when any condition holds, even if the others are unknown', () => {
    expect(outcome({ socialCategory: 'st' })).toBe('passed');
    expect(outcome({ isBpl: true, socialCategory: 'general' })).toBe('passed');
  });

  it('is unknown while no condition holds and one is unknown, and asks only for the unknown one', () => {
    expect(outcome({ isBpl: false })).toBe('unknown');
    const result = evaluateScheme(scheme('u', [poorHousehold]), { isBpl: false }, { now: NOW });
    expect(result.missing.map((entry) => entry.fact)).toEqual(['socialCategory']);
  });

  it('fails only when every condition is known and false, explaining with its first condition', () => {
    const evaluation = evaluateRule(poorHousehold, { isBpl: false, socialCategory: 'obc' });
    expect(evaluation).toEqual({
      outcome: 'failed',
      rule: {
        ruleId: 'poor-household',
        label: poorHousehold.label,
        reason: { en: 'BPL: no; the scheme is for poor households', hi: 'बीपीएल: नहीं; योजना गरीब परिवारों के लिए है' },
      },
    });
  });
});

describe('eligible', () => {
  it("is 'no' as soon as one rule fails, even with others unknown", () => {
    expect(evaluateScheme(ujjwala, { gender: 'male' }, { now: NOW }).eligible).toBe('no');
  });
  it("is 'unknown' when nothing failed and something is missing", () => {
    expect(evaluateScheme(ujjwala, { gender: 'female', age: 25 }, { now: NOW }).eligible).toBe('unknown');
  });
  it("is 'yes' when every rule passed", () => {
    const profile: CitizenProfile = { gender: 'female', age: 25, socialCategory: 'sc', hasLpgConnection: false };
    expect(evaluateScheme(ujjwala, profile, { now: NOW })).toMatchObject({ eligible: 'yes', matchScore: 100 });
  });
});

describe('matchScore', () => {
  it('gives 100 only to a scheme whose every rule passed', () => {
    expect(matchScore({ passed: 4, unknown: 0, failed: 0 })).toBe(100);
    expect(matchScore({ passed: 0, unknown: 0, failed: 0 })).toBe(100);
  });
  it("puts 'unknown' schemes in 70-89, counting an unknown rule as half passed", () => {
    expect(matchScore({ passed: 0, unknown: 3, failed: 0 })).toBe(70);
    expect(matchScore({ passed: 3, unknown: 1, failed: 0 })).toBe(50 + Math.floor(40 * 3.5 / 4));
    expect(matchScore({ passed: 99, unknown: 1, failed: 0 })).toBe(89);
  });
  it("puts 'no' schemes in 0-49", () => {
    expect(matchScore({ passed: 0, unknown: 0, failed: 1 })).toBe(0);
    expect(matchScore({ passed: 2, unknown: 0, failed: 1 })).toBe(33);
    expect(matchScore({ passed: 99, unknown: 0, failed: 1 })).toBe(49);
  });
});

describe('open', () => {
  it('closes after the last day to apply, at midnight in India', () => {
    const withDeadline = scheme('d', vayVandanaRules, { deadline: '2025-07-31' });
    expect(evaluateScheme(withDeadline, {}, { now: new Date('2025-07-31T18:29:00Z') }).open).toBe(true);
    expect(evaluateScheme(withDeadline, {}, { now: new Date('2025-07-31T18:31:00Z') }).open).toBe(false);
    expect(evaluateScheme(scheme('c', vayVandanaRules, { status: 'closed' }), {}, { now: NOW }).open).toBe(false);
    expect(evaluateScheme(scheme('a', vayVandanaRules), {}, { now: NOW }).open).toBe(true);
  });
});

describe('evaluateCatalogue', () => {
  it('ranks eligible schemes first, then by score, then by the largest benefit', () => {
    const farmer: CitizenProfile = { ...upFarmer, age: 30 };
    const ranked = evaluateCatalogue([ujjwala, nmmss, vayVandana, apy, pmKisan], farmer, { now: NOW });
    expect(ranked.map(({ scheme: s, result }) => [s.id, result.eligible, result.matchScore])).toEqual([
      ['pm-kisan', 'yes', 100],
      ['atal-pension-yojana', 'yes', 100],
      // not a student (failed), income passed, class unknown: floor(50 × 1.5/3)
      ['nmmss', 'no', 25],
      // male, not BPL/SC/ST, has LPG (failed), adult passed: floor(50 × 1/4)
      ['pm-ujjwala', 'no', 12],
      ['ayushman-vay-vandana', 'no', 0],
    ]);
  });

  it('orders ties by id so the list is stable', () => {
    const ranked = evaluateCatalogue([scheme('b', vayVandanaRules), scheme('a', vayVandanaRules)], { age: 80 }, { now: NOW });
    expect(ranked.map(({ scheme: s }) => s.id)).toEqual(['a', 'b']);
  });
});
