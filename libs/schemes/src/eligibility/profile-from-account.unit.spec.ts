import type { UserDto } from '@jan-seva/contracts';
import { ageOn, profileFromAccount, validFacts } from './profile-from-account';
import { occupationFromText, stateFromText } from './text-match';

const NOW = new Date('2025-07-01T06:00:00Z');

describe('ageOn', () => {
  it('counts whole years on the date in India', () => {
    expect(ageOn('1995-07-01', NOW)).toBe(30);
    expect(ageOn('1995-07-02', NOW)).toBe(29);
    // 19:00 UTC on 30 June is already 1 July in India.
    expect(ageOn('1995-07-01', new Date('2025-06-30T19:00:00Z'))).toBe(30);
    expect(ageOn('1995-07-01', new Date('2025-06-30T18:00:00Z'))).toBe(29);
  });
  it('reaches a 29 February birthday on 1 March in other years', () => {
    expect(ageOn('2004-02-29', new Date('2025-02-28T06:00:00Z'))).toBe(20);
    expect(ageOn('2004-02-29', new Date('2025-03-01T06:00:00Z'))).toBe(21);
  });
  it('ignores malformed and future dates', () => {
    expect(ageOn('1995-02-30', NOW)).toBeUndefined();
    expect(ageOn('01/07/1995', NOW)).toBeUndefined();
    expect(ageOn('2030-01-01', NOW)).toBeUndefined();
  });
});

describe('occupationFromText', () => {
  it.each([
    ['Farmer', 'farmer'], ['kisan', 'farmer'], ['Kisaan', 'farmer'], ['किसान', 'farmer'], ['Small farmer (kisan)', 'farmer'],
    ['Agricultural labourer', 'agricultural_labourer'], ['खेतिहर मज़दूर', 'agricultural_labourer'],
    ['Daily wage labourer', 'unorganised_worker'], ['मजदूर', 'unorganised_worker'], ['मज़दूर', 'unorganised_worker'],
    ['Construction worker', 'construction_worker'], ['Street vendor', 'street_vendor'], ['Fisherman', 'fisher'],
    ['Govt. employee', 'government_employee'], ['Retired govt employee', 'retired'], ['Self-employed', 'self_employed'],
    ['Shopkeeper', 'business_owner'], ['Student', 'student'], ['Housewife', 'homemaker'], ['गृहिणी', 'homemaker'],
    ['Unemployed', 'unemployed'], ['Carpenter', 'artisan'],
  ])('%s → %s', (text, occupation) => {
    expect(occupationFromText(text)).toBe(occupation);
  });
  it.each(['Software engineer', 'Farmer and shopkeeper', 'Teacher', '', 'Other', 'farmhouse owner'])('%j is not clear: none', (text) => {
    expect(occupationFromText(text)).toBeUndefined();
  });
});

describe('stateFromText', () => {
  it('knows state names in any case, in Hindi and by their former names', () => {
    expect(['uttar pradesh', 'UTTAR PRADESH', ' Uttar  Pradesh ', 'उत्तर प्रदेश'].map(stateFromText)).toEqual(Array(4).fill('Uttar Pradesh'));
    expect(stateFromText('Jammu & Kashmir')).toBe('Jammu and Kashmir');
    expect(stateFromText('Orissa')).toBe('Odisha');
    expect(stateFromText('New Delhi')).toBe('Delhi');
    expect(stateFromText('Tamilnadu')).toBeUndefined();
    expect(stateFromText('Lucknow')).toBeUndefined();
  });
});

describe('profileFromAccount', () => {
  const account: UserDto = {
    id: 'u1', firstName: 'Ramesh', lastName: 'Yadav', email: 'r@example.in', phone: '9876543210', role: 'user',
    dateOfBirth: '1995-03-10', gender: 'male', annualIncome: 180_000, category: 'obc', occupation: 'Kisan',
    address: { city: 'Barabanki', state: 'uttar pradesh', pincode: '225001' },
    phoneVerified: true, preferences: {}, createdAt: '2025-01-01T00:00:00Z',
  };

  it('maps the account facts the engine reads', () => {
    expect(profileFromAccount(account, {}, { now: NOW })).toEqual({
      age: 30, gender: 'male', annualIncome: 180_000, socialCategory: 'obc', occupation: 'farmer', state: 'Uttar Pradesh',
    });
  });

  it("leaves out 'prefer not to say', category 'other' and text it cannot read", () => {
    const profile = profileFromAccount(
      { ...account, gender: 'prefer-not-to-say', category: 'other', occupation: 'Consultant', address: { state: 'Lucknow' } },
      {},
      { now: NOW },
    );
    expect(profile).toEqual({ age: 30, annualIncome: 180_000 });
  });

  it('completes the account with the stored answers; the account wins a clash', () => {
    const profile = profileFromAccount(account, { landholdingHectares: 1.2, isIncomeTaxPayer: false, age: 41, state: 'Bihar' }, { now: NOW });
    expect(profile).toMatchObject({ age: 30, state: 'Uttar Pradesh', landholdingHectares: 1.2, isIncomeTaxPayer: false });
  });

  it('drops stored answers that are no longer valid facts', () => {
    expect(validFacts({ age: -3, gender: 'x', foo: 1, isBpl: true, annualIncome: 12.5 })).toEqual({ isBpl: true });
    expect(validFacts(null)).toEqual({});
  });

  it('reads a government employee or a student from the occupation unless told otherwise', () => {
    expect(profileFromAccount({ occupation: 'Government employee' })).toMatchObject({ isGovernmentEmployee: true });
    expect(profileFromAccount({ occupation: 'student' }, { isStudent: false })).toMatchObject({ isStudent: false });
  });
});
