import type { Scheme } from '../scheme.schema';
import { SchemeError } from './scheme.errors';
import type { SchemeEvent } from './scheme.events';
import type { SchemeState } from './scheme.state';

export type SchemeCommand =
  | { type: 'PublishScheme'; scheme: Scheme; source: 'catalogue' | 'admin'; now: Date }
  | { type: 'UpdateScheme'; scheme: Scheme; source: 'catalogue' | 'admin'; now: Date }
  | { type: 'ArchiveScheme'; schemeId: string; reason: string; now: Date }
  | { type: 'RestoreScheme'; schemeId: string; now: Date };

/** Top-level fields whose values differ (stable JSON comparison). */
export function changedFields(before: Scheme, after: Scheme): string[] {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]) as Set<keyof Scheme>;
  return [...keys].filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key])).sort();
}

export function decideScheme(command: SchemeCommand, state: SchemeState): SchemeEvent[] {
  const at = command.now.toISOString();
  switch (command.type) {
    case 'PublishScheme':
      if (state.status === 'Published') {
        // Publishing the same content again (a re-run seed) records nothing.
        if (changedFields(state.scheme, command.scheme).length === 0) return [];
        throw new SchemeError('SCHEME.ALREADY_PUBLISHED');
      }
      return [{ type: 'SchemePublished', data: { scheme: command.scheme, source: command.source, publishedAt: at } }];
    case 'UpdateScheme': {
      if (state.status !== 'Published') throw new SchemeError('SCHEME.NOT_FOUND');
      if (state.archived) throw new SchemeError('SCHEME.ARCHIVED');
      if (state.scheme.id !== command.scheme.id) throw new SchemeError('SCHEME.ID_MISMATCH');
      const changed = changedFields(state.scheme, command.scheme);
      if (changed.length === 0) return [];
      return [{ type: 'SchemeUpdated', data: { scheme: command.scheme, changedFields: changed, source: command.source, updatedAt: at } }];
    }
    case 'ArchiveScheme':
      if (state.status !== 'Published') throw new SchemeError('SCHEME.NOT_FOUND');
      if (state.archived) return [];
      return [{ type: 'SchemeArchived', data: { schemeId: command.schemeId, reason: command.reason, archivedAt: at } }];
    case 'RestoreScheme':
      if (state.status !== 'Published') throw new SchemeError('SCHEME.NOT_FOUND');
      if (!state.archived) throw new SchemeError('SCHEME.NOT_ARCHIVED');
      return [{ type: 'SchemeRestored', data: { schemeId: command.schemeId, restoredAt: at } }];
    default: {
      const unknown: never = command;
      return unknown;
    }
  }
}

/**
 * What the catalogue seed does with a file: publish a new scheme; refresh one whose file was
 * verified more recently than the stored copy; otherwise leave it (an administrator's edit
 * made after the file's verification date wins).
 */
export function seedCommand(state: SchemeState, fromFile: Scheme, now: Date): SchemeCommand | null {
  if (state.status === 'Unpublished') return { type: 'PublishScheme', scheme: fromFile, source: 'catalogue', now };
  if (state.archived) return null;
  if (fromFile.lastVerified > state.scheme.lastVerified) return { type: 'UpdateScheme', scheme: fromFile, source: 'catalogue', now };
  return null;
}
