import type { RecordedEvent } from '@jan-seva/event-store';
import { isComplaintEvent, type ComplaintEvent } from '../complaint.events';

/** The recorded event as the typed union, or undefined for a type that is not ours. */
export function complaintEventOf(recorded: RecordedEvent): ComplaintEvent | undefined {
  const event = { type: recorded.type, data: recorded.data };
  return isComplaintEvent(event) ? event : undefined;
}
