import {
  deadlineFor,
  formatRegistrationNumber,
  parseRegistrationNumber,
  publicDisplayName,
  registrationYearOf,
  routeDepartment,
  tagsFrom,
} from './complaint.rules';

describe('complaint rules', () => {
  describe('tags (spec: first 3 words longer than 3 characters of the description, lower-cased)', () => {
    it.each([
      ['Large pothole on MG Road near the bus stop', ['large', 'pothole', 'road']],
      ['Street-light NOT working, since Monday!!', ['streetlight', 'working', 'since']],
      ['The the THE water water supply', ['water', 'supply']],
      ['No tap, no pipe', ['pipe']],
      ['No tap', []],
      ['Ward 2026 has 14000 people without water', ['ward', 'people', 'without']],
      ['पानी की आपूर्ति बंद है, टंकी खाली', ['पानी', 'आपूर्ति', 'टंकी']],
    ])('%s', (description, tags) => {
      expect(tagsFrom(description)).toEqual(tags);
    });
  });

  it('shows a citizen as first name and last initial', () => {
    expect(publicDisplayName('Asha', 'Verma')).toBe('Asha V.');
    expect(publicDisplayName(' Asha  Rani ', 'verma')).toBe('Asha Rani V.');
    expect(publicDisplayName('आशा', 'श्रीवास्तव')).toBe('आशा श्री.');
    expect(publicDisplayName('Asha', '')).toBe('Asha');
    expect(publicDisplayName('', '')).toBe('Citizen');
  });

  it('formats and reads registration numbers', () => {
    expect(formatRegistrationNumber(2026, 123)).toBe('JS-2026-000123');
    expect(formatRegistrationNumber(2026, 1_234_567)).toBe('JS-2026-1234567');
    expect(parseRegistrationNumber('JS-2026-000123')).toEqual({ year: 2026, sequence: 123 });
    expect(parseRegistrationNumber('JS-2026-123')).toBeNull();
    expect(() => formatRegistrationNumber(2026, 0)).toThrow(RangeError);
  });

  it('turns the registration year at midnight in India, not in UTC', () => {
    expect(registrationYearOf(new Date('2026-12-31T18:29:59Z'))).toBe(2026);
    expect(registrationYearOf(new Date('2026-12-31T18:30:00Z'))).toBe(2027);
  });

  it('gives deadlines by urgency within the 21-day limit', () => {
    const from = new Date('2026-03-02T04:30:00Z');
    expect(deadlineFor('high', from).toISOString()).toBe('2026-03-04T04:30:00.000Z');
    expect(deadlineFor('medium', from).toISOString()).toBe('2026-03-09T04:30:00.000Z');
    expect(deadlineFor('low', from).toISOString()).toBe('2026-03-16T04:30:00.000Z');
  });

  it('routes categories to departments, and Other to nobody', () => {
    expect(routeDepartment('Water Supply')).toBe('Jal Board / Water Supply Department');
    expect(routeDepartment('Traffic')).toBe('Traffic Police');
    expect(routeDepartment('Other')).toBeNull();
  });
});
