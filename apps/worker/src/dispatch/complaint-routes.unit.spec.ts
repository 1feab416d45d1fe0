import { JobNames, publishSocialPostJobSchema, Queues, screenComplaintJobSchema } from '@jan-seva/contracts';
import type { EventMetadata, RecordedEvent } from '@jan-seva/event-store';
import { dispatchRoutes } from './routes';

const complaintId = '3f2a1b4c-5d6e-4f70-8a9b-0c1d2e3f4a5b';

function recorded(type: string, data: Record<string, unknown>, metadata: EventMetadata = {}): RecordedEvent {
  return {
    globalPosition: 7,
    transactionId: '1000',
    streamId: `complaint-${complaintId}`,
    streamType: 'complaint',
    streamVersion: 1,
    type,
    data: { complaintId, ...data },
    metadata,
    recordedAt: new Date('2026-03-02T04:30:00Z'),
  };
}

const screen = { queue: Queues.complaintModeration, name: JobNames.screenComplaint, data: { complaintId } };
const publish = { queue: Queues.socialPost, name: JobNames.publishSocialPost, data: { complaintId } };

describe('complaint dispatch routes', () => {
  it('screens a complaint filed for social posting, and not one filed without', () => {
    expect(dispatchRoutes.ComplaintFiled!(recorded('ComplaintFiled', { postToSocial: true }))).toEqual(screen);
    expect(dispatchRoutes.ComplaintFiled!(recorded('ComplaintFiled', { postToSocial: false }))).toBeNull();
    expect(screenComplaintJobSchema.safeParse(screen.data).success).toBe(true);
  });

  it.each([
    ['a new description', { changes: { description: 'New text' }, revision: 1 }, screen],
    ['a cleared location', { changes: { location: null }, revision: 1 }, screen],
    ['the social box ticked again', { changes: { postToSocial: true }, revision: 0, socialStatus: 'draft' }, screen],
    ['only a new urgency', { changes: { urgency: 'high' }, revision: 0 }, null],
    ['the social box unticked', { changes: { postToSocial: false }, revision: 0, socialStatus: 'not_requested' }, null],
  ])('screens again after an edit with %s only when the text or the draft changed', (_case, data, expected) => {
    expect(dispatchRoutes.ComplaintUpdated!(recorded('ComplaintUpdated', data))).toEqual(expected);
  });

  it("publishes after a moderator's approval, and after an administrator's retry, but not after the job's own scheduling", () => {
    expect(dispatchRoutes.ComplaintModerationApproved!(recorded('ComplaintModerationApproved', { by: 'admin-1' }))).toEqual(publish);
    expect(dispatchRoutes.SocialPostScheduled!(recorded('SocialPostScheduled', { attempt: 2 }, { actorRole: 'admin' }))).toEqual(publish);
    expect(dispatchRoutes.SocialPostScheduled!(recorded('SocialPostScheduled', { attempt: 1 }, { actorRole: 'system' }))).toBeNull();
    expect(publishSocialPostJobSchema.safeParse(publish.data).success).toBe(true);
  });

  it('never publishes on screening: a person has to approve', () => {
    expect(dispatchRoutes.ComplaintScreened).toBeUndefined();
  });
});
