import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatNumber } from '../../../lib/format';
import { currentLanguage, setLanguage } from '../../../lib/i18n';
import { LANGUAGES, type LanguageInfo, getLanguageInfo, isLanguageCode } from '../../../lib/i18n/languages';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLanguageCoverage } from '../api/coverage';

export function LanguageRoute() {
  const { t } = useTranslation();
  const active = getLanguageInfo(currentLanguage());
  const coverage = useLanguageCoverage();
  useDocumentTitle(t('languagePage.title'));

  return (
    <div className="container language-page">
      <header className="page-header">
        <h1 className="page-header__title">{t('languagePage.title')}</h1>
        <p className="page-header__subtitle">{t('languagePage.subtitle')}</p>
      </header>

      <div className="language-page__top">
        <section className="panel" aria-labelledby="language-current-title" data-testid="language-current">
          <h2 id="language-current-title" className="panel__title">
            {t('languagePage.currentTitle')}
          </h2>
          <p className="language-current__native" lang={active.code} dir={active.dir}>
            <span aria-hidden="true">{active.flag} </span>
            {active.nativeName}
          </p>
          <p className="muted">{active.name}</p>
          <dl className="summary-list">
            <div className="summary-list__row">
              <dt>{t('languagePage.direction')}</dt>
              <dd>{active.dir === 'rtl' ? t('languagePage.rtl') : t('languagePage.ltr')}</dd>
            </div>
            <div className="summary-list__row">
              <dt>{t('languagePage.coverage')}</dt>
              <dd>
                {coverage.data
                  ? t('languagePage.coverageValue', { percent: coverage.data[active.code] })
                  : t('languagePage.coverageLoading')}
              </dd>
            </div>
          </dl>
          <label htmlFor="language-picker" className="field__label">
            {t('languagePage.pickerLabel')}
          </label>
          <select
            id="language-picker"
            className="input select"
            value={active.code}
            onChange={(event) => isLanguageCode(event.target.value) && void setLanguage(event.target.value)}
            data-testid="language-picker"
          >
            {LANGUAGES.map((language) => (
              <option key={language.code} value={language.code} lang={language.code}>
                {language.nativeName} — {language.name}
              </option>
            ))}
          </select>
          <p className="panel__title panel__title--spaced">{t('languagePage.quickLinks')}</p>
          <ul className="inline-links">
            <li>
              <Link to="/dashboard">{t('nav.dashboard')}</Link>
            </li>
            <li>
              <Link to="/schemes">{t('nav.schemes')}</Link>
            </li>
            <li>
              <Link to="/profile">{t('nav.profile')}</Link>
            </li>
          </ul>
        </section>
      </div>

      <section aria-labelledby="language-list-title">
        <h2 id="language-list-title" className="section__title">
          {t('languagePage.allLanguages')}
        </h2>
        <ul className="language-list" data-testid="language-list">
          {LANGUAGES.map((language) => (
            <LanguageCard
              key={language.code}
              language={language}
              active={language.code === active.code}
              coverage={coverage.data?.[language.code]}
            />
          ))}
        </ul>
        <p className="muted small">{t('languagePage.speakersSource')}</p>
      </section>
    </div>
  );
}

function LanguageCard({ language, active, coverage }: { language: LanguageInfo; active: boolean; coverage: number | undefined }) {
  const { t } = useTranslation();
  return (
    <li className={`language-card ${active ? 'language-card--active' : ''}`} data-testid={`language-card-${language.code}`}>
      <div className="language-card__head">
        <div>
          <p className="language-card__native" lang={language.code} dir={language.dir}>
            {language.nativeName}
          </p>
          <p className="language-card__name">{language.name}</p>
        </div>
        <div className="language-card__badges">
          {language.isOfficial ? <span className="badge badge--navy">{t('languagePage.official')}</span> : null}
          {language.hasVoice ? <span className="badge badge--green">{t('languagePage.voice')}</span> : null}
          {language.hasOffline ? <span className="badge badge--saffron">{t('languagePage.offline')}</span> : null}
        </div>
      </div>
      <p className="language-card__meta">
        {t('languagePage.speakers', { number: formatNumber(language.speakers) })} · {language.region}
      </p>
      <div className="coverage">
        <div
          className="coverage__bar"
          role="progressbar"
          aria-label={t('languagePage.coverage')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={coverage}
          aria-valuetext={coverage === undefined ? t('languagePage.coverageLoading') : t('languagePage.coverageValue', { percent: coverage })}
        >
          <span className="coverage__fill" style={{ width: `${coverage ?? 0}%` }} />
        </div>
        <span className="coverage__value" data-testid={`coverage-${language.code}`}>
          {coverage === undefined ? '…' : t('languagePage.coverageValue', { percent: coverage })}
        </span>
      </div>
      {active ? (
        <span className="badge badge--green language-card__action">{t('languagePage.inUse')}</span>
      ) : (
        <button type="button" className="btn btn--outline btn--sm language-card__action" onClick={() => void setLanguage(language.code)}>
          {t('languagePage.use', { language: language.nativeName })}
        </button>
      )}
    </li>
  );
}
