import { COMPLAINT_CATEGORIES, type ComplaintCategory, COMPLAINT_STATUSES, URGENCY_LEVELS } from '@jan-seva/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ExternalLink } from '../../../components/ui/external-link';
import { formatNumber } from '../../../lib/format';
import { useComplaintStats } from '../api/complaints-api';
import { useComplaintMessage } from '../lib/messages';

/** Average hours to resolve, said the way a citizen reads it: "18 hours" or "3.5 days". */
export function resolutionTime(hours: number): { unit: 'hours' | 'days'; value: number } {
  return hours < 48 ? { unit: 'hours', value: Math.round(hours) } : { unit: 'days', value: Math.round((hours / 24) * 10) / 10 };
}

/** Statistics computed by the API from the read model (GET /api/complaints/stats). */
export function ComplaintStatsPanel() {
  const { t } = useTranslation();
  const translate = useComplaintMessage();
  const stats = useComplaintStats();
  const data = stats.data;

  let average = t('complaints.stats.none');
  if (data && data.averageHoursToResolve !== null) {
    const time = resolutionTime(data.averageHoursToResolve);
    average = t(`complaints.stats.${time.unit}`, { count: time.value, value: formatNumber(time.value) });
  }
  const within =
    data && data.resolvedWithinDeadlineShare !== null
      ? formatNumber(data.resolvedWithinDeadlineShare, { style: 'percent', maximumFractionDigits: 0 })
      : t('complaints.stats.none');

  return (
    <section className="panel side-panel" aria-labelledby="complaint-stats-title" data-testid="complaint-stats">
      <h2 id="complaint-stats-title" className="panel__title">
        {t('complaints.stats.title')}
      </h2>
      {stats.isError && !data ? (
        <p className="form-alert form-alert--error" role="alert">
          {translate(stats.error?.message ?? '')}
        </p>
      ) : !data ? (
        <p className="muted small">{t('complaints.list.loading')}</p>
      ) : (
        <>
          <div className="stat-tiles">
            <div className="stat-tile stat-tile--total">
              <span className="stat-tile__value" data-testid="complaint-stats-total">
                {formatNumber(data.total)}
              </span>
              <span className="stat-tile__label">{t('complaints.stats.total')}</span>
            </div>
            {COMPLAINT_STATUSES.map((status) => (
              <div className={`stat-tile stat-tile--${status}`} key={status}>
                <span className="stat-tile__value" data-testid={`complaint-stats-${status}`}>
                  {formatNumber(data.byStatus[status] ?? 0)}
                </span>
                <span className="stat-tile__label">{t(`complaints.status.${status}`)}</span>
              </div>
            ))}
          </div>
          <dl className="summary-list stats-figures">
            <div className="summary-list__row">
              <dt>{t('complaints.stats.averageResolution')}</dt>
              <dd data-testid="complaint-stats-average">{average}</dd>
            </div>
            <div className="summary-list__row">
              <dt>{t('complaints.stats.withinDeadline')}</dt>
              <dd data-testid="complaint-stats-within">{within}</dd>
            </div>
            {data.overdue !== undefined ? (
              <div className="summary-list__row">
                <dt>{t('complaints.stats.overdue')}</dt>
                <dd data-testid="complaint-stats-overdue">{formatNumber(data.overdue)}</dd>
              </div>
            ) : null}
          </dl>
        </>
      )}
    </section>
  );
}

/** The five categories with most complaints, from the same statistics; a click filters the list. */
export function PopularCategories({ onPick }: { onPick: (category: ComplaintCategory) => void }) {
  const { t } = useTranslation();
  const stats = useComplaintStats();
  const counts = stats.data?.byCategory;
  const ranked = counts
    ? COMPLAINT_CATEGORIES.map((category) => ({ category, count: counts[category] ?? 0 }))
        .filter((entry) => entry.count > 0)
        .sort((a, b) => b.count - a.count)
        .slice(0, 5)
    : [];
  const top = ranked[0]?.count ?? 1;
  return (
    <section className="panel side-panel" aria-labelledby="complaint-popular-title" data-testid="complaint-popular-categories">
      <h2 id="complaint-popular-title" className="panel__title">
        {t('complaints.popular.title')}
      </h2>
      {ranked.length === 0 ? (
        <p className="muted small">{stats.isPending ? t('complaints.list.loading') : t('complaints.popular.none')}</p>
      ) : (
        <ol className="popular-list">
          {ranked.map(({ category, count }) => (
            <li key={category} className="popular-list__item">
              <Button variant="ghost" size="sm" className="popular-list__button" onClick={() => onPick(category)} data-testid="complaint-popular-category">
                <span className="popular-list__name">{t(`complaints.category.${category}`)}</span>
                <span className="popular-list__count">{t('complaints.popular.count', { count, shown: formatNumber(count) })}</span>
              </Button>
              <span className="popular-list__bar" aria-hidden="true">
                <span style={{ width: `${Math.max(8, Math.round((count / top) * 100))}%` }} />
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** Response-time guidance (spec section 9) and how to write a complaint that can be acted on. */
export function Guidelines() {
  const { t } = useTranslation();
  return (
    <section className="panel side-panel" aria-labelledby="complaint-guidelines-title" data-testid="complaint-guidelines">
      <h2 id="complaint-guidelines-title" className="panel__title">
        {t('complaints.guidelines.title')}
      </h2>
      <h3 className="side-panel__subtitle">{t('complaints.guidelines.responseTime')}</h3>
      <ul className="guidance-list">
        {[...URGENCY_LEVELS].reverse().map((level) => (
          <li key={level} className={`guidance-list__item guidance-list__item--${level}`} data-testid={`complaint-guidance-${level}`}>
            <span className="guidance-list__level">{t(`complaints.urgency.${level}`)}</span>
            <span>{t(`complaints.guidance.${level}`)}</span>
          </li>
        ))}
      </ul>
      <h3 className="side-panel__subtitle">{t('complaints.guidelines.tipsTitle')}</h3>
      <ul className="tips-list small">
        <li>{t('complaints.guidelines.tip1')}</li>
        <li>{t('complaints.guidelines.tip2')}</li>
        <li>{t('complaints.guidelines.tip3')}</li>
        <li>{t('complaints.guidelines.tip4')}</li>
        <li>{t('complaints.guidelines.tip5')}</li>
      </ul>
    </section>
  );
}

/** Official grievance portals, each opening in a new tab. */
export const GRIEVANCE_PORTALS = [
  { key: 'cpgrams', href: 'https://pgportal.gov.in/' },
  { key: 'consumer', href: 'https://consumerhelpline.gov.in/' },
  { key: 'cyber', href: 'https://cybercrime.gov.in/' },
  { key: 'upJansunwai', href: 'https://jansunwai.up.nic.in/' },
] as const;

export function GrievancePortals() {
  const { t } = useTranslation();
  return (
    <section className="panel side-panel" aria-labelledby="complaint-portals-title" data-testid="complaint-portals">
      <h2 id="complaint-portals-title" className="panel__title">
        {t('complaints.portals.title')}
      </h2>
      <ul className="portal-list">
        {GRIEVANCE_PORTALS.map((portal) => (
          <li key={portal.key}>
            <ExternalLink href={portal.href} className="link link--strong">
              {t(`complaints.portals.${portal.key}.name`)}
            </ExternalLink>
            <span className="small muted">{t(`complaints.portals.${portal.key}.text`)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Emergency numbers and helplines of spec section 9, as tel: links. */
export const EMERGENCY_CONTACTS = [
  { key: 'police', number: '100' },
  { key: 'fire', number: '101' },
  { key: 'medical', number: '108' },
  { key: 'women', number: '1091' },
  { key: 'child', number: '1098' },
] as const;
export const HELPLINES = [
  { key: 'portal', number: '1800-121-3468' },
  { key: 'consumer', number: '1915' },
] as const;

export function EmergencyContacts() {
  const { t } = useTranslation();
  return (
    <section className="panel side-panel emergency" aria-labelledby="complaint-emergency-title" data-testid="complaint-emergency">
      <h2 id="complaint-emergency-title" className="panel__title">
        {t('complaints.emergency.title')}
      </h2>
      <p className="small">{t('complaints.emergency.intro')}</p>
      <ul className="emergency-list">
        {EMERGENCY_CONTACTS.map((contact) => (
          <li key={contact.key}>
            <span>{t(`complaints.emergency.${contact.key}`)}</span>
            <a className="emergency-list__number" href={`tel:${contact.number}`} data-testid={`emergency-${contact.key}`}>
              {contact.number}
            </a>
          </li>
        ))}
      </ul>
      <h3 className="side-panel__subtitle">{t('complaints.emergency.helplines')}</h3>
      <ul className="emergency-list emergency-list--helplines">
        {HELPLINES.map((line) => (
          <li key={line.key}>
            <span>{t(`complaints.emergency.helpline.${line.key}`)}</span>
            <a className="emergency-list__number" href={`tel:${line.number.replace(/-/g, '')}`} data-testid={`helpline-${line.key}`}>
              {line.number}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function CommunityLink() {
  const { t } = useTranslation();
  return (
    <section className="panel side-panel" aria-labelledby="complaint-community-title">
      <h2 id="complaint-community-title" className="panel__title">
        {t('complaints.communityLink.title')}
      </h2>
      <p className="small">{t('complaints.communityLink.text')}</p>
      <Link to="/community" className="link link--strong" data-testid="complaints-community-link">
        {t('complaints.communityLink.link')}
      </Link>
    </section>
  );
}
