import '../test/reactAdminEnv';
import { formatPhrase, i18nProvider } from './i18nProvider';

describe('i18nProvider', () => {
  it('uses the console messages by resources.<resource>.fields.<field>', () => {
    expect(i18nProvider.translate('resources.users.fields.address.pincode')).toBe('Pincode');
    expect(i18nProvider.translate('resources.events.fields.metadata.actorId')).toBe('Actor');
  });

  it('pluralises resource names as polyglot does', () => {
    expect(i18nProvider.translate('resources.users.name', { smart_count: 1 })).toBe('User');
    expect(i18nProvider.translate('resources.users.name', { smart_count: 2 })).toBe('Users');
  });

  it("falls back to react-admin's English, and to the given default", () => {
    expect(i18nProvider.translate('ra.action.show')).toBe('Show');
    expect(i18nProvider.translate('ra.auth.username')).toBe('Email');
    expect(i18nProvider.translate('no.such.key', { _: 'Fallback' })).toBe('Fallback');
  });

  it('interpolates named values', () => {
    expect(formatPhrase('Welcome, %{name}', { name: 'Asha' })).toBe('Welcome, Asha');
    expect(formatPhrase('Welcome, %{name}')).toBe('Welcome, %{name}');
  });
});
