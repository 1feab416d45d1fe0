import { complaints } from './complaints';
import { complaintsOverdue } from './complaints-overdue';
import { events } from './events';
import { moderationQueue } from './moderation-queue';
import { outboundMessages } from './outbound-messages';
import { schemes } from './schemes';
import { users } from './users';

/** The console's resources, by the name the API serves them under /api/admin/<name>. */
export const resources = [
  { name: 'users', ...users },
  { name: 'schemes', ...schemes },
  { name: 'complaints', ...complaints },
  { name: 'moderation-queue', ...moderationQueue },
  { name: 'complaints-overdue', ...complaintsOverdue },
  { name: 'events', ...events },
  { name: 'outbound-messages', ...outboundMessages },
] as const;
