import { useQuery } from '@tanstack/react-query';
import { coveragePercent } from '../../../lib/i18n/coverage';
import { type LanguageCode, LANGUAGE_CODES } from '../../../lib/i18n/languages';
import { resourceLoaders } from '../../../lib/i18n/resources';
import { en } from '../../../lib/i18n/resources/en';

/** Translation coverage of every language, computed from the real resource files. */
export async function loadCoverage(): Promise<Record<LanguageCode, number>> {
  const entries = await Promise.all(
    LANGUAGE_CODES.map(async (code) => {
      if (code === 'en') return [code, 100] as const;
      const resource = await resourceLoaders[code]();
      return [code, coveragePercent(en, resource)] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<LanguageCode, number>;
}

export function useLanguageCoverage() {
  return useQuery({ queryKey: ['i18n', 'coverage'], queryFn: loadCoverage, staleTime: Infinity });
}
