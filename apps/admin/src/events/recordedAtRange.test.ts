import { toRecordedAtRange } from './recordedAtRange';

describe('toRecordedAtRange', () => {
  it('turns the picked days into [start of the first day, start of the day after the last)', () => {
    const range = toRecordedAtRange({ recordedAfter: '2025-03-01', recordedBefore: '2025-03-31', type: 'UserRegistered' });

    expect(range).toEqual({
      recordedAfter: new Date(2025, 2, 1).toISOString(),
      recordedBefore: new Date(2025, 3, 1).toISOString(),
      type: 'UserRegistered',
    });
  });

  it('crosses month and year ends', () => {
    expect(toRecordedAtRange({ recordedBefore: '2024-12-31' }).recordedBefore).toBe(
      new Date(2025, 0, 1).toISOString(),
    );
  });

  it('leaves other filters, and values that are not plain days, as they are', () => {
    const instant = '2025-03-01T10:00:00.000Z';
    expect(toRecordedAtRange({ recordedAfter: instant, streamType: 'user' })).toEqual({
      recordedAfter: instant,
      streamType: 'user',
    });
    expect(toRecordedAtRange({})).toEqual({});
  });
});
