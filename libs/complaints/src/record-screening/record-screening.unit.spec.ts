import { foldComplaint } from '../complaint.state';
import { given } from '../testing/decider-spec';
import {
  admin,
  approved,
  at,
  citizen,
  COMPLAINT_ID,
  DESCRIPTION,
  filed,
  iso,
  screened,
  socialHistory,
  system,
  TITLE,
} from '../testing/complaint-fixtures';
import type { RecordScreeningCommand } from './record-screening.command';
import { recordScreening } from './record-screening.decide';

const command = (overrides: Partial<RecordScreeningCommand> = {}): RecordScreeningCommand => ({
  type: 'RecordScreening',
  complaintId: COMPLAINT_ID,
  actor: system,
  now: at(5),
  ...overrides,
});

describe('record screening', () => {
  it('screens title, description and location of a clean complaint and moves it into the moderation queue', () => {
    given(...filed()).when(recordScreening, command()).then([screened()]);
    expect(foldComplaint([...filed(), screened()])).toMatchObject({ socialStatus: 'screened' });
  });

  it('records the findings and the redacted text of a complaint with a phone number and abuse', () => {
    const description = 'These idiots cut the supply again. Call 98765 43210.';
    given(...filed({ description, location: undefined }))
      .when(recordScreening, command())
      .then([
        {
          type: 'ComplaintScreened',
          data: {
            complaintId: COMPLAINT_ID,
            revision: 0,
            findings: [
              { kind: 'abuse', match: 'i*****', index: TITLE.length + 2 + 6 },
              { kind: 'phone', match: '***** ***10', index: TITLE.length + 2 + 40 },
            ],
            redactedText: `${TITLE}\n\nThese **** cut the supply again. Call [phone removed].`,
            verdict: 'needs_review',
            screenedAt: iso(5),
          },
        },
      ]);
  });

  it('uses the deployment’s extra words', () => {
    const [event] = recordScreening(command({ abuseWords: { extra: ['nikamma'] } }), foldComplaint(filed({ title: 'Nikamma babu' })));
    expect(event?.data.findings).toEqual([{ kind: 'abuse', match: 'N******', index: 0 }]);
  });

  it('records nothing when the same text was screened already (a redelivered job)', () => {
    for (const status of ['screened', 'approved', 'rejected', 'scheduled', 'posted', 'failed'] as const) {
      given(...socialHistory(status)).when(recordScreening, command({ now: at(30) })).thenNothing();
    }
  });

  it('screens the new text after an edit', () => {
    const edit = {
      type: 'ComplaintUpdated' as const,
      data: { complaintId: COMPLAINT_ID, changes: { title: 'Still no water' }, revision: 1, socialStatus: 'draft' as const, updatedAt: iso(20) },
    };
    given(...filed(), screened(), approved(), edit)
      .when(recordScreening, command({ now: at(21) }))
      .then([
        screened(21, { revision: 1, redactedText: `Still no water\n\n${DESCRIPTION}\n\nLocation: Aliganj, Lucknow` }),
      ]);
  });

  it('screens a complaint not meant for social media too (its social status stays)', () => {
    given(...socialHistory('not_requested')).when(recordScreening, command()).then([screened()]);
    expect(foldComplaint([...socialHistory('not_requested'), screened()])).toMatchObject({ socialStatus: 'not_requested' });
  });

  it('screens again a complaint put back to draft without a text change', () => {
    const backToDraft = {
      type: 'ComplaintUpdated' as const,
      data: { complaintId: COMPLAINT_ID, changes: { postToSocial: true }, revision: 0, socialStatus: 'draft' as const, updatedAt: iso(30) },
    };
    given(...filed({ postToSocial: false }), screened(), backToDraft).when(recordScreening, command({ now: at(31) })).then([screened(31)]);
  });

  it('can be run by an administrator, not by a citizen', () => {
    given(...filed()).when(recordScreening, command({ actor: admin })).then([screened()]);
    given(...filed()).when(recordScreening, command({ actor: citizen })).thenThrows('COMPLAINT.STAFF_ONLY');
  });

  it('refuses a complaint that does not exist', () => {
    given().when(recordScreening, command()).thenThrows('COMPLAINT.NOT_FOUND');
  });
});
