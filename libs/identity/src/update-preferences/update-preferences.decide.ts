import type { Preferences } from '@jan-seva/contracts';
import { deepEqual, deepMerge, type PlainObject } from '../shared/plain-data';
import { requireActive } from '../shared/require-active';
import { toIso } from '../shared/time';
import type { PreferencesUpdated } from '../user.events';
import type { UserState } from '../user.state';
import type { UpdatePreferencesCommand } from './update-preferences.command';

export function mergePreferences(current: Preferences, patch: Preferences): Preferences {
  return deepMerge(current as PlainObject, patch as PlainObject) as Preferences;
}

/** The event carries the merged result, so readers never need the previous value. */
export function updatePreferences(command: UpdatePreferencesCommand, state: UserState): PreferencesUpdated[] {
  const user = requireActive(state);
  const preferences = mergePreferences(user.preferences, command.preferences);
  if (deepEqual(preferences, user.preferences)) return [];
  return [{ type: 'PreferencesUpdated', data: { userId: user.userId, preferences, updatedAt: toIso(command.now) } }];
}
