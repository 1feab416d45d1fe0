import '../test/reactAdminEnv';
import { i18nProvider } from '../i18n/i18nProvider';
import { ADMIN_ID, AUTHOR_ID, sewage } from '../test/complaintFixture';
import { timelineActor, timelineDetails } from './TimelineField';
import type { TimelineEntry } from './types';

const translate = i18nProvider.translate as Parameters<typeof timelineActor>[2];
const entry = (type: string, extra: Partial<TimelineEntry> = {}): TimelineEntry => ({
  position: 1,
  type,
  summary: {},
  at: '2026-03-02T06:00:00.000Z',
  audience: 'public',
  ...extra,
});

describe('timeline entries', () => {
  it('names the actor the API gives, by name before id', () => {
    expect(timelineActor(entry('ComplaintStatusChanged', { actorId: ADMIN_ID, actorName: 'Asha Verma' }), sewage(), translate)).toBe('Asha Verma');
    expect(timelineActor(entry('ComplaintStatusChanged', { actorId: ADMIN_ID }), sewage(), translate)).toBe(ADMIN_ID);
    expect(timelineActor(entry('ComplaintCommented', { actorId: AUTHOR_ID }), sewage(), translate)).toBe('Ravi K. (citizen)');
    expect(timelineActor(entry('ComplaintAssigned', { actorId: 'system' }), sewage(), translate)).toBe('System');
  });

  it('without one, says what the event itself tells, and nothing else', () => {
    expect(timelineActor(entry('ComplaintFiled'), sewage(), translate)).toBe('Ravi K. (citizen)');
    expect(timelineActor(entry('ComplaintAppealed'), sewage(), translate)).toBe('Ravi K. (citizen)');
    expect(timelineActor(entry('SocialPostPublished'), sewage(), translate)).toBe('System');
    expect(timelineActor(entry('ComplaintAssigned', { summary: { automatic: true } }), sewage(), translate)).toBe('System');
    expect(timelineActor(entry('ComplaintCommented', { summary: { authorDisplayName: 'Meena S.' } }), sewage(), translate)).toBe('Meena S.');
    expect(timelineActor(entry('ComplaintStatusChanged'), sewage(), translate)).toBeNull();
  });

  it('words each kind of entry from its summary', () => {
    const say = (type: string, summary: Record<string, unknown>) => timelineDetails(entry(type, { summary }), translate);
    expect(say('ComplaintStatusChanged', { from: 'under_review', to: 'closed', reason: 'Handled by the board' })).toBe(
      'Under review → Closed: Handled by the board',
    );
    expect(say('ComplaintAssigned', { department: 'Traffic Police', automatic: false })).toBe('Assigned to Traffic Police');
    expect(say('ComplaintMarkedDuplicate', { duplicateOf: { complaintId: 'x', registrationNumber: 'JS-2026-000045' } })).toBe(
      'Duplicate of JS-2026-000045',
    );
    expect(say('ComplaintScreened', { verdict: 'needs_review', findings: { phone: 2, abuse: 1 } })).toBe(
      'Needs review: Phone number × 2, Abusive word × 1',
    );
    expect(say('ComplaintFeedbackGiven', { rating: 4, comment: 'Quick' })).toBe('Rated 4 of 5: Quick');
    expect(say('SocialPostFailed', { error: 'HTTP 503', retryable: true })).toBe('HTTP 503 (will be retried)');
    expect(say('ComplaintModerationRejected', { reason: 'Names a person' })).toBe('Names a person');
  });
});
