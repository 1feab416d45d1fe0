import type { ComplaintEvent } from '../complaint.events';
import { foldComplaint } from '../complaint.state';
import { given } from '../testing/decider-spec';
import {
  admin,
  approved,
  at,
  author,
  citizen,
  COMPLAINT_ID,
  DAY,
  filed,
  filedThen,
  HOUR,
  iso,
  scheduled,
  screened,
} from '../testing/complaint-fixtures';
import type { UpdateComplaintCommand } from './update-complaint.command';
import { updateComplaint } from './update-complaint.decide';

const command = (changes: UpdateComplaintCommand['changes'], overrides: Partial<UpdateComplaintCommand> = {}): UpdateComplaintCommand => ({
  type: 'UpdateComplaint',
  complaintId: COMPLAINT_ID,
  actor: author,
  changes,
  now: at(30),
  ...overrides,
});

const updated = (data: Record<string, unknown>): ComplaintEvent =>
  ({ type: 'ComplaintUpdated', data: { complaintId: COMPLAINT_ID, revision: 0, updatedAt: iso(30), ...data } }) as ComplaintEvent;

describe('update complaint', () => {
  it('records a new title as a new text revision', () => {
    given(...filed())
      .when(updateComplaint, command({ title: ' No water for 8 days ' }))
      .then([updated({ changes: { title: 'No water for 8 days' }, revision: 1 })]);
  });

  it('re-derives the tags from a new description', () => {
    given(...filed())
      .when(updateComplaint, command({ description: 'Tanker skipped Aliganj again today.' }))
      .then([
        updated({ changes: { description: 'Tanker skipped Aliganj again today.' }, tags: ['tanker', 'skipped', 'aliganj'], revision: 1 }),
      ]);
  });

  it('moves the deadline when the urgency changes, counted from the filing time', () => {
    given(...filed())
      .when(updateComplaint, command({ urgency: 'high' }))
      .then([updated({ changes: { urgency: 'high' }, dueAt: iso(48 * HOUR) })]);
  });

  it('clears the location with null or an empty text', () => {
    given(...filed())
      .when(updateComplaint, command({ location: '  ' }))
      .then([updated({ changes: { location: null }, revision: 1 })]);
  });

  it('records nothing when nothing really changes', () => {
    given(...filed())
      .when(updateComplaint, command({ title: 'No water supply for a week ', urgency: 'medium', postToSocial: true }))
      .thenNothing();
  });

  it('re-routes the complaint when its category changes and no administrator chose the department', () => {
    given(...filed())
      .when(updateComplaint, command({ category: 'Sanitation' }))
      .then([
        updated({ changes: { category: 'Sanitation' } }),
        {
          type: 'ComplaintAssigned',
          data: { complaintId: COMPLAINT_ID, department: 'Municipal Sanitation Department', by: 'system', assignedAt: iso(30) },
        },
      ]);
  });

  it("keeps an administrator's choice of department when the category changes", () => {
    given(...filed(), {
      type: 'ComplaintAssigned',
      data: { complaintId: COMPLAINT_ID, department: 'Municipal Corporation', by: admin.id, assignedAt: iso(10) },
    })
      .when(updateComplaint, command({ category: 'Sanitation' }))
      .then([updated({ changes: { category: 'Sanitation' } })]);
  });

  it("puts a re-categorised 'Other' complaint back to auto-assigned routing", () => {
    given(...filed())
      .when(updateComplaint, command({ category: 'Other' }))
      .then([
        updated({ changes: { category: 'Other' } }),
        { type: 'ComplaintAssigned', data: { complaintId: COMPLAINT_ID, department: 'Auto-assigned', by: 'system', assignedAt: iso(30) } },
      ]);
  });

  it('sends an edited text back to draft: the screening and the approval no longer apply', () => {
    const history = [...filed(), screened(), approved()];
    given(...history)
      .when(updateComplaint, command({ description: 'Now sewage is mixing with the water.' }))
      .then([
        updated({
          changes: { description: 'Now sewage is mixing with the water.' },
          tags: ['sewage', 'mixing', 'with'],
          revision: 1,
          socialStatus: 'draft',
        }),
      ]);
    const state = foldComplaint([...history, ...updateComplaint(command({ description: 'Now sewage.' }), foldComplaint(history))]);
    expect(state).toMatchObject({ socialStatus: 'draft', moderation: null, revision: 1 });
  });

  it('takes a complaint off social media, or puts it back in the queue as a draft', () => {
    given(...filed(), screened())
      .when(updateComplaint, command({ postToSocial: false }))
      .then([updated({ changes: { postToSocial: false }, socialStatus: 'not_requested' })]);
    given(...filed({ postToSocial: false }))
      .when(updateComplaint, command({ postToSocial: true }))
      .then([updated({ changes: { postToSocial: true }, socialStatus: 'draft' })]);
  });

  it('leaves a complaint not meant for social media alone when its text changes', () => {
    given(...filed({ postToSocial: false }))
      .when(updateComplaint, command({ title: 'Still no water' }))
      .then([updated({ changes: { title: 'Still no water' }, revision: 1 })]);
  });

  it('still allows the urgency to change once the post is scheduled (it is not in the post)', () => {
    given(...filed(), screened(), approved(), scheduled())
      .when(updateComplaint, command({ urgency: 'low' }))
      .then([updated({ changes: { urgency: 'low' }, dueAt: iso(14 * DAY) })]);
  });

  it('refuses to change the text once the post is scheduled', () => {
    given(...filed(), screened(), approved(), scheduled())
      .when(updateComplaint, command({ title: 'Changed' }))
      .thenThrows('COMPLAINT.NOT_EDITABLE', /already been sent for posting/);
  });

  it.each(['under_review', 'in_progress', 'resolved', 'rejected', 'closed'] as const)('refuses an edit once %s', (status) => {
    given(...filedThen(status)).when(updateComplaint, command({ title: 'Changed' })).thenThrows('COMPLAINT.NOT_EDITABLE');
  });

  it('refuses anyone but the author, administrators included', () => {
    given(...filed()).when(updateComplaint, command({ title: 'Mine now' }, { actor: citizen })).thenThrows('COMPLAINT.NOT_AUTHOR');
    given(...filed()).when(updateComplaint, command({ title: 'Mine now' }, { actor: admin })).thenThrows('COMPLAINT.NOT_AUTHOR');
  });

  it('refuses a blank title or description', () => {
    const error = given(...filed()).when(updateComplaint, command({ title: ' ', description: '' })).thenThrows('COMPLAINT.INVALID');
    expect(Object.keys(error.fields ?? {})).toEqual(['title', 'description']);
  });

  it('refuses a complaint that does not exist', () => {
    given().when(updateComplaint, command({ title: 'x' })).thenThrows('COMPLAINT.NOT_FOUND');
  });
});
