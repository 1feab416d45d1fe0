import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ExternalLink } from '../../../components/ui/external-link';
import { Icon } from '../../../components/ui/icon';
import { ApiError } from '../../../lib/api-client';
import { formatCurrency, formatDate, formatNumber } from '../../../lib/format';
import { translateMessage } from '../../../lib/i18n/translate-message';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { type SchemeDetailDto, useScheme, useSchemeNames } from '../api/schemes-api';
import { EligibilityChecker } from '../components/eligibility-checker';
import { SchemeActions } from '../components/scheme-actions';
import { badgeFor } from '../lib/badge';
import '../schemes.css';

const BADGE_CLASS = { trending: 'badge--saffron', perfectMatch: 'badge--green', goodMatch: 'badge--navy' } as const;

/** National portals every scheme page points to besides the scheme's own sites. */
const NATIONAL_PORTALS = [
  { key: 'myScheme', href: 'https://www.myscheme.gov.in/' },
  { key: 'nationalPortal', href: 'https://www.india.gov.in/' },
] as const;

export function SchemeDetailRoute() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const scheme = useScheme(id);
  useDocumentTitle(scheme.data?.name ?? t('schemeDetail.title'));

  if (scheme.isError) {
    const notFound = scheme.error instanceof ApiError && scheme.error.status === 404;
    return (
      <div className="container scheme-detail">
        <div className="schemes-empty" data-testid={notFound ? 'scheme-not-found' : 'scheme-error'}>
          <h1>{notFound ? t('schemeDetail.notFoundTitle') : t('schemeDetail.loadFailed')}</h1>
          <p>{notFound ? t('schemeDetail.notFoundText') : translateMessage(t, scheme.error.message)}</p>
          <Link to="/schemes" className="btn btn--outline">
            {t('schemeDetail.backToSchemes')}
          </Link>
        </div>
      </div>
    );
  }
  if (!scheme.data) {
    return (
      <div className="page-loader" role="status" aria-live="polite" data-testid="scheme-loading">
        <span className="spinner" aria-hidden="true" />
        <p className="page-loader__title">{t('app.loading')}</p>
      </div>
    );
  }
  return <SchemeDetail scheme={scheme.data} />;
}

function SchemeDetail({ scheme }: { scheme: SchemeDetailDto }) {
  const { t, i18n } = useTranslation();
  const badge = badgeFor(scheme);
  const names = useSchemeNames(scheme.relatedSchemes.length > 0);
  const date = (value: string) => formatDate(value, undefined, i18n.language);

  return (
    <div className="container scheme-detail" data-testid="scheme-detail">
      <nav aria-label={t('schemeDetail.breadcrumb')} className="breadcrumb">
        <Link to="/schemes" className="link">
          {t('schemes.title')}
        </Link>
        <span aria-hidden="true"> / </span>
        <span aria-current="page">{scheme.shortName ?? scheme.name}</span>
      </nav>

      <header className="scheme-detail__header">
        <div className="scheme-card__top">
          <span className="scheme-card__category">{t(`schemes.categories.${scheme.category}`, { defaultValue: scheme.category })}</span>
          {badge ? (
            <span className={`badge ${BADGE_CLASS[badge]}`} data-testid="scheme-badge">
              {t(`schemes.badges.${badge}`)}
            </span>
          ) : null}
          {scheme.status === 'closed' ? <span className="badge badge--muted">{t('schemeDetail.closed')}</span> : null}
        </div>
        <h1 className="scheme-detail__title" data-testid="scheme-title">
          {scheme.name}
        </h1>
        {scheme.shortName ? <p className="scheme-detail__short">{scheme.shortName}</p> : null}
        <p className="scheme-card__ministry">{scheme.ministry}</p>
        <p className="scheme-detail__description">{scheme.description}</p>
        <dl className="scheme-detail__facts">
          <div>
            <dt>{t('schemes.maxBenefit')}</dt>
            <dd>{scheme.maxBenefitInr !== undefined ? formatCurrency(scheme.maxBenefitInr) : t('schemes.maxBenefitNone')}</dd>
          </div>
          <div>
            <dt>{t('schemes.deadline')}</dt>
            <dd>{scheme.deadline ? date(scheme.deadline) : t('schemes.openAllYear')}</dd>
          </div>
          <div>
            <dt>{t('schemes.coverage')}</dt>
            <dd>{scheme.state === 'All India' ? t('schemes.allIndia') : t(`schemes.states.${scheme.state}`, { defaultValue: scheme.state })}</dd>
          </div>
          {scheme.beneficiaries ? (
            <div>
              <dt>{t('schemeDetail.beneficiaries')}</dt>
              <dd>{formatNumber(scheme.beneficiaries)}</dd>
            </div>
          ) : null}
          {scheme.matchScore !== undefined ? (
            <div>
              <dt>{t('schemes.yourMatch')}</dt>
              <dd>{t('schemes.matchPercent', { percent: scheme.matchScore })}</dd>
            </div>
          ) : null}
        </dl>
        <SchemeActions scheme={scheme} />
      </header>

      <div className="scheme-detail__layout">
        <div className="scheme-detail__main">
          <Section id="key-features" title={t('schemeDetail.keyFeatures')}>
            <ul className="feature-list">
              {scheme.keyFeatures.map((feature, index) => (
                <li key={index}>
                  <p>{feature.description}</p>
                  {feature.amountInr !== undefined ? (
                    <p className="feature-list__amount">
                      <strong>{formatCurrency(feature.amountInr)}</strong>
                      {feature.period ? <span> · {t(`schemeDetail.periods.${feature.period}`, { defaultValue: '' })}</span> : null}
                      {feature.amountInWords ? <span className="muted"> ({feature.amountInWords})</span> : null}
                    </p>
                  ) : null}
                </li>
              ))}
            </ul>
          </Section>

          <Section id="eligibility-criteria" title={t('schemeDetail.eligibilityCriteria')}>
            <ul className="bullet-list">
              {scheme.eligibilityCriteria.map((line, index) => (
                <li key={index}>{line}</li>
              ))}
            </ul>
          </Section>

          <EligibilityChecker key={scheme.id} schemeId={scheme.id} />

          <Section id="required-documents" title={t('schemeDetail.requiredDocuments')}>
            <ul className="bullet-list">
              {scheme.requiredDocuments.map((line, index) => (
                <li key={index}>{line}</li>
              ))}
            </ul>
          </Section>

          <Section id="application-process" title={t('schemeDetail.applicationProcess')}>
            <ol className="step-list">
              {scheme.applicationProcess.map((line, index) => (
                <li key={index}>{line}</li>
              ))}
            </ol>
          </Section>

          <Section id="faq" title={t('schemeDetail.faq')}>
            {scheme.faq.length === 0 ? (
              <p className="muted">{t('schemeDetail.noFaq')}</p>
            ) : (
              <div className="accordion">
                {scheme.faq.map((entry, index) => (
                  <details key={index} className="accordion__item" data-testid="scheme-faq-item">
                    <summary className="accordion__question">{entry.question}</summary>
                    <p className="accordion__answer">{entry.answer}</p>
                  </details>
                ))}
              </div>
            )}
          </Section>
        </div>

        <aside className="scheme-detail__aside">
          <Section id="important-dates" title={t('schemeDetail.importantDates')}>
            {scheme.importantDates.length === 0 ? (
              <p className="muted">{t('schemeDetail.noDates')}</p>
            ) : (
              <dl className="date-list">
                {scheme.importantDates.map((entry, index) => (
                  <div key={index}>
                    <dt>{entry.label}</dt>
                    <dd>{[entry.date ? date(entry.date) : null, entry.text].filter(Boolean).join(' — ')}</dd>
                  </div>
                ))}
              </dl>
            )}
          </Section>

          <Section id="contact" title={t('schemeDetail.contact')}>
            <dl className="date-list">
              {scheme.contact.helpline ? (
                <div>
                  <dt>{t('schemeDetail.helpline')}</dt>
                  <dd>{scheme.contact.helpline}</dd>
                </div>
              ) : null}
              {scheme.contact.email ? (
                <div>
                  <dt>{t('schemeDetail.email')}</dt>
                  <dd>
                    <a href={`mailto:${scheme.contact.email}`} className="link">
                      {scheme.contact.email}
                    </a>
                  </dd>
                </div>
              ) : null}
              {scheme.contact.address ? (
                <div>
                  <dt>{t('schemeDetail.address')}</dt>
                  <dd>{scheme.contact.address}</dd>
                </div>
              ) : null}
            </dl>
            {!scheme.contact.helpline && !scheme.contact.email && !scheme.contact.address ? <p className="muted">{t('schemeDetail.noContact')}</p> : null}
          </Section>

          <Section id="portal-links" title={t('schemeDetail.portalLinks')}>
            <ul className="link-list">
              <li>
                <ExternalLink href={scheme.officialLink} className="link">
                  {t('schemeDetail.officialSite')}
                </ExternalLink>
              </li>
              {scheme.applyLink !== scheme.officialLink ? (
                <li>
                  <ExternalLink href={scheme.applyLink} className="link">
                    {t('schemeDetail.applyOnline')}
                  </ExternalLink>
                </li>
              ) : null}
              {scheme.sources
                .filter((source) => source !== scheme.officialLink && source !== scheme.applyLink)
                .map((source) => (
                  <li key={source}>
                    <ExternalLink href={source} className="link">
                      {hostOf(source)}
                    </ExternalLink>
                  </li>
                ))}
              {NATIONAL_PORTALS.map((portal) => (
                <li key={portal.key}>
                  <ExternalLink href={portal.href} className="link">
                    {t(`schemeDetail.${portal.key}`)}
                  </ExternalLink>
                </li>
              ))}
            </ul>
          </Section>

          <Section id="related-schemes" title={t('schemeDetail.relatedSchemes')}>
            {scheme.relatedSchemes.length === 0 ? (
              <p className="muted">{t('schemeDetail.noRelated')}</p>
            ) : (
              <ul className="link-list">
                {scheme.relatedSchemes.map((related) => (
                  <li key={related}>
                    <Link to={`/schemes/${related}`} className="link link--strong" data-testid={`related-${related}`}>
                      {names.data?.get(related) ?? related}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </Section>

          <p className="small muted scheme-detail__verified" data-testid="scheme-last-verified">
            <Icon name="shield" size={16} /> {t('schemeDetail.lastVerified', { date: date(scheme.lastVerified) })}
          </p>
        </aside>
      </div>
    </div>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="detail-section" aria-labelledby={`${id}-title`} data-testid={`scheme-section-${id}`}>
      <h2 id={`${id}-title`} className="detail-section__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

function hostOf(url: string): string {
  try {
    return new URL(url).host.replace(/^www\./, '');
  } catch {
    return url;
  }
}
