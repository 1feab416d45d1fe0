import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ExternalLink } from '../../../components/ui/external-link';
import { formatCurrency, formatDate } from '../../../lib/format';
import { translateMessage } from '../../../lib/i18n/translate-message';
import { type Recommendation, useRecommendations } from '../api/schemes';

/** Cards shown before 'Show all'. */
const FIRST_SHOWN = 6;

const STATUS_CLASS = { new: 'badge--green', trending: 'badge--saffron', popular: 'badge--navy' } as const;

/** AI-recommended schemes (spec section 2, Dashboard): ranked by the eligibility engine on the citizen's profile. */
export function RecommendedSchemes() {
  const { t } = useTranslation();
  const recommendations = useRecommendations();
  const [showAll, setShowAll] = useState(false);

  return (
    <section className="panel recommendations" aria-labelledby="recommended-title" data-testid="dashboard-recommendations">
      <div className="panel__header">
        <h2 id="recommended-title" className="panel__title">
          {t('dashboard.recommendedTitle')}
        </h2>
        <Link to="/schemes" className="link link--strong">
          {t('dashboard.allSchemes')} →
        </Link>
      </div>
      <p className="muted small">{t('dashboard.recommendedSubtitle')}</p>

      {recommendations.isPending ? (
        <p className="muted" role="status">
          {t('app.loading')}
        </p>
      ) : recommendations.isError ? (
        <div className="form-alert form-alert--error" role="alert">
          <p>{t('dashboard.recommendedFailed')}</p>
          <p className="small">{translateMessage(t, recommendations.error.message)}</p>
          <Button variant="outline" size="sm" onClick={() => void recommendations.refetch()}>
            {t('dashboard.retry')}
          </Button>
        </div>
      ) : recommendations.data.length === 0 ? (
        <p className="muted" data-testid="recommendations-empty">
          {t('dashboard.recommendedEmpty')}
        </p>
      ) : (
        <>
          <ul className="recommendation-grid">
            {(showAll ? recommendations.data : recommendations.data.slice(0, FIRST_SHOWN)).map((scheme) => (
              <li key={scheme.id}>
                <RecommendationCard scheme={scheme} />
              </li>
            ))}
          </ul>
          {recommendations.data.length > FIRST_SHOWN ? (
            <Button variant="ghost" size="sm" onClick={() => setShowAll((all) => !all)} aria-expanded={showAll} data-testid="recommendations-toggle">
              {showAll ? t('dashboard.showFewer') : t('dashboard.showAllRecommended', { count: recommendations.data.length })}
            </Button>
          ) : null}
        </>
      )}
    </section>
  );
}

function RecommendationCard({ scheme }: { scheme: Recommendation }) {
  const { t, i18n } = useTranslation();
  const titleId = `recommendation-${scheme.id}`;
  return (
    <article className="recommendation" aria-labelledby={titleId} data-testid={`recommendation-${scheme.id}`}>
      <div className="recommendation__top">
        <span className="recommendation__category">{t(`schemes.categories.${scheme.category}`, { defaultValue: scheme.category })}</span>
        <span className={`badge ${STATUS_CLASS[scheme.status]}`} data-testid="recommendation-status">
          {t(`dashboard.status.${scheme.status}`)}
        </span>
      </div>
      <h3 id={titleId} className="recommendation__title">
        <Link to={`/schemes/${scheme.id}`} className="link">
          {scheme.name}
        </Link>
      </h3>
      <div className="recommendation__match" data-testid="recommendation-match">
        <span>{t('dashboard.eligibilityMatch', { percent: scheme.eligibility })}</span>
        <span className="meter" aria-hidden="true">
          <span style={{ width: `${Math.max(0, Math.min(100, scheme.eligibility))}%` }} />
        </span>
        <span className="small muted">
          {scheme.eligible === 'yes'
            ? t('dashboard.eligibleYes')
            : t('dashboard.eligibleUnknown', { count: scheme.missingFacts.length })}
        </span>
      </div>
      <p className="recommendation__description">{scheme.description}</p>
      <dl className="recommendation__facts">
        <div>
          <dt>{t('dashboard.deadline')}</dt>
          <dd data-testid="recommendation-deadline">
            {scheme.deadline ? formatDate(scheme.deadline, undefined, i18n.language) : t('dashboard.openAllYear')}
          </dd>
        </div>
        <div>
          <dt>{t('dashboard.maxBenefit')}</dt>
          <dd data-testid="recommendation-benefit">
            {scheme.maxBenefit !== null ? formatCurrency(scheme.maxBenefit) : t('dashboard.noCashBenefit')}
          </dd>
        </div>
      </dl>
      <div className="recommendation__actions">
        <ExternalLink href={scheme.applyLink} className="btn btn--primary btn--sm" data-testid="recommendation-apply">
          {t('dashboard.applyNow')}
        </ExternalLink>
        <Link to={`/schemes/${scheme.id}`} className="btn btn--outline btn--sm">
          {scheme.eligible === 'yes' ? t('dashboard.viewDetails') : t('dashboard.checkEligibility')}
        </Link>
      </div>
    </article>
  );
}
