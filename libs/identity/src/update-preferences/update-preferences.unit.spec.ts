import { given } from '../testing/decider-spec';
import { at, iso, USER_ID, userRegistered } from '../testing/user-fixtures';
import type { PreferencesUpdated } from '../user.events';
import type { UpdatePreferencesCommand } from './update-preferences.command';
import { updatePreferences } from './update-preferences.decide';

const command = (preferences: UpdatePreferencesCommand['preferences'], minutes = 10): UpdatePreferencesCommand => ({
  type: 'UpdatePreferences',
  preferences,
  now: at(minutes),
});
const updated = (preferences: PreferencesUpdated['data']['preferences'], minutes = 10): PreferencesUpdated => ({
  type: 'PreferencesUpdated',
  data: { userId: USER_ID, preferences, updatedAt: iso(minutes) },
});

describe('update preferences', () => {
  it('records the first preferences as given', () => {
    given(userRegistered())
      .when(updatePreferences, command({ language: 'hi' }))
      .then([updated({ language: 'hi' })]);
  });

  it('deep-merges a patch into what is stored, and records the merged result', () => {
    given(
      userRegistered(),
      updated({ language: 'hi', notifications: { email: true, sms: true, push: false } }, 5),
    )
      .when(updatePreferences, command({ notifications: { sms: false }, accessibility: { fontSize: 'large' } }))
      .then([
        updated({
          language: 'hi',
          notifications: { email: true, sms: false, push: false },
          accessibility: { fontSize: 'large' },
        }),
      ]);
  });

  it('records nothing when the merge changes nothing', () => {
    given(userRegistered(), updated({ language: 'ta', privacy: { analytics: false } }, 5))
      .when(updatePreferences, command({ privacy: { analytics: false } }))
      .thenNothing();
  });

  it('refuses an account that does not exist', () => {
    given().when(updatePreferences, command({ language: 'en' })).thenThrows('USER.NOT_FOUND');
  });
});
