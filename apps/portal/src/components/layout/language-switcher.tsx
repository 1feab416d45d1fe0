import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage, setLanguage } from '../../lib/i18n';
import { HEADER_LANGUAGE_CODES, getLanguageInfo, isLanguageCode } from '../../lib/i18n/languages';
import { Icon } from '../ui/icon';
import { LanguageDialog } from './language-dialog';

const MORE = 'more';

/** Header dropdown of 8 languages plus 'More Languages...' (spec: Shared header). */
export function LanguageSwitcher({ id = 'header-language' }: { id?: string }) {
  const { t } = useTranslation();
  const [dialogOpen, setDialogOpen] = useState(false);
  const active = currentLanguage();
  // A language chosen from the popup that is not among the 8 still shows as selected.
  const codes = HEADER_LANGUAGE_CODES.includes(active) ? HEADER_LANGUAGE_CODES : [...HEADER_LANGUAGE_CODES, active];

  return (
    <div className="language-switcher">
      <label htmlFor={id} className="visually-hidden">
        {t('nav.selectLanguage')}
      </label>
      <span className="language-switcher__icon">
        <Icon name="globe" size={18} />
      </span>
      <select
        id={id}
        className="language-switcher__select"
        value={active}
        data-testid="header-language-select"
        onChange={(event) => {
          const value = event.target.value;
          if (value === MORE) setDialogOpen(true);
          else if (isLanguageCode(value)) void setLanguage(value);
        }}
      >
        {codes.map((code) => {
          const language = getLanguageInfo(code);
          return (
            <option key={code} value={code} lang={code}>
              {language.nativeName}
            </option>
          );
        })}
        <option value={MORE}>{t('nav.moreLanguages')}</option>
      </select>
      <LanguageDialog open={dialogOpen} onClose={() => setDialogOpen(false)} />
    </div>
  );
}
