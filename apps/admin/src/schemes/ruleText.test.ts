import { describeCondition, describeRule } from './ruleText';

describe('rules in words', () => {
  it('writes a range with its unit once', () => {
    expect(describeCondition({ fact: 'age', op: 'between', min: 18, max: 40 })).toEqual({
      en: 'Age between 18 and 40 years',
      hi: 'आयु 18 से 40 वर्ष के बीच',
    });
  });

  it('writes money the Indian way, and the limits of each operator', () => {
    expect(describeCondition({ fact: 'annualIncome', op: 'lte', value: 350000 }).en).toBe(
      'Annual family income at most ₹3,50,000',
    );
    expect(describeCondition({ fact: 'age', op: 'gte', value: 60 })).toEqual({
      en: 'Age at least 60 years',
      hi: 'आयु कम से कम 60 वर्ष',
    });
  });

  it('names choices by their labels and yes/no facts plainly', () => {
    expect(describeCondition({ fact: 'occupation', op: 'in', values: ['farmer', 'fisher'] })).toEqual({
      en: 'Occupation is Farmer or Fisher',
      hi: 'व्यवसाय: किसान या मछुआरा',
    });
    expect(describeCondition({ fact: 'isIncomeTaxPayer', op: 'is', value: false }).en).toBe('Income tax payer: no');
    expect(describeCondition({ fact: 'occupation', op: 'notIn', values: ['government_employee'] }).en).toBe(
      'Occupation is not Government employee',
    );
  });

  it('joins the alternatives of an anyOf rule', () => {
    const rule = {
      anyOf: [
        { fact: 'isBpl', op: 'is', value: true },
        { fact: 'annualIncome', op: 'lte', value: 100000 },
      ] as const,
    };
    expect(describeRule({ anyOf: [...rule.anyOf] }).en).toBe(
      'Any of: Below the poverty line (BPL): yes; or Annual family income at most ₹1,00,000',
    );
  });
});
