import { foldComplaint } from '../complaint.state';
import { given } from '../testing/decider-spec';
import { admin, at, author, citizen, COMPLAINT_ID, DAY, filed, filedThen, iso, statusChanged } from '../testing/complaint-fixtures';
import type { AppealCommand } from './appeal.command';
import { appeal } from './appeal.decide';

// filedThen('resolved') disposes of the complaint at minute 62 (rejected and closed at 61).
const DISPOSED_AT = 62;
const command = (overrides: Partial<AppealCommand> = {}): AppealCommand => ({
  type: 'Appeal',
  complaintId: COMPLAINT_ID,
  actor: author,
  reason: ' Water came for one day only. ',
  now: at(DISPOSED_AT + 10 * DAY),
  ...overrides,
});
const appealed = (minutes = DISPOSED_AT + 10 * DAY) => ({
  type: 'ComplaintAppealed' as const,
  data: { complaintId: COMPLAINT_ID, reason: 'Water came for one day only.', dueAt: iso(minutes + 30 * DAY), appealedAt: iso(minutes) },
});

describe('appeal', () => {
  it.each(['resolved', 'rejected', 'closed'] as const)('reopens a %s complaint for review with a 30-day deadline', (status) => {
    given(...filedThen(status)).when(appeal, command()).then([appealed()]);
  });

  it('puts the complaint back under review, open and with the new deadline', () => {
    const state = foldComplaint([...filedThen('resolved'), appealed()]);
    expect(state).toMatchObject({
      status: 'under_review',
      disposedAt: null,
      appeal: { reason: 'Water came for one day only.' },
      dueAt: iso(DISPOSED_AT + 40 * DAY),
    });
  });

  it('is allowed on the last day of the window, and refused after it', () => {
    given(...filedThen('resolved'))
      .when(appeal, command({ now: at(DISPOSED_AT + 30 * DAY) }))
      .then([appealed(DISPOSED_AT + 30 * DAY)]);
    given(...filedThen('resolved'))
      .when(appeal, command({ now: at(DISPOSED_AT + 30 * DAY + 1) }))
      .thenThrows('COMPLAINT.APPEAL_WINDOW_CLOSED');
  });

  it('is allowed only once, even after the reopened complaint is disposed again', () => {
    given(...filedThen('resolved'), appealed(), statusChanged('under_review', 'resolved', DISPOSED_AT + 12 * DAY))
      .when(appeal, command({ now: at(DISPOSED_AT + 13 * DAY) }))
      .thenThrows('COMPLAINT.ALREADY_APPEALED');
  });

  it.each(['pending', 'under_review', 'in_progress'] as const)('refuses an appeal while %s', (status) => {
    given(...filedThen(status)).when(appeal, command()).thenThrows('COMPLAINT.APPEAL_NOT_ALLOWED');
  });

  it('refuses anyone but the author', () => {
    given(...filedThen('rejected')).when(appeal, command({ actor: citizen })).thenThrows('COMPLAINT.NOT_AUTHOR');
    given(...filedThen('rejected')).when(appeal, command({ actor: admin })).thenThrows('COMPLAINT.NOT_AUTHOR');
  });

  it('refuses an appeal without a reason', () => {
    given(...filedThen('rejected')).when(appeal, command({ reason: '' })).thenThrows('COMPLAINT.INVALID');
  });

  it('refuses a complaint that does not exist', () => {
    given().when(appeal, command()).thenThrows('COMPLAINT.NOT_FOUND');
    given(...filed()).when(appeal, command()).thenThrows('COMPLAINT.APPEAL_NOT_ALLOWED');
  });
});
