const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The instant a calendar day ('YYYY-MM-DD', as a date input gives it) starts, here. */
const startOfLocalDay = (day: string, plusDays = 0): string | undefined => {
  const match = DAY.exec(day);
  if (!match) return undefined;
  const [, year, month, date] = match;
  return new Date(Number(year), Number(month) - 1, Number(date) + plusDays).toISOString();
};

/**
 * The event log's date filters pick whole days as the admin sees them; the API gets the
 * matching instants: recordedAfter is inclusive (from the first day's start), recordedBefore
 * exclusive (up to the start of the day after the last one). Anything that is not a plain
 * day (an instant typed into the URL, say) goes through unchanged.
 */
export const toRecordedAtRange = (filter: Record<string, unknown> = {}): Record<string, unknown> => {
  const { recordedAfter, recordedBefore } = filter;
  const range: Record<string, unknown> = { ...filter };
  if (typeof recordedAfter === 'string') {
    range.recordedAfter = startOfLocalDay(recordedAfter) ?? recordedAfter;
  }
  if (typeof recordedBefore === 'string') {
    range.recordedBefore = startOfLocalDay(recordedBefore, 1) ?? recordedBefore;
  }
  return range;
};
