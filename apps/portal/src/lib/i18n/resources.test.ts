import { AuthMessages, ValidationMessages } from '@jan-seva/contracts';
import { coveragePercent, flattenResource, missingKeys } from './coverage';
import { LANGUAGE_CODES, LANGUAGES } from './languages';
import { i18n, initI18n } from './index';
import { resourceLoaders } from './resources';
import { en } from './resources/en';
import { translateMessage } from './translate-message';
import { CORE_SECTIONS } from './types';

const others = Object.entries(resourceLoaders) as [string, () => Promise<object>][];

describe('translation resources', () => {
  it('registers all 13 languages with their metadata; offline only for en and hi', () => {
    expect(LANGUAGES.map((l) => l.code)).toEqual([...LANGUAGE_CODES]);
    expect(LANGUAGES).toHaveLength(13);
    for (const language of LANGUAGES) {
      expect(language).toEqual(
        expect.objectContaining({
          name: expect.any(String),
          nativeName: expect.any(String),
          flag: expect.any(String),
          speakers: expect.any(Number),
          region: expect.any(String),
          isOfficial: expect.any(Boolean),
          hasVoice: expect.any(Boolean),
        }),
      );
    }
    expect(LANGUAGES.filter((l) => l.hasOffline).map((l) => l.code)).toEqual(['en', 'hi']);
    expect(LANGUAGES.filter((l) => l.isOfficial).map((l) => l.code)).toEqual(['en', 'hi']);
    expect(Object.keys(resourceLoaders).sort()).toEqual(LANGUAGE_CODES.filter((c) => c !== 'en').sort());
  });

  it.each(others)('%s translates every navigation, auth, validation and error key', async (_code, load) => {
    const resource = await load();
    // Listing the keys makes a failure say exactly what is missing.
    expect(missingKeys(en, resource, CORE_SECTIONS)).toEqual([]);
  });

  it('Hindi is complete', async () => {
    expect(missingKeys(en, await resourceLoaders.hi())).toEqual([]);
  });

  it.each(others)('%s keeps every {{placeholder}} of the English text and adds no unknown key', async (_code, load) => {
    const reference = flattenResource(en);
    const problems: string[] = [];
    for (const [key, text] of flattenResource(await load())) {
      const english = reference.get(key);
      if (english === undefined) {
        problems.push(`unknown key ${key}`);
        continue;
      }
      const vars = (s: string) => [...s.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();
      if (vars(text).join() !== vars(english).join()) problems.push(`${key}: ${vars(text).join()} ≠ ${vars(english).join()}`);
    }
    expect(problems).toEqual([]);
  });

  it('the English resource repeats the contract messages word for word', () => {
    for (const [key, message] of Object.entries(ValidationMessages)) expect(en.validation[key as keyof typeof en.validation]).toBe(message);
    for (const [key, message] of Object.entries(AuthMessages)) expect(en.auth[key as keyof typeof en.auth]).toBe(message);
  });

  it('computes coverage from the real resources', async () => {
    expect(coveragePercent(en, en)).toBe(100);
    expect(coveragePercent(en, await resourceLoaders.hi())).toBe(100);
    const bengali = coveragePercent(en, await resourceLoaders.bn());
    expect(bengali).toBeGreaterThan(20);
    expect(bengali).toBeLessThan(100);
    expect(coveragePercent(en, { nav: { home: 'x' } })).toBe(Math.floor((1 / flattenResource(en).size) * 100));
  });
});

describe('translating contract and API messages', () => {
  beforeAll(async () => {
    await initI18n();
  });
  afterAll(async () => {
    await i18n.changeLanguage('en');
  });

  it('maps a validation or API message to its key in the current language, else keeps it', async () => {
    await i18n.changeLanguage('hi');
    const t = i18n.t.bind(i18n);
    expect(translateMessage(t, ValidationMessages.emailRequired)).toBe('ईमेल आवश्यक है');
    expect(translateMessage(t, AuthMessages.invalidCredentials)).toBe('अमान्य क्रेडेंशियल');
    expect(translateMessage(t, 'HTTP error! status: 503')).toBe('HTTP त्रुटि! स्थिति: 503');
    expect(translateMessage(t, 'Something the server said')).toBe('Something the server said');
  });

  it('falls back to English for keys a language lacks', async () => {
    await i18n.changeLanguage('ta');
    expect(i18n.t('nav.dashboard')).toBe('டாஷ்போர்டு');
    expect(i18n.t('home.heroTitle')).toBe(en.home.heroTitle);
  });
});
