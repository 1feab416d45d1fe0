import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../lib/use-document-title';

const QUICK_ACTIONS = [
  { to: '/schemes', icon: '📋', title: 'home.findSchemesTitle', text: 'home.findSchemesText', tone: 'saffron' },
  { to: '/verify', icon: '🛡️', title: 'home.verifyDocumentsTitle', text: 'home.verifyDocumentsText', tone: 'navy' },
  { to: '/complaints', icon: '📣', title: 'home.fileComplaintTitle', text: 'home.fileComplaintText', tone: 'green' },
  { to: '/events', icon: '📅', title: 'home.eventsTitle', text: 'home.eventsText', tone: 'saffron' },
] as const;

/** Scheme categories of the spec's landing page; the slug is the schemes page filter. */
const CATEGORIES = [
  { slug: 'employment', icon: '💼', title: 'home.employmentTitle', text: 'home.employmentText' },
  { slug: 'education', icon: '🎓', title: 'home.educationTitle', text: 'home.educationText' },
  { slug: 'health', icon: '🏥', title: 'home.healthcareTitle', text: 'home.healthcareText' },
  { slug: 'agriculture', icon: '🌾', title: 'home.agricultureTitle', text: 'home.agricultureText' },
  { slug: 'housing', icon: '🏠', title: 'home.housingTitle', text: 'home.housingText' },
  { slug: 'social welfare', icon: '🤝', title: 'home.socialWelfareTitle', text: 'home.socialWelfareText' },
] as const;

const REASONS = [
  { icon: '🗣️', title: 'home.whyLanguagesTitle', text: 'home.whyLanguagesText' },
  { icon: '♿', title: 'home.whyAccessibleTitle', text: 'home.whyAccessibleText' },
  { icon: '🔒', title: 'home.whySecureTitle', text: 'home.whySecureText' },
  { icon: '💬', title: 'home.whyAssistantTitle', text: 'home.whyAssistantText' },
] as const;

export function HomeRoute() {
  const { t } = useTranslation();
  useDocumentTitle(undefined);

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
                  <span className="action-card__icon" aria-hidden="true">
                    {action.icon}
                  </span>
                  <span className="action-card__title">{t(action.title)}</span>
                  <span className="action-card__text">{t(action.text)}</span>
                </Link>
              </li>
            ))}
          </ul>
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
                <span className="category-card__icon" aria-hidden="true">
                  {category.icon}
                </span>
                <h3 className="category-card__title">{t(category.title)}</h3>
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

      <section className="section" aria-labelledby="why-title">
        <div className="container">
          <h2 id="why-title" className="section__title">
            {t('home.whyTitle')}
          </h2>
          <ul className="card-grid card-grid--4">
            {REASONS.map((reason) => (
              <li key={reason.title} className="feature">
                <span className="feature__icon" aria-hidden="true">
                  {reason.icon}
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
