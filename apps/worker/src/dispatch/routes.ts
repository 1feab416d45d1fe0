import { JobNames, Queues } from '@jan-seva/contracts';
import type { DispatchRoute } from '@jan-seva/event-store';

/** Which events need background work, and the job each one becomes. */
export const dispatchRoutes: Record<string, DispatchRoute> = {
  UserRegistered: (event) => ({
    queue: Queues.outboundMessages,
    name: JobNames.sendWelcomeMessage,
    data: { userId: (event.data as { userId: string }).userId, eventPosition: event.globalPosition },
  }),
  PasswordResetRequested: (event) => ({
    queue: Queues.outboundMessages,
    name: JobNames.deliverMessage,
    data: { messageId: (event.data as { messageId: string }).messageId },
  }),
  OtpRequested: (event) => ({
    queue: Queues.outboundMessages,
    name: JobNames.deliverMessage,
    data: { messageId: (event.data as { messageId: string }).messageId },
  }),
};
