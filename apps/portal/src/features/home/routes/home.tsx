import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../components/ui/icon';
import { formatNumber } from '../../../lib/format';
import { LANGUAGES } from '../../../lib/i18n/languages';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSchemeStats } from '../api/scheme-stats';
import '../home.css';

const QUICK_ACTIONS = [
  { to: '/schemes', icon: 'schemes', title: 'home.findSchemesTitle', text: 'home.findSchemesText', tone: 'saffron' },
  { to: '/verify', icon: 'shield', title: 'home.verifyDocumentsTitle', text: 'home.verifyDocumentsText', tone: 'navy' },
  { to: '/complaints', icon: 'megaphone', title: 'home.fileComplaintTitle', text: 'home.fileComplaintText', tone: 'green' },
  { to: '/events', icon: 'calendar', title: 'home.eventsTitle', text: 'home.eventsText', tone: 'saffron' },
] as const;

/** Scheme categories of the spec's landing page; the slug is the schemes page filter (the API's category id). */
const CATEGORIES = [
  { slug: 'employment', icon: 'briefcase', title: 'home.employmentTitle', text: 'home.employmentText' },
  { slug: 'education', icon: 'graduation', title: 'home.educationTitle', text: 'home.educationText' },
  { slug: 'health', icon: 'health', title: 'home.healthcareTitle', text: 'home.healthcareText' },
  { slug: 'agriculture', icon: 'sprout', title: 'home.agricultureTitle', text: 'home.agricultureText' },
  { slug: 'housing', icon: 'home', title: 'home.housingTitle', text: 'home.housingText' },
  { slug: 'social-welfare', icon: 'users', title: 'home.socialWelfareTitle', text: 'home.socialWelfareText' },
] as const;

/** The feature grid: what the portal does, each with its page. */
const FEATURES = [
  { to: '/schemes', icon: 'schemes', title: 'home.featureSchemesTitle', text: 'home.featureSchemesText' },
  { to: '/sarkarqna', icon: 'chat', title: 'home.featureAssistantTitle', text: 'home.featureAssistantText' },
  { to: '/verify', icon: 'shield', title: 'home.featureVerifyTitle', text: 'home.featureVerifyText' },
  { to: '/complaints', icon: 'megaphone', title: 'home.featureComplaintsTitle', text: 'home.featureComplaintsText' },
  { to: '/events', icon: 'calendar', title: 'home.featureEventsTitle', text: 'home.featureEventsText' },
  { to: '/locations', icon: 'mapPin', title: 'home.featureLocationsTitle', text: 'home.featureLocationsText' },
] as const;

const REASONS = [
  { icon: 'globe', title: 'home.whyLanguagesTitle', text: 'home.whyLanguagesText' },
  { icon: 'accessibility', title: 'home.whyAccessibleTitle', text: 'home.whyAccessibleText' },
  { icon: 'lock', title: 'home.whySecureTitle', text: 'home.whySecureText' },
  { icon: 'chat', title: 'home.whyAssistantTitle', text: 'home.whyAssistantText' },
] as const;

export function HomeRoute() {
  const { t } = useTranslation();
  const stats = useSchemeStats();
  useDocumentTitle(undefined);
  /** A figure from the catalogue: '…' while loading, '—' if the API could not be reached. */
  const figure = (value: number | undefined) => (value !== undefined ? formatNumber(value) : stats.isError ? '—' : '…');

  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <div className="container hero__inner">
          <h1 id="hero-title" className="hero__title">
            {t('home.heroTitle')}
          </h1>
          <p className="hero__subtitle">{t('home.heroSubtitle')}</p>
          <div className="hero__actions">
            <Link to="/schemes" className="btn btn--primary btn--lg" data-testid="hero-schemes">
              {t('home.exploreSchemes')}
            </Link>
            <Link to="/dashboard" className="btn btn--light btn--lg" data-testid="hero-dashboard">
              {t('home.goToDashboard')}
            </Link>
          </div>
        </div>
      </section>

      <section className="section" aria-labelledby="quick-actions-title">
        <div className="container">
          <h2 id="quick-actions-title" className="section__title">
            {t('home.quickActionsTitle')}
          </h2>
          <ul className="card-grid card-grid--4">
            {QUICK_ACTIONS.map((action) => (
              <li key={action.to}>
                <Link to={action.to} className={`action-card action-card--${action.tone}`}>
                  <span className="action-card__icon">
                    <Icon name={action.icon} size={28} />
                  </span>
                  <span className="action-card__title">{t(action.title)}</span>
                  <span className="action-card__text">{t(action.text)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="stats-strip" aria-labelledby="stats-title" data-testid="home-stats">
        <div className="container">
          <h2 id="stats-title" className="visually-hidden">
            {t('home.statsTitle')}
          </h2>
          <dl className="stats-strip__list">
            <div className="stat" data-testid="stat-schemes">
              <dt className="stat__label">{t('home.statSchemes')}</dt>
              <dd className="stat__value">{figure(stats.data?.total)}</dd>
            </div>
            <div className="stat" data-testid="stat-languages">
              <dt className="stat__label">{t('home.statLanguages')}</dt>
              <dd className="stat__value">{formatNumber(LANGUAGES.length)}</dd>
            </div>
            <div className="stat" data-testid="stat-assistant">
              <dt className="stat__label">{t('home.statAssistant')}</dt>
              <dd className="stat__value">24/7</dd>
            </div>
            <div className="stat" data-testid="stat-states">
              <dt className="stat__label">
                {t('home.statStates')}
                {stats.data && stats.data.states.length > 0 ? (
                  <span className="stat__note">{stats.data.states.map((state) => t(`schemes.states.${state}`, { defaultValue: state })).join(', ')}</span>
                ) : null}
              </dt>
              <dd className="stat__value stat__value--text">
                {stats.data
                  ? stats.data.states.length > 0
                    ? t('home.statStatesValue', { count: stats.data.states.length })
                    : t('home.statAllIndia')
                  : figure(undefined)}
              </dd>
            </div>
          </dl>
        </div>
      </section>

      <section id="schemes" className="section section--tinted" aria-labelledby="categories-title">
        <div className="container">
          <h2 id="categories-title" className="section__title">
            {t('home.categoriesTitle')}
          </h2>
          <p className="section__subtitle">{t('home.categoriesSubtitle')}</p>
          <ul className="card-grid card-grid--3">
            {CATEGORIES.map((category) => (
              <li key={category.slug} className="category-card">
                <span className="category-card__icon">
                  <Icon name={category.icon} size={26} />
                </span>
                <h3 className="category-card__title">{t(category.title)}</h3>
                <p className="category-card__count" data-testid={`home-category-count-${category.slug}`}>
                  {stats.data ? t('home.schemeCount', { count: stats.data.counts[category.slug] ?? 0 }) : figure(undefined)}
                </p>
                <p className="category-card__text">{t(category.text)}</p>
                <Link
                  to={`/schemes?category=${encodeURIComponent(category.slug)}`}
                  className="link link--strong"
                  aria-label={t('home.browseCategory', { category: t(category.title) })}
                >
                  {t('home.browseCategory', { category: t(category.title) })} →
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section" aria-labelledby="features-title">
        <div className="container">
          <h2 id="features-title" className="section__title">
            {t('home.featuresTitle')}
          </h2>
          <p className="section__subtitle">{t('home.featuresSubtitle')}</p>
          <ul className="card-grid card-grid--3" data-testid="home-features">
            {FEATURES.map((feature) => (
              <li key={feature.to}>
                <Link to={feature.to} className="feature-card">
                  <span className="feature__icon">
                    <Icon name={feature.icon} size={26} />
                  </span>
                  <span className="feature-card__title">{t(feature.title)}</span>
                  <span className="feature-card__text">{t(feature.text)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section section--tinted" aria-labelledby="why-title">
        <div className="container">
          <h2 id="why-title" className="section__title">
            {t('home.whyTitle')}
          </h2>
          <ul className="card-grid card-grid--4">
            {REASONS.map((reason) => (
              <li key={reason.title} className="feature">
                <span className="feature__icon">
                  <Icon name={reason.icon} size={28} />
                </span>
                <h3 className="feature__title">{t(reason.title)}</h3>
                <p className="feature__text">{t(reason.text)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
