import { COMPLAINT_CATEGORIES } from '@jan-seva/contracts';
import { given } from '../testing/decider-spec';
import {
  admin,
  at,
  author,
  COMPLAINT_ID,
  complaintFiled,
  DAY,
  DESCRIPTION,
  filed,
  HOUR,
  iso,
  REGISTRATION_NUMBER,
  routed,
  system,
  TITLE,
} from '../testing/complaint-fixtures';
import type { FileComplaintCommand } from './file-complaint.command';
import { fileComplaint } from './file-complaint.decide';

const command = (overrides: Partial<FileComplaintCommand> = {}): FileComplaintCommand => ({
  type: 'FileComplaint',
  complaintId: COMPLAINT_ID,
  registrationNumber: REGISTRATION_NUMBER,
  actor: author,
  authorDisplayName: 'Asha V.',
  title: TITLE,
  description: DESCRIPTION,
  category: 'Water Supply',
  location: 'Aliganj, Lucknow',
  now: at(0),
  ...overrides,
});

describe('file complaint', () => {
  it('records a pending complaint, auto-assigned, medium urgency due in 7 days, then routes it by category', () => {
    given().when(fileComplaint, command()).then([complaintFiled(), routed()]);
  });

  it('trims the text, leaves out an empty location and takes the tags from the description', () => {
    given()
      .when(
        fileComplaint,
        command({ title: '  Garbage not collected ', description: ' Garbage, rotting near the school! ', location: '   ' }),
      )
      .then([
        complaintFiled({
          title: 'Garbage not collected',
          description: 'Garbage, rotting near the school!',
          location: undefined,
          tags: ['garbage', 'rotting', 'near'],
        }),
        routed(),
      ]);
  });

  it.each([
    ['high', 48 * HOUR],
    ['medium', 7 * DAY],
    ['low', 14 * DAY],
  ] as const)('gives a %s urgency complaint its deadline', (urgency, minutes) => {
    const [event] = fileComplaint(command({ urgency }), { status: 'nonexistent' });
    expect(event.data).toMatchObject({ urgency, dueAt: iso(minutes) });
  });

  it('keeps a complaint off social media when the citizen unticks the box', () => {
    const [event] = fileComplaint(command({ postToSocial: false }), { status: 'nonexistent' });
    expect(event.data.postToSocial).toBe(false);
  });

  it.each(COMPLAINT_CATEGORIES.filter((category) => category !== 'Other'))('routes %s to its department', (category) => {
    const events = fileComplaint(command({ category }), { status: 'nonexistent' });
    expect(events).toHaveLength(2);
    expect(events[0].data).toMatchObject({ category, department: 'Auto-assigned' });
    expect(events[1]).toMatchObject({ type: 'ComplaintAssigned', data: { by: 'system' } });
  });

  it("leaves an 'Other' complaint auto-assigned for an administrator to route", () => {
    given()
      .when(fileComplaint, command({ category: 'Other' }))
      .then([complaintFiled({ category: 'Other' })]);
  });

  it('lets an administrator file a complaint in their own name', () => {
    const [event] = fileComplaint(command({ actor: admin }), { status: 'nonexistent' });
    expect(event.data.authorId).toBe(admin.id);
  });

  it('refuses to file the same complaint twice', () => {
    given(...filed()).when(fileComplaint, command({ now: at(1) })).thenThrows('COMPLAINT.ALREADY_FILED');
  });

  it('refuses a blank title, description or category with field messages', () => {
    const error = given()
      .when(fileComplaint, command({ title: ' ', description: '', category: 'Roads' as never }))
      .thenThrows('COMPLAINT.INVALID');
    expect(error.fields).toEqual({
      title: 'Please fill in all required fields',
      description: 'Please fill in all required fields',
      category: 'Please choose one of the listed categories',
    });
    expect(error.kind).toBe('validation');
  });

  it('refuses a malformed registration number (the API must take one from the counter)', () => {
    given().when(fileComplaint, command({ registrationNumber: 'JS-26-1' })).thenThrows('COMPLAINT.INVALID');
  });

  it('refuses the system as an author', () => {
    given().when(fileComplaint, command({ actor: system })).thenThrows('COMPLAINT.CITIZEN_ONLY');
  });
});
