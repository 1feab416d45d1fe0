import { answerToInput, parseAnswer } from './facts';

describe('eligibility question inputs', () => {
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
