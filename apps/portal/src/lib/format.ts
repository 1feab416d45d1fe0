/**
 * Numbers, dates and money through Intl. Numbers and rupees use the Indian grouping of
 * en-IN (₹1,23,456); dates use the reader's language with Latin digits. Any Intl failure
 * (unknown locale, bad input) falls back to plain text rather than breaking the page.
 */
export const DEFAULT_LOCALE = 'en-IN';
export const DEFAULT_CURRENCY = 'INR';

/** `hi` → `hi-IN`; a full tag is kept. */
export function toIntlLocale(language: string | undefined): string {
  if (!language) return DEFAULT_LOCALE;
  return language.includes('-') ? language : `${language}-IN`;
}

export function formatNumber(value: number, options: Intl.NumberFormatOptions = {}, locale = DEFAULT_LOCALE): string {
  try {
    if (!Number.isFinite(value)) return String(value);
    return new Intl.NumberFormat(locale, { numberingSystem: 'latn', ...options }).format(value);
  } catch {
    return String(value);
  }
}

export function formatCurrency(
  amount: number,
  { currency = DEFAULT_CURRENCY, locale = DEFAULT_LOCALE, maximumFractionDigits = 0 }: {
    currency?: string;
    locale?: string;
    maximumFractionDigits?: number;
  } = {},
): string {
  try {
    if (!Number.isFinite(amount)) return String(amount);
    return new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      numberingSystem: 'latn',
      minimumFractionDigits: 0,
      maximumFractionDigits,
    }).format(amount);
  } catch {
    return `${currency} ${amount}`;
  }
}

/** A plain `YYYY-MM-DD` is a calendar date, not a UTC instant: keep its day in every zone. */
function toDate(value: string | number | Date): Date {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const [y, m, d] = value.split('-').map(Number) as [number, number, number];
    return new Date(y, m - 1, d);
  }
  return value instanceof Date ? value : new Date(value);
}

export function formatDate(
  value: string | number | Date,
  options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric' },
  language?: string,
): string {
  const fallback = value instanceof Date ? value.toISOString() : String(value);
  try {
    const date = toDate(value);
    if (Number.isNaN(date.getTime())) return fallback;
    return new Intl.DateTimeFormat(toIntlLocale(language), { numberingSystem: 'latn', ...options }).format(date);
  } catch {
    return fallback;
  }
}
