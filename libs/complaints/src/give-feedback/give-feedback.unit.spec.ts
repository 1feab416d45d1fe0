import { given } from '../testing/decider-spec';
import { admin, at, author, citizen, COMPLAINT_ID, filed, filedThen, iso } from '../testing/complaint-fixtures';
import type { GiveFeedbackCommand } from './give-feedback.command';
import { giveFeedback } from './give-feedback.decide';

const command = (overrides: Partial<GiveFeedbackCommand> = {}): GiveFeedbackCommand => ({
  type: 'GiveFeedback',
  complaintId: COMPLAINT_ID,
  actor: author,
  rating: 4,
  comment: ' Water is back, thank you. ',
  now: at(600),
  ...overrides,
});
const feedback = { type: 'ComplaintFeedbackGiven' as const, data: { complaintId: COMPLAINT_ID, rating: 4, comment: 'Water is back, thank you.', givenAt: iso(600) } };

describe('give feedback', () => {
  it.each(['resolved', 'closed'] as const)("records the author's rating once %s", (status) => {
    given(...filedThen(status)).when(giveFeedback, command()).then([feedback]);
  });

  it('takes a rating without a comment', () => {
    given(...filedThen('resolved'))
      .when(giveFeedback, command({ rating: 1, comment: ' ' }))
      .then([{ type: 'ComplaintFeedbackGiven', data: { complaintId: COMPLAINT_ID, rating: 1, givenAt: iso(600) } }]);
  });

  it.each(['pending', 'under_review', 'in_progress', 'rejected'] as const)('refuses feedback while %s', (status) => {
    given(...filedThen(status)).when(giveFeedback, command()).thenThrows('COMPLAINT.FEEDBACK_NOT_ALLOWED');
  });

  it('refuses a second feedback', () => {
    given(...filedThen('resolved'), feedback).when(giveFeedback, command({ rating: 5 })).thenThrows('COMPLAINT.FEEDBACK_ALREADY_GIVEN');
  });

  it.each([0, 6, 3.5])('refuses a rating of %s', (rating) => {
    given(...filedThen('resolved')).when(giveFeedback, command({ rating })).thenThrows('COMPLAINT.INVALID');
  });

  it('refuses anyone but the author', () => {
    given(...filedThen('resolved')).when(giveFeedback, command({ actor: citizen })).thenThrows('COMPLAINT.NOT_AUTHOR');
    given(...filedThen('resolved')).when(giveFeedback, command({ actor: admin })).thenThrows('COMPLAINT.NOT_AUTHOR');
  });

  it('refuses a complaint that does not exist', () => {
    given().when(giveFeedback, command()).thenThrows('COMPLAINT.NOT_FOUND');
    given(...filed()).when(giveFeedback, command()).thenThrows('COMPLAINT.FEEDBACK_NOT_ALLOWED');
  });
});
