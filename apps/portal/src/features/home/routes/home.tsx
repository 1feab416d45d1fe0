import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../components/ui/icon';
import { useDocumentTitle } from '../../../lib/use-document-title';

const QUICK_ACTIONS = [
  { to: '/schemes', icon: 'schemes', title: 'home.findSchemesTitle', text: 'home.findSchemesText', tone: 'saffron' },
  { to: '/verify', icon: 'shield', title: 'home.verifyDocumentsTitle', text: 'home.verifyDocumentsText', tone: 'navy' },
  { to: '/complaints', icon: 'megaphone', title: 'home.fileComplaintTitle', text: 'home.fileComplaintText', tone: 'green' },
  { to: '/events', icon: 'calendar', title: 'home.eventsTitle', text: 'home.eventsText', tone: 'saffron' },
] as const;

/** Scheme categories of the spec's landing page; the slug is the schemes page filter. */
const CATEGORIES = [
  { slug: 'employment', icon: 'briefcase', title: 'home.employmentTitle', text: 'home.employmentText' },
  { slug: 'education', icon: 'graduation', title: 'home.educationTitle', text: 'home.educationText' },
  { slug: 'health', icon: 'health', title: 'home.healthcareTitle', text: 'home.healthcareText' },
  { slug: 'agriculture', icon: 'sprout', title: 'home.agricultureTitle', text: 'home.agricultureText' },
  { slug: 'housing', icon: 'home', title: 'home.housingTitle', text: 'home.housingText' },
  { slug: 'social welfare', icon: 'users', title: 'home.socialWelfareTitle', text: 'home.socialWelfareText' },
] as const;

const REASONS = [
  { icon: 'globe', title: 'home.whyLanguagesTitle', text: 'home.whyLanguagesText' },
  { icon: 'accessibility', title: 'home.whyAccessibleTitle', text: 'home.whyAccessibleText' },
  { icon: 'lock', title: 'home.whySecureTitle', text: 'home.whySecureText' },
  { icon: 'chat', title: 'home.whyAssistantTitle', text: 'home.whyAssistantText' },
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
