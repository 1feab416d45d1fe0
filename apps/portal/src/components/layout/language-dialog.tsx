import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LANGUAGE_CHANGED_EVENT, LANGUAGE_STORAGE_KEY, LANGUAGES, type LanguageCode } from '../../lib/i18n/languages';
import { currentLanguage } from '../../lib/i18n';
import { Modal } from '../ui/modal';

/** Select-language popup: every supported language plus a link to the language page. */
export function LanguageDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const active = currentLanguage();

  const choose = (code: LanguageCode) => {
    // As the spec describes: remember the code, then announce it; i18n listens for the event.
    try {
      window.localStorage.setItem(LANGUAGE_STORAGE_KEY, code);
    } catch {
      /* storage unavailable */
    }
    window.dispatchEvent(new CustomEvent(LANGUAGE_CHANGED_EVENT, { detail: code }));
    onClose();
  };

  return (
    <Modal open={open} onClose={onClose} title={t('languageMenu.title')} description={t('languageMenu.description')} testId="language-dialog">
      <ul className="language-grid">
        {LANGUAGES.map((language) => (
          <li key={language.code}>
            <button
              type="button"
              className={`language-option ${language.code === active ? 'language-option--active' : ''}`}
              onClick={() => choose(language.code)}
              aria-pressed={language.code === active}
              lang={language.code}
              dir={language.dir}
              data-testid={`language-option-${language.code}`}
            >
              <span className="language-option__native">{language.nativeName}</span>
              <span className="language-option__name" lang="en" dir="ltr">
                {language.name}
              </span>
            </button>
          </li>
        ))}
      </ul>
      <p className="modal__footer-link">
        <Link to="/language" onClick={onClose}>
          {t('languageMenu.settingsLink')}
        </Link>
      </p>
    </Modal>
  );
}
