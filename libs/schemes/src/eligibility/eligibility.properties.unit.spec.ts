import fc from 'fast-check';
import { OCCUPATIONS, PROFILE_FACTS, SCHEME_STATES, type CitizenProfile, type ProfileFact } from '../profile';
import type { Condition, Rule } from '../scheme.schema';
import { evaluateScheme, matchScore } from './evaluate';
import { FACTS } from './facts';

/**
 * Properties over random profiles and random schemes whose rules are the kinds the catalogue
 * may hold (every operator on the facts it fits, single conditions and anyOf).
 */

const NOW = new Date('2025-07-01T00:00:00Z');

const numberOf: Partial<Record<ProfileFact, fc.Arbitrary<number>>> = {
  age: fc.integer({ min: 0, max: 130 }),
  annualIncome: fc.integer({ min: 0, max: 5_000_000 }),
  disabilityPercent: fc.integer({ min: 0, max: 100 }),
  studentClass: fc.integer({ min: 1, max: 18 }),
  landholdingHectares: fc.integer({ min: 0, max: 2000 }).map((n) => n / 100),
  daughterAge: fc.integer({ min: 0, max: 30 }),
};

const valueOf = (fact: ProfileFact): fc.Arbitrary<unknown> => {
  const info = FACTS[fact];
  if (info.kind === 'yesno') return fc.boolean();
  if (info.options) return fc.constantFrom(...info.options.map((option) => option.value));
  const numbers = numberOf[fact];
  if (!numbers) throw new Error(`no generator for ${fact}`);
  return numbers;
};

const profileArb: fc.Arbitrary<CitizenProfile> = fc.record(
  Object.fromEntries(PROFILE_FACTS.map((fact) => [fact, valueOf(fact)])) as { [K in ProfileFact]: fc.Arbitrary<unknown> },
  { requiredKeys: [] },
) as fc.Arbitrary<CitizenProfile>;

const conditionArb: fc.Arbitrary<Condition> = fc.constantFrom(...PROFILE_FACTS).chain((fact): fc.Arbitrary<Condition> => {
  const info = FACTS[fact];
  if (info.kind === 'yesno') return fc.boolean().map((value) => ({ fact, op: 'is' as const, value }));
  if (info.options) {
    const values = info.options.map((option) => option.value);
    return fc
      .tuple(fc.constantFrom('in' as const, 'notIn' as const), fc.subarray(values, { minLength: 1 }))
      .map(([op, chosen]) => ({ fact, op, values: chosen }));
  }
  const n = numberOf[fact]!;
  return fc.oneof(
    n.map((value) => ({ fact, op: 'gte' as const, value })),
    n.map((value) => ({ fact, op: 'lte' as const, value })),
    fc.tuple(n, n).map(([a, b]) => ({ fact, op: 'between' as const, min: Math.min(a, b), max: Math.max(a, b) })),
    fc.array(n, { minLength: 1, maxLength: 3 }).map((values) => ({ fact, op: 'in' as const, values })),
  );
});

const reason = { en: 'Your {value} is not {limit}', hi: 'आपका {value} {limit} नहीं है' };
const ruleArb = (id: string): fc.Arbitrary<Rule> =>
  fc.oneof(
    conditionArb.map((condition) => ({ id, label: { en: id, hi: 'नियम' }, condition, reason })),
    fc.array(conditionArb, { minLength: 2, maxLength: 3 }).map((anyOf) => ({ id, label: { en: id, hi: 'नियम' }, anyOf, reason })),
  );
const rulesArb = fc
  .integer({ min: 1, max: 6 })
  .chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => ruleArb(`rule-${i}`))));
const schemeArb = rulesArb.map((rules) => ({ id: 'random-scheme', rules }));

/** A rule that the profile meets: every value of the fact it tests is accepted. */
const passingRuleFor = (profile: CitizenProfile, id: string): Rule | undefined => {
  const fact = PROFILE_FACTS.find((candidate) => profile[candidate] !== undefined);
  if (!fact) return undefined;
  const value = profile[fact]!;
  const condition: Condition =
    typeof value === 'boolean'
      ? { fact, op: 'is', value }
      : typeof value === 'number'
        ? { fact, op: 'between', min: value, max: value }
        : { fact, op: 'in', values: [value] };
  return { id, label: { en: 'always', hi: 'हमेशा' }, condition, reason };
};

describe('eligibility properties', () => {
  it('adding a missing fact never turns a failed rule into passed (nor into unknown)', () => {
    fc.assert(
      fc.property(schemeArb, profileArb, fc.constantFrom(...PROFILE_FACTS).chain((fact) => fc.tuple(fc.constant(fact), valueOf(fact))), (scheme, profile, [fact, value]) => {
        fc.pre(profile[fact] === undefined);
        const before = evaluateScheme(scheme, profile, { now: NOW });
        const after = evaluateScheme(scheme, { ...profile, [fact]: value }, { now: NOW });
        const failedAfter = new Set(after.failed.map((rule) => rule.ruleId));
        for (const rule of before.failed) expect(failedAfter.has(rule.ruleId)).toBe(true);
        for (const rule of before.passed) expect(after.passed.map((r) => r.ruleId)).toContain(rule.ruleId);
        if (before.eligible === 'no') expect(after.eligible).toBe('no');
        if (before.eligible === 'yes') expect(after).toEqual(before);
      }),
    );
  });

  it('adding a rule the citizen passes never lowers the score', () => {
    fc.assert(
      fc.property(schemeArb, profileArb, (scheme, profile) => {
        const extra = passingRuleFor(profile, 'extra');
        fc.pre(extra !== undefined);
        const before = evaluateScheme(scheme, profile, { now: NOW });
        const after = evaluateScheme({ ...scheme, rules: [...scheme.rules, extra!] }, profile, { now: NOW });
        expect(after.passed).toHaveLength(before.passed.length + 1);
        expect(after.matchScore).toBeGreaterThanOrEqual(before.matchScore);
        expect(after.eligible).toBe(before.eligible);
      }),
    );
  });

  it('the score is monotone in rules passed: one more passed rule, or an unknown one passing, never lowers it', () => {
    const counts = fc.record({ passed: fc.nat(30), unknown: fc.nat(30), failed: fc.nat(30) });
    fc.assert(
      fc.property(counts, (c) => {
        const score = matchScore(c);
        expect(Number.isInteger(score) && score >= 0 && score <= 100).toBe(true);
        expect(matchScore({ ...c, passed: c.passed + 1 })).toBeGreaterThanOrEqual(score);
        if (c.unknown > 0) {
          expect(matchScore({ ...c, passed: c.passed + 1, unknown: c.unknown - 1 })).toBeGreaterThanOrEqual(score);
        }
      }),
    );
  });

  it("orders the bands: any 'no' < any 'unknown' < 'yes' = 100, the only 100", () => {
    fc.assert(
      fc.property(schemeArb, profileArb, (scheme, profile) => {
        const { eligible, matchScore: score } = evaluateScheme(scheme, profile, { now: NOW });
        if (eligible === 'yes') expect(score).toBe(100);
        if (eligible === 'unknown') expect(score >= 70 && score <= 89).toBe(true);
        if (eligible === 'no') expect(score >= 0 && score <= 49).toBe(true);
      }),
    );
  });

  it('is deterministic: the same scheme and profile (in any key order) give the same result', () => {
    fc.assert(
      fc.property(schemeArb, profileArb, (scheme, profile) => {
        const first = evaluateScheme(scheme, profile, { now: NOW });
        const reversed = Object.fromEntries(Object.entries(profile).reverse()) as CitizenProfile;
        const again = evaluateScheme(structuredClone(scheme), reversed, { now: NOW });
        expect(again).toEqual(first);
        expect(JSON.stringify(again)).toBe(JSON.stringify(first));
      }),
    );
  });

  it('explains every rule exactly once, fills every failed reason and asks for each missing fact once', () => {
    fc.assert(
      fc.property(schemeArb, profileArb, (scheme, profile) => {
        const result = evaluateScheme(scheme, profile, { now: NOW });
        const explained = [...result.passed, ...result.failed, ...result.unknown].map((rule) => rule.ruleId).sort();
        expect(explained).toEqual(scheme.rules.map((rule) => rule.id).sort());
        for (const rule of result.failed) {
          expect(rule.reason.en).not.toMatch(/\{value\}|\{limit\}|undefined/);
          expect(rule.reason.hi).not.toMatch(/\{value\}|\{limit\}|undefined/);
        }
        const facts = result.missing.map((entry) => entry.fact);
        expect(new Set(facts).size).toBe(facts.length);
        for (const fact of facts) expect(profile[fact]).toBeUndefined();
      }),
    );
  });
});

// Keep the generators honest about the profile's enums.
it('generates every state and occupation the profile allows', () => {
  expect(FACTS.state.options?.map((option) => option.value)).toEqual([...SCHEME_STATES]);
  expect(FACTS.occupation.options?.map((option) => option.value)).toEqual([...OCCUPATIONS]);
});
