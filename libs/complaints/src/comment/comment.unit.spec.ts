import { given } from '../testing/decider-spec';
import { admin, at, author, citizen, COMPLAINT_ID, filed, filedThen, iso, system } from '../testing/complaint-fixtures';
import type { CommentCommand } from './comment.command';
import { comment } from './comment.decide';

const command = (overrides: Partial<CommentCommand> = {}): CommentCommand => ({
  type: 'Comment',
  complaintId: COMPLAINT_ID,
  actor: citizen,
  commentId: 'c1',
  authorDisplayName: 'Ravi K.',
  text: ' Same problem in our lane too. ',
  now: at(20),
  ...overrides,
});
const commented = (data: Record<string, unknown> = {}) => ({
  type: 'ComplaintCommented' as const,
  data: {
    complaintId: COMPLAINT_ID,
    commentId: 'c1',
    authorId: citizen.id,
    authorDisplayName: 'Ravi K.',
    text: 'Same problem in our lane too.',
    official: false,
    commentedAt: iso(20),
    ...data,
  },
});

describe('comment', () => {
  it("records a citizen's comment, trimmed", () => {
    given(...filed()).when(comment, command()).then([commented()]);
  });

  it("records the author's own comment", () => {
    given(...filed())
      .when(comment, command({ actor: author, authorDisplayName: 'Asha V.' }))
      .then([commented({ authorId: author.id, authorDisplayName: 'Asha V.' })]);
  });

  it("marks an administrator's comment as an official reply, also after disposal", () => {
    given(...filedThen('resolved'))
      .when(comment, command({ actor: admin, authorDisplayName: 'Jal Board' }))
      .then([commented({ authorId: admin.id, authorDisplayName: 'Jal Board', official: true })]);
  });

  it('records a retried comment once', () => {
    given(...filed(), commented()).when(comment, command()).thenNothing();
  });

  it.each(['resolved', 'rejected', 'closed'] as const)("refuses a citizen's comment once %s (feedback or appeal instead)", (status) => {
    given(...filedThen(status)).when(comment, command()).thenThrows('COMPLAINT.ALREADY_CLOSED');
  });

  it('refuses an empty or overlong comment', () => {
    given(...filed()).when(comment, command({ text: '   ' })).thenThrows('COMPLAINT.INVALID');
    given(...filed()).when(comment, command({ text: 'x'.repeat(2001) })).thenThrows('COMPLAINT.INVALID');
  });

  it('refuses the system and a complaint that does not exist', () => {
    given(...filed()).when(comment, command({ actor: system })).thenThrows('COMPLAINT.CITIZEN_ONLY');
    given().when(comment, command()).thenThrows('COMPLAINT.NOT_FOUND');
  });
});
