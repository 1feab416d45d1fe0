import { deliverMessageJobSchema, JobNames, Queues, sendWelcomeMessageJobSchema } from '@jan-seva/contracts';
import { jobIdFor, type RecordedEvent } from '@jan-seva/event-store';
import { uuidFromName } from '../messaging/welcome-message';
import { dispatchRoutes } from './routes';

function recorded(type: string, data: Record<string, unknown>, globalPosition = 42): RecordedEvent {
  return {
    globalPosition,
    transactionId: '1000',
    streamId: 'user-0b6f5c1e-5c1a-4c2e-9d7a-1f2e3d4c5b6a',
    streamType: 'user',
    streamVersion: 1,
    type,
    data,
    metadata: {},
    recordedAt: new Date('2025-01-01T00:00:00Z'),
  };
}

const userId = '0b6f5c1e-5c1a-4c2e-9d7a-1f2e3d4c5b6a';
const messageId = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

describe('dispatch routes', () => {
  it('turns UserRegistered into a welcome job that carries the event position', () => {
    const job = dispatchRoutes.UserRegistered!(recorded('UserRegistered', { userId, email: 'a@b.in' }, 42));
    expect(job).toEqual({ queue: Queues.outboundMessages, name: JobNames.sendWelcomeMessage, data: { userId, eventPosition: 42 } });
    expect(sendWelcomeMessageJobSchema.safeParse((job as { data: unknown }).data).success).toBe(true);
  });

  it.each(['PasswordResetRequested', 'OtpRequested'])('turns %s into a delivery job for its outbox message', (type) => {
    const job = dispatchRoutes[type]!(recorded(type, { messageId, tokenHash: 'x' }));
    expect(job).toEqual({ queue: Queues.outboundMessages, name: JobNames.deliverMessage, data: { messageId } });
    expect(deliverMessageJobSchema.safeParse((job as { data: unknown }).data).success).toBe(true);
  });

  it('routes nothing else (other events need no background work)', () => {
    expect(Object.keys(dispatchRoutes).sort()).toEqual([
      'ComplaintFiled',
      'ComplaintModerationApproved',
      'ComplaintUpdated',
      'OtpRequested',
      'PasswordResetRequested',
      'SocialPostScheduled',
      'UserRegistered',
    ]);
  });

  it('derives the job id from the position and the job name only, so a replay adds nothing', () => {
    expect(jobIdFor({ globalPosition: 42 }, JobNames.sendWelcomeMessage)).toBe('evt-42-send-welcome-message');
    expect(jobIdFor({ globalPosition: 42 }, JobNames.deliverMessage)).not.toBe(jobIdFor({ globalPosition: 43 }, JobNames.deliverMessage));
    expect(jobIdFor({ globalPosition: 42 }, JobNames.deliverMessage)).not.toContain(':');
  });
});

describe('welcome message id', () => {
  it('is a stable version-5 style UUID per event position, so a retried job reuses its outbox row', () => {
    expect(uuidFromName('welcome-42')).toBe(uuidFromName('welcome-42'));
    expect(uuidFromName('welcome-42')).not.toBe(uuidFromName('welcome-43'));
    expect(uuidFromName('welcome-42')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
