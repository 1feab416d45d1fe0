import type { DomainEvent } from '@jan-seva/event-store';
import type { Scheme } from '../scheme.schema';

export const schemeStreamId = (schemeId: string): string => `scheme-${schemeId}`;

export type SchemePublished = DomainEvent<'SchemePublished', { scheme: Scheme; source: 'catalogue' | 'admin'; publishedAt: string }>;
export type SchemeUpdated = DomainEvent<
  'SchemeUpdated',
  { scheme: Scheme; changedFields: string[]; source: 'catalogue' | 'admin'; updatedAt: string }
>;
export type SchemeArchived = DomainEvent<'SchemeArchived', { schemeId: string; reason: string; archivedAt: string }>;
export type SchemeRestored = DomainEvent<'SchemeRestored', { schemeId: string; restoredAt: string }>;

export type SchemeEvent = SchemePublished | SchemeUpdated | SchemeArchived | SchemeRestored;
export const SCHEME_EVENT_TYPES: ReadonlyArray<SchemeEvent['type']> = ['SchemePublished', 'SchemeUpdated', 'SchemeArchived', 'SchemeRestored'];
