import { formatCurrency, formatDate, formatNumber, toIntlLocale } from './format';

describe('format helpers', () => {
  it('formats rupees with the Indian lakh grouping', () => {
    expect(formatCurrency(123456)).toBe('₹1,23,456');
    expect(formatCurrency(12345678)).toBe('₹1,23,45,678');
    expect(formatCurrency(0)).toBe('₹0');
  });

  it('keeps paise only when asked', () => {
    expect(formatCurrency(1234.5)).toBe('₹1,235');
    expect(formatCurrency(1234.5, { maximumFractionDigits: 2 })).toBe('₹1,234.5');
  });

  it('groups plain numbers the en-IN way', () => {
    expect(formatNumber(1234567)).toBe('12,34,567');
    expect(formatNumber(1000)).toBe('1,000');
  });

  it('formats dates in the reader language with Latin digits, keeping calendar dates in every zone', () => {
    expect(formatDate('1990-01-05')).toBe('5 January 1990');
    expect(formatDate('1990-01-05', undefined, 'hi')).toBe('5 जनवरी 1990');
  });

  it('falls back to plain text instead of throwing', () => {
    expect(formatDate('not a date')).toBe('not a date');
    expect(formatNumber(Number.NaN)).toBe('NaN');
    expect(formatCurrency(100, { currency: 'NOT-A-CURRENCY' })).toBe('NOT-A-CURRENCY 100');
    expect(formatNumber(5, {}, 'xx-invalid-locale-@@')).toBe('5');
  });

  it('maps language codes to Indian locales', () => {
    expect(toIntlLocale('ta')).toBe('ta-IN');
    expect(toIntlLocale('en-GB')).toBe('en-GB');
    expect(toIntlLocale(undefined)).toBe('en-IN');
  });
});
