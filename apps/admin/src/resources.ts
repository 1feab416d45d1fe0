import { events } from './events';
import { outboundMessages } from './outbound-messages';
import { schemes } from './schemes';
import { users } from './users';

/** The console's resources, by the name the API serves them under /api/admin/<name>. */
export const resources = [
  { name: 'users', ...users },
  { name: 'schemes', ...schemes },
  { name: 'events', ...events },
  { name: 'outbound-messages', ...outboundMessages },
] as const;
