import { COMPLAINT_EVENT_TYPES, type ComplaintEvent } from '../complaint.events';
import {
  approved,
  COMPLAINT_ID,
  complaintFiled,
  iso,
  moderationRejected,
  postFailed,
  published,
  routed,
  scheduled,
  screened,
  statusChanged,
} from '../testing/complaint-fixtures';
import { timelineEntryOf } from './timeline-entry';

describe('timeline entries', () => {
  it('show the filing publicly with its registration number and starting department', () => {
    expect(timelineEntryOf(complaintFiled())).toEqual({
      summary: {
        registrationNumber: 'JS-2026-000123',
        category: 'Water Supply',
        urgency: 'medium',
        department: 'Auto-assigned',
        dueAt: iso(7 * 24 * 60),
      },
      actorId: complaintFiled().data.authorId,
      audience: 'public',
      at: iso(0),
    });
  });

  it('say whether a department was chosen automatically', () => {
    expect(timelineEntryOf(routed())?.summary).toEqual({ department: 'Jal Board / Water Supply Department', automatic: true });
  });

  it('show status changes with their reason', () => {
    expect(timelineEntryOf(statusChanged('under_review', 'rejected', 5, 'Not a civic matter'))).toMatchObject({
      summary: { from: 'under_review', to: 'rejected', reason: 'Not a civic matter' },
      audience: 'public',
    });
  });

  it('count screening findings for staff without quoting them', () => {
    const entry = timelineEntryOf(
      screened(5, {
        findings: [
          { kind: 'phone', match: '********10', index: 3 },
          { kind: 'phone', match: '********11', index: 30 },
          { kind: 'abuse', match: 'i****', index: 50 },
        ],
        verdict: 'needs_review',
      }),
    );
    expect(entry).toMatchObject({ audience: 'staff', summary: { verdict: 'needs_review', findings: { phone: 2, abuse: 1 } } });
    expect(JSON.stringify(entry)).not.toContain('********10');
  });

  it('keep evidence and feedback to the author and staff', () => {
    const evidence: ComplaintEvent = {
      type: 'ComplaintEvidenceAttached',
      data: { complaintId: COMPLAINT_ID, evidenceId: 'e1', kind: 'document', mime: 'application/pdf', size: 10, storedName: 'x.pdf', attachedBy: 'a', attachedAt: iso(1) },
    };
    const feedback: ComplaintEvent = { type: 'ComplaintFeedbackGiven', data: { complaintId: COMPLAINT_ID, rating: 2, givenAt: iso(2) } };
    expect(timelineEntryOf(evidence)).toMatchObject({ audience: 'participants', summary: { evidenceId: 'e1', kind: 'document' } });
    expect(timelineEntryOf(feedback)).toMatchObject({ audience: 'participants', summary: { rating: 2 } });
  });

  it('show social posting steps to the right readers', () => {
    expect(timelineEntryOf(approved())?.audience).toBe('participants');
    expect(timelineEntryOf(moderationRejected())).toMatchObject({ audience: 'participants', summary: { reason: 'Names a private person' } });
    expect(timelineEntryOf(scheduled())?.audience).toBe('staff');
    expect(timelineEntryOf(postFailed())?.audience).toBe('staff');
    expect(timelineEntryOf(published())).toMatchObject({ audience: 'public', summary: { channel: 'mastodon', url: 'https://social.example/@janseva/111' } });
  });

  it('leave votes out', () => {
    expect(timelineEntryOf({ type: 'ComplaintUpvoted', data: { complaintId: COMPLAINT_ID, citizenId: 'c', upvotedAt: iso(1) } })).toBeNull();
    expect(COMPLAINT_EVENT_TYPES).toHaveLength(18);
  });
});
