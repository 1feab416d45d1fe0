import { type SchemeCardDto } from '@jan-seva/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatCurrency, formatDate } from '../../../lib/format';
import { badgeFor } from '../lib/badge';
import { SchemeActions } from './scheme-actions';

const BADGE_CLASS = { trending: 'badge--saffron', perfectMatch: 'badge--green', goodMatch: 'badge--navy' } as const;

/** A scheme in the Schemes page's results (spec section 2, Schemes page). */
export function SchemeCard({ scheme }: { scheme: SchemeCardDto }) {
  const { t, i18n } = useTranslation();
  const badge = badgeFor(scheme);
  const titleId = `scheme-${scheme.id}-title`;

  return (
    <article className="scheme-card" aria-labelledby={titleId} data-testid={`scheme-card-${scheme.id}`}>
      <div className="scheme-card__top">
        <span className="scheme-card__category">{t(`schemes.categories.${scheme.category}`, { defaultValue: scheme.category })}</span>
        {badge ? (
          <span className={`badge ${BADGE_CLASS[badge]}`} data-testid="scheme-badge">
            {t(`schemes.badges.${badge}`)}
          </span>
        ) : null}
      </div>
      <h3 id={titleId} className="scheme-card__title">
        <Link to={`/schemes/${scheme.id}`} className="scheme-card__link" data-testid="scheme-card-link">
          {scheme.name}
        </Link>
      </h3>
      {scheme.shortName ? <p className="scheme-card__short">{scheme.shortName}</p> : null}
      <p className="scheme-card__ministry">{scheme.ministry}</p>
      <p className="scheme-card__description">{scheme.description}</p>

      <dl className="scheme-card__facts">
        <div>
          <dt>{t('schemes.benefits')}</dt>
          <dd className="scheme-card__benefits">{scheme.benefits}</dd>
        </div>
        <div>
          <dt>{t('schemes.maxBenefit')}</dt>
          <dd data-testid="scheme-max-benefit">
            {scheme.maxBenefitInr !== undefined ? formatCurrency(scheme.maxBenefitInr) : t('schemes.maxBenefitNone')}
          </dd>
        </div>
        <div>
          <dt>{t('schemes.deadline')}</dt>
          <dd data-testid="scheme-deadline">
            {scheme.deadline ? formatDate(scheme.deadline, undefined, i18n.language) : t('schemes.openAllYear')}
          </dd>
        </div>
        <div>
          <dt>{t('schemes.coverage')}</dt>
          <dd>{scheme.state === 'All India' ? t('schemes.allIndia') : t(`schemes.states.${scheme.state}`, { defaultValue: scheme.state })}</dd>
        </div>
        {scheme.matchScore !== undefined ? (
          <div>
            <dt>{t('schemes.yourMatch')}</dt>
            <dd data-testid="scheme-match">{t('schemes.matchPercent', { percent: scheme.matchScore })}</dd>
          </div>
        ) : null}
      </dl>

      <SchemeActions scheme={scheme} compact>
        <Link to={`/schemes/${scheme.id}`} className="link link--strong scheme-card__details" data-testid="scheme-details">
          {t('schemes.viewDetails')} →
        </Link>
      </SchemeActions>
    </article>
  );
}
