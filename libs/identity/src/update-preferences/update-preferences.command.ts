import type { Preferences } from '@jan-seva/contracts';

/**
 * Change some preferences (contracts' `preferencesSchema`): the patch is deep-merged into the
 * stored preferences, so `{ notifications: { sms: false } }` leaves the other switches alone.
 */
export interface UpdatePreferencesCommand {
  type: 'UpdatePreferences';
  preferences: Preferences;
  now: Date;
}
