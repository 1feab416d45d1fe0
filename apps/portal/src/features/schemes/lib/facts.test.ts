import { FACTS, PROFILE_FACTS } from '@jan-seva/schemes';
import { FACT_INPUTS, answerToInput, parseAnswer } from './facts';

describe('eligibility question inputs', () => {
  it('match the eligibility engine fact for fact (kind, label, bounds, choices)', () => {
    expect(Object.keys(FACT_INPUTS).sort()).toEqual([...PROFILE_FACTS].sort());
    for (const fact of PROFILE_FACTS) {
      const engine = FACTS[fact];
      const portal = FACT_INPUTS[fact];
      expect({ fact, kind: portal?.kind, label: portal?.label, min: portal?.min, max: portal?.max }).toEqual({
        fact,
        kind: engine.kind,
        label: engine.label,
        min: engine.min,
        max: engine.max,
      });
      expect(portal?.options ?? null).toEqual(engine.options ? engine.options.map((o) => ({ value: o.value, label: o.label })) : null);
    }
  });

  it('turns form text into the values the API expects', () => {
    expect(parseAnswer('age', '30')).toBe(30);
    expect(parseAnswer('age', '30.5')).toBeUndefined();
    expect(parseAnswer('age', '131')).toBeUndefined();
    expect(parseAnswer('annualIncome', '1,20,000')).toBe(120000);
    expect(parseAnswer('landholdingHectares', '0.8')).toBe(0.8);
    expect(parseAnswer('isIncomeTaxPayer', 'no')).toBe(false);
    expect(parseAnswer('isIncomeTaxPayer', 'yes')).toBe(true);
    expect(parseAnswer('occupation', 'farmer')).toBe('farmer');
    expect(parseAnswer('occupation', 'astronaut')).toBeUndefined();
    expect(parseAnswer('state', 'Uttar Pradesh')).toBe('Uttar Pradesh');
    expect(parseAnswer('age', '')).toBeNull();
    expect([true, false, 12, null].map(answerToInput)).toEqual(['yes', 'no', '12', '']);
  });
});
