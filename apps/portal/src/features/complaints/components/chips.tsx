import { type ComplaintStatus, type SocialPostStatus, type Urgency } from '@jan-seva/contracts';
import { useTranslation } from 'react-i18next';

/** Status chip colours: open work in saffron/navy, resolution green, refusals grey or red. */
const STATUS_TONE: Record<ComplaintStatus, string> = {
  pending: 'pending',
  under_review: 'review',
  in_progress: 'progress',
  resolved: 'resolved',
  rejected: 'rejected',
  closed: 'closed',
};

export function StatusChip({ status }: { status: ComplaintStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`chip chip--${STATUS_TONE[status]}`} data-testid="complaint-status" data-status={status}>
      {t(`complaints.status.${status}`)}
    </span>
  );
}

export function UrgencyChip({ urgency }: { urgency: Urgency }) {
  const { t } = useTranslation();
  return (
    <span className={`chip chip--urgency-${urgency}`} data-testid="complaint-urgency" data-urgency={urgency}>
      {t('complaints.urgencyChip', { level: t(`complaints.urgency.${urgency}`) })}
    </span>
  );
}

export function SocialChip({ status }: { status: SocialPostStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`chip chip--social chip--social-${status}`} data-testid="complaint-social-status" data-social-status={status}>
      {t(`complaints.social.${status}`)}
    </span>
  );
}

export function OverdueChip() {
  const { t } = useTranslation();
  return (
    <span className="chip chip--overdue" data-testid="complaint-overdue">
      {t('complaints.overdue')}
    </span>
  );
}
