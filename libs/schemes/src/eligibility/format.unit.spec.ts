import fc from 'fast-check';
import { fillReason, formatFactValue, formatIndianNumber, formatInr, formatLimit } from './format';

describe('formatIndianNumber', () => {
  it('groups thousands, lakhs and crores the Indian way', () => {
    expect([0, 999, 1000, 35_000, 350_000, 420_000, 1_250_000, 12_500_000, 1_000_000_000].map(formatIndianNumber)).toEqual([
      '0', '999', '1,000', '35,000', '3,50,000', '4,20,000', '12,50,000', '1,25,00,000', '1,00,00,00,000',
    ]);
  });
  it('keeps up to two decimals and drops trailing zeros', () => {
    expect([1.5, 0.01, 2.25, 1234.5, 3.0].map(formatIndianNumber)).toEqual(['1.5', '0.01', '2.25', '1,234.5', '3']);
  });
  it('agrees with Intl en-IN for whole numbers', () => {
    const intl = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
    fc.assert(fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (n) => expect(formatIndianNumber(n)).toBe(intl.format(n))));
  });
});

describe('formatting values and limits per fact', () => {
  it('writes rupees for income', () => {
    expect(formatInr(420_000)).toBe('₹4,20,000');
    expect(formatFactValue('annualIncome', 250_000)).toEqual({ en: '₹2,50,000', hi: '₹2,50,000' });
    expect(formatLimit({ fact: 'annualIncome', op: 'between', min: 100_000, max: 250_000 })).toEqual({
      en: '₹1,00,000 to ₹2,50,000',
      hi: '₹1,00,000 से ₹2,50,000',
    });
  });
  it('writes years, hectares and percent with their units, once in a range', () => {
    expect(formatFactValue('age', 1)).toEqual({ en: '1 year', hi: '1 वर्ष' });
    expect(formatLimit({ fact: 'age', op: 'between', min: 18, max: 40 })).toEqual({ en: '18 to 40 years', hi: '18 से 40 वर्ष' });
    expect(formatFactValue('landholdingHectares', 2.5)).toEqual({ en: '2.5 hectares', hi: '2.5 हेक्टेयर' });
    expect(formatLimit({ fact: 'landholdingHectares', op: 'lte', value: 2 })).toEqual({ en: '2 hectares', hi: '2 हेक्टेयर' });
    expect(formatLimit({ fact: 'disabilityPercent', op: 'gte', value: 40 })).toEqual({ en: '40%', hi: '40%' });
    expect(formatFactValue('daughterAge', 9)).toEqual({ en: '9 years', hi: '9 वर्ष' });
  });
  it('writes classes and college years', () => {
    expect([5, 12, 13, 16, 18].map((n) => formatFactValue('studentClass', n).en)).toEqual([
      'Class 5', 'Class 12', 'Undergraduate year 1', 'Postgraduate year 1', 'Doctoral studies',
    ]);
  });
  it('translates choices, and lists alternatives with "or" / "या"', () => {
    expect(formatFactValue('gender', 'female')).toEqual({ en: 'Female', hi: 'महिला' });
    expect(formatFactValue('state', 'West Bengal')).toEqual({ en: 'West Bengal', hi: 'पश्चिम बंगाल' });
    expect(formatFactValue('area', 'rural')).toEqual({ en: 'Rural', hi: 'ग्रामीण' });
    expect(formatFactValue('maritalStatus', 'widowed')).toEqual({ en: 'Widowed', hi: 'विधवा/विधुर' });
    expect(formatLimit({ fact: 'socialCategory', op: 'in', values: ['sc', 'st'] })).toEqual({
      en: 'Scheduled Caste (SC) or Scheduled Tribe (ST)',
      hi: 'अनुसूचित जाति (एससी) या अनुसूचित जनजाति (एसटी)',
    });
    expect(formatLimit({ fact: 'occupation', op: 'notIn', values: ['government_employee', 'retired', 'salaried_private'] })).toEqual({
      en: 'Government employee, Retired or Salaried (private sector)',
      hi: 'सरकारी कर्मचारी, सेवानिवृत्त या निजी क्षेत्र में वेतनभोगी',
    });
  });
  it('writes yes/no facts as words', () => {
    expect(formatFactValue('isBpl', true)).toEqual({ en: 'yes', hi: 'हाँ' });
    expect(formatLimit({ fact: 'isIncomeTaxPayer', op: 'is', value: false })).toEqual({ en: 'no', hi: 'नहीं' });
  });
});

describe('fillReason', () => {
  const age = { value: (bare: boolean) => formatFactValue('age', 69, bare), limit: (bare: boolean) => formatFactValue('age', 70, bare) };
  const income = {
    value: (bare: boolean) => formatFactValue('annualIncome', 420_000, bare),
    limit: (bare: boolean) => formatLimit({ fact: 'annualIncome', op: 'lte', value: 350_000 }, bare),
  };

  it('brings the unit with the value', () => {
    expect(fillReason({ en: 'Your age {value} is below {limit}', hi: 'आपकी आयु {value} है, जो {limit} से कम है' }, age)).toEqual({
      en: 'Your age 69 years is below 70 years',
      hi: 'आपकी आयु 69 वर्ष है, जो 70 वर्ष से कम है',
    });
  });

  it('does not double a unit the reason already writes', () => {
    expect(fillReason({ en: 'You are {value} years old; the card is for {limit} and above', hi: 'आपकी आयु {value} वर्ष है; {limit} वर्ष और अधिक' }, age)).toEqual({
      en: 'You are 69 years old; the card is for 70 years and above',
      hi: 'आपकी आयु 69 वर्ष है; 70 वर्ष और अधिक',
    });
    expect(fillReason({ en: 'Income ₹{value} is above Rs. {limit}', hi: 'आय ₹ {value} है, सीमा {limit} रुपये' }, income)).toEqual({
      en: 'Income ₹4,20,000 is above Rs. 3,50,000',
      hi: 'आय ₹ 4,20,000 है, सीमा 3,50,000 रुपये',
    });
  });

  it('does not double a percent sign or the word class', () => {
    const percent = {
      value: (bare: boolean) => formatFactValue('disabilityPercent', 39, bare),
      limit: (bare: boolean) => formatLimit({ fact: 'disabilityPercent', op: 'gte', value: 40 }, bare),
    };
    expect(fillReason({ en: 'at least {limit}%; yours is {value}%', hi: 'कम से कम {limit}%; आपकी {value}% है' }, percent)).toEqual({
      en: 'at least 40%; yours is 39%',
      hi: 'कम से कम 40%; आपकी 39% है',
    });
    const schoolClass = (n: number) => ({
      value: (bare: boolean) => formatFactValue('studentClass', n, bare),
      limit: (bare: boolean) => formatLimit({ fact: 'studentClass', op: 'gte', value: 11 }, bare),
    });
    const reason = { en: 'Starts from class {limit}; you are in {value}', hi: 'कक्षा {limit} से; आपकी कक्षा {value} दर्ज है' };
    expect(fillReason(reason, schoolClass(10))).toEqual({
      en: 'Starts from class 11; you are in Class 10',
      hi: 'कक्षा 11 से; आपकी कक्षा 10 दर्ज है',
    });
    expect(fillReason(reason, schoolClass(13)).hi).toBe('कक्षा 11 से; आपकी कक्षा स्नातक वर्ष 1 दर्ज है');
  });

  it('leaves a reason without placeholders as it is', () => {
    const reason = { en: 'Income-tax payers are excluded', hi: 'आयकरदाता बाहर हैं' };
    expect(fillReason(reason, age)).toEqual(reason);
  });
});
