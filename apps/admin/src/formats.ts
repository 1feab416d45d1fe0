/** Dates and times as an Indian reader expects them: '1 Mar 2025, 3:30:00 pm' (en-IN). */
export const LOCALE = 'en-IN';
export const dateTime = { dateStyle: 'medium', timeStyle: 'medium' } as const;
export const inr = { style: 'currency', currency: 'INR', maximumFractionDigits: 0 } as const;
