import type { RecordedEvent } from '@jan-seva/event-store';
import { isUserEvent, type UserEvent } from '../user.events';

/** The recorded event as the typed union, or undefined for a type that is not ours. */
export function userEventOf(recorded: RecordedEvent): UserEvent | undefined {
  const event = { type: recorded.type, data: recorded.data };
  return isUserEvent(event) ? event : undefined;
}
