import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format';
import { type ComplaintSummary } from '../api/complaints-api';
import { departmentName } from '../lib/department';
import { OverdueChip, SocialChip, StatusChip, UrgencyChip } from './chips';
import { UpvoteButton } from './upvote-button';

/**
 * A complaint in the public list or in "My complaints": registration number, status, urgency,
 * category, where and when, the text, and the upvote button (never on one's own).
 */
export function ComplaintCard({ complaint, own, variant = 'public' }: { complaint: ComplaintSummary; own: boolean; variant?: 'public' | 'mine' }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const to = `/complaints/${encodeURIComponent(complaint.registrationNumber)}`;
  return (
    <article className={`complaint-card complaint-card--${variant}`} data-testid="complaint-card" data-registration-number={complaint.registrationNumber}>
      <div className="complaint-card__top">
        <span className="complaint-card__number" data-testid="complaint-card-number">
          {complaint.registrationNumber}
        </span>
        <div className="complaint-card__chips">
          <StatusChip status={complaint.status} />
          <UrgencyChip urgency={complaint.urgency} />
          {complaint.overdue ? <OverdueChip /> : null}
          {variant === 'mine' ? <SocialChip status={complaint.socialStatus} /> : null}
        </div>
      </div>
      <h3 className="complaint-card__title">
        <Link to={to} className="complaint-card__link" data-testid="complaint-card-link">
          {complaint.title}
        </Link>
      </h3>
      <p className="complaint-card__meta small muted">
        <span>{t(`complaints.category.${complaint.category}`)}</span>
        {complaint.location ? <span>· {complaint.location}</span> : null}
        <span>
          · {t('complaints.filedOn', { date: formatDate(complaint.timestamp, { day: 'numeric', month: 'short', year: 'numeric' }, language) })}
        </span>
        {variant === 'public' ? <span>· {t('complaints.by', { name: complaint.author })}</span> : null}
      </p>
      {variant === 'public' ? <p className="complaint-card__text">{complaint.description}</p> : null}
      {variant === 'mine' && complaint.socialStatus === 'rejected' && complaint.moderationReason ? (
        <p className="complaint-card__note small">{t('complaints.moderationRejected', { reason: complaint.moderationReason })}</p>
      ) : null}
      {complaint.statusReason && ['resolved', 'rejected', 'closed'].includes(complaint.status) ? (
        <p className="complaint-card__note small">{t('complaints.statusReason', { reason: complaint.statusReason })}</p>
      ) : null}
      <div className="complaint-card__bottom">
        <span className="small muted">
          {t('complaints.department')}: {departmentName(t, complaint.department)}
        </span>
        <span className="complaint-card__counts small muted">
          {t('complaints.commentsCount', { count: complaint.comments })}
          {complaint.evidenceCount > 0 ? ` · ${t('complaints.attachmentsCount', { count: complaint.evidenceCount })}` : ''}
        </span>
        <UpvoteButton id={complaint.id} upvotes={complaint.upvotes} upvoted={complaint.upvoted} own={own} status={complaint.status} />
      </div>
      {complaint.tags.length > 0 && variant === 'public' ? (
        <ul className="complaint-card__tags" aria-label={t('complaints.tags')}>
          {complaint.tags.map((tag) => (
            <li key={tag} className="tag">
              #{tag}
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}
