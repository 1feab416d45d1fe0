import { DISPOSED_COMPLAINT_STATUSES, OPEN_COMPLAINT_STATUSES, type ComplaintStatus } from '@jan-seva/contracts';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ExternalLink } from '../../../components/ui/external-link';
import { useToast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { type ComplaintDetail, type ComplaintEvidence, useComplaint } from '../api/complaints-api';
import { downloadEvidence } from '../api/download-evidence';
import { OverdueChip, SocialChip, StatusChip, UrgencyChip } from '../components/chips';
import { AddEvidence, AppealForm, CommentForm, EditComplaint, FeedbackForm } from '../components/detail-actions';
import { UpvoteButton } from '../components/upvote-button';
import { departmentName } from '../lib/department';
import { formatBytes } from '../lib/evidence';
import { useComplaintMessage } from '../lib/messages';
import { describeEntry } from '../lib/timeline';
import '../complaints.css';

const isOpen = (status: ComplaintStatus) => (OPEN_COMPLAINT_STATUSES as readonly string[]).includes(status);
const isDisposed = (status: ComplaintStatus) => (DISPOSED_COMPLAINT_STATUSES as readonly string[]).includes(status);
/** CPGRAMS: an appeal within 30 days of the disposal. */
const APPEAL_WINDOW_MS = 30 * 24 * 60 * 60 * 1000;

/** A post on the portal's own community feed (same origin) opens in the app; other sites in a new tab. */
function internalPath(url: string): string | null {
  try {
    const parsed = new URL(url, window.location.origin);
    return parsed.origin === window.location.origin ? `${parsed.pathname}${parsed.search}${parsed.hash}` : null;
  } catch {
    return null;
  }
}

/** What the author may still do with a complaint, from its state as the API reports it. */
export function authorActions(complaint: ComplaintDetail, now = Date.now()) {
  const mine = complaint.mine === true;
  const disposedAt = complaint.disposedAt ? Date.parse(complaint.disposedAt) : null;
  return {
    canEdit: mine && complaint.status === 'pending',
    canAttach: mine && isOpen(complaint.status),
    canGiveFeedback: mine && (complaint.status === 'resolved' || complaint.status === 'closed') && !complaint.feedback,
    canAppeal: mine && isDisposed(complaint.status) && !complaint.appeal && (disposedAt === null || now - disposedAt <= APPEAL_WINDOW_MS),
  };
}

/** A complaint's page (login required): facts, text, evidence, timeline, comments and the author's actions. */
export function ComplaintDetailRoute() {
  const { id = '' } = useParams();
  const { t, i18n } = useTranslation();
  const translate = useComplaintMessage();
  const query = useComplaint(id);
  const [editing, setEditing] = useState(false);
  const complaint = query.data;
  useDocumentTitle(complaint ? `${complaint.registrationNumber} · ${complaint.title}` : t('complaints.detail.title'));
  const language = i18n.resolvedLanguage ?? i18n.language;
  const date = (iso: string) => formatDate(iso, { day: 'numeric', month: 'long', year: 'numeric' }, language);
  const dateTime = (iso: string) => formatDate(iso, { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' }, language);

  if (query.isPending) {
    return (
      <div className="container complaint-detail">
        <p className="muted" data-testid="complaint-detail-loading">
          {t('complaints.list.loading')}
        </p>
      </div>
    );
  }
  if (query.isError) {
    const notFound = query.error instanceof ApiError && query.error.status === 404;
    return (
      <div className="container complaint-detail">
        <div className="panel" role="alert" data-testid="complaint-detail-error">
          <h1 className="complaint-detail__title">{notFound ? t('complaints.detail.notFound') : t('complaints.detail.error')}</h1>
          {!notFound ? <p>{translate(query.error.message)}</p> : null}
          <Link to="/complaints" className="link link--strong">
            {t('complaints.detail.back')}
          </Link>
        </div>
      </div>
    );
  }

  const c = query.data;
  const actions = authorActions(c);
  const comments = c.timeline.filter((entry) => entry.type === 'ComplaintCommented');
  const department = departmentName(t, c.department);

  return (
    <div className="container complaint-detail" data-testid="complaint-detail">
      <nav className="complaint-detail__back">
        <Link to="/complaints" className="link">
          ← {t('complaints.detail.back')}
        </Link>
      </nav>
      <header className="complaint-detail__header">
        <p className="complaint-detail__number">
          <span className="complaint-filed__label">{t('complaints.registrationNumber')}</span>{' '}
          <strong data-testid="complaint-detail-number">{c.registrationNumber}</strong>
        </p>
        <h1 className="complaint-detail__title" data-testid="complaint-detail-title">
          {c.title}
        </h1>
        <div className="complaint-card__chips">
          <StatusChip status={c.status} />
          <UrgencyChip urgency={c.urgency} />
          {c.overdue ? <OverdueChip /> : null}
          {c.mine ? <SocialChip status={c.socialStatus} /> : null}
        </div>
      </header>

      <div className="complaints-layout">
        <div className="complaints-layout__main">
          {c.statusReason && isDisposed(c.status) ? (
            <p className="form-alert form-alert--info" data-testid="complaint-status-reason">
              {t('complaints.statusReason', { reason: c.statusReason })}
            </p>
          ) : null}
          {c.interimReply ? (
            <div className="form-alert form-alert--info" data-testid="complaint-interim-reply">
              <strong>{t('complaints.detail.interimReply', { date: date(c.interimReply.expectedBy) })}</strong>
              <p>{c.interimReply.text}</p>
            </div>
          ) : null}
          {c.duplicateOf?.registrationNumber ? (
            <p className="form-alert form-alert--info">
              {t('complaints.detail.duplicateOf')}{' '}
              <Link className="link link--strong" to={`/complaints/${encodeURIComponent(c.duplicateOf.registrationNumber)}`}>
                {c.duplicateOf.registrationNumber}
              </Link>
            </p>
          ) : null}
          {c.appeal ? (
            <p className="form-alert form-alert--info" data-testid="complaint-appealed">
              {t('complaints.detail.appealed', { date: date(c.appeal.appealedAt) })} {c.appeal.reason ? `“${c.appeal.reason}”` : ''}
            </p>
          ) : null}
          {c.mine && c.moderation?.decision === 'rejected' ? (
            <p className="form-alert form-alert--info" data-testid="complaint-moderation-rejected">
              {t('complaints.moderationRejected', { reason: c.moderation.reason ?? '' })}
            </p>
          ) : null}

          {editing && actions.canEdit ? (
            <EditComplaint complaint={c} onDone={() => setEditing(false)} />
          ) : (
            <section className="panel" aria-labelledby="complaint-description-title">
              <div className="panel__header">
                <h2 id="complaint-description-title" className="panel__title">
                  {t('complaints.detail.description')}
                </h2>
                {actions.canEdit ? (
                  <Button variant="outline" size="sm" onClick={() => setEditing(true)} data-testid="complaint-edit">
                    {t('complaints.edit.open')}
                  </Button>
                ) : null}
              </div>
              <p className="complaint-detail__text" data-testid="complaint-detail-description">
                {c.description}
              </p>
              <div className="complaint-detail__vote">
                <UpvoteButton id={c.id} upvotes={c.upvotes} upvoted={c.upvoted} own={c.mine} status={c.status} />
                <span className="small muted">{t('complaints.detail.supporters', { count: c.upvotes })}</span>
              </div>
            </section>
          )}

          {c.evidence.length > 0 ? <EvidenceList complaint={c} date={dateTime} /> : null}
          {actions.canAttach ? <AddEvidence complaint={c} /> : null}
          {actions.canGiveFeedback ? <FeedbackForm complaintId={c.id} /> : null}
          {c.feedback ? (
            <section className="panel" data-testid="complaint-feedback-given">
              <h2 className="panel__title">{t('complaints.feedback.given')}</h2>
              <p className="stars-static" aria-label={t('complaints.feedback.stars', { count: c.feedback.rating ?? 0 })}>
                {'★'.repeat(c.feedback.rating ?? 0)}
                <span className="stars-static__off">{'★'.repeat(5 - (c.feedback.rating ?? 0))}</span>
              </p>
              {c.feedback.comment ? <p>{c.feedback.comment}</p> : null}
            </section>
          ) : null}
          {actions.canAppeal ? <AppealForm complaintId={c.id} /> : null}

          <section className="panel" aria-labelledby="complaint-comments-title" data-testid="complaint-comments">
            <h2 id="complaint-comments-title" className="panel__title">
              {t('complaints.comments.title', { count: comments.length })}
            </h2>
            {comments.length === 0 ? <p className="muted small">{t('complaints.comments.none')}</p> : null}
            <ul className="comment-list">
              {comments.map((entry) => (
                <li key={entry.position} className={`comment ${entry.summary.official ? 'comment--official' : ''}`} data-testid="complaint-comment">
                  <p className="comment__head small">
                    <strong>{entry.summary.official ? t('complaints.comments.official') : String(entry.summary.authorDisplayName ?? '')}</strong>
                    <span className="muted"> · {dateTime(entry.at)}</span>
                  </p>
                  <p className="comment__text">{String(entry.summary.text ?? '')}</p>
                </li>
              ))}
            </ul>
            {isOpen(c.status) ? <CommentForm complaintId={c.id} /> : <p className="small muted">{t('complaints.comments.closed')}</p>}
          </section>
        </div>

        <aside className="complaints-layout__side" aria-label={t('complaints.detail.facts')}>
          <section className="panel side-panel" aria-labelledby="complaint-facts-title">
            <h2 id="complaint-facts-title" className="panel__title">
              {t('complaints.detail.facts')}
            </h2>
            <dl className="summary-list" data-testid="complaint-facts">
              <Fact label={t('complaints.registrationNumber')} value={c.registrationNumber} />
              <Fact label={t('complaints.detail.status')} value={t(`complaints.status.${c.status}`)} testId="complaint-fact-status" />
              <Fact label={t('complaints.department')} value={department} testId="complaint-fact-department" />
              <Fact label={t('complaints.form.categoryLabel')} value={t(`complaints.category.${c.category}`)} />
              <Fact label={t('complaints.form.urgencyLabel')} value={`${t(`complaints.urgency.${c.urgency}`)} (${t(`complaints.guidance.${c.urgency}`)})`} />
              {c.location ? <Fact label={t('complaints.form.locationLabel')} value={c.location} /> : null}
              <Fact label={t('complaints.detail.filed')} value={dateTime(c.filedAt ?? c.timestamp)} />
              <Fact
                label={t('complaints.detail.deadline')}
                value={
                  <>
                    {dateTime(c.dueAt)} {c.overdue ? <OverdueChip /> : null}
                  </>
                }
                testId="complaint-fact-deadline"
              />
              {c.resolvedAt && c.status === 'resolved' ? <Fact label={t('complaints.detail.resolvedAt')} value={dateTime(c.resolvedAt)} /> : null}
              <Fact label={t('complaints.detail.author')} value={c.author} />
              <Fact label={t('complaints.detail.social')} value={t(`complaints.social.${c.socialStatus}`)} testId="complaint-fact-social" />
            </dl>
            {c.socialPost?.url ? (
              <p className="small">
                {internalPath(c.socialPost.url) ? (
                  <Link to={internalPath(c.socialPost.url)!} className="link link--strong" data-testid="complaint-social-link">
                    {t('complaints.detail.viewPost')}
                  </Link>
                ) : (
                  <ExternalLink href={c.socialPost.url} className="link link--strong" data-testid="complaint-social-link">
                    {t('complaints.detail.viewPost')}
                  </ExternalLink>
                )}
              </p>
            ) : c.socialStatus === 'posted' ? (
              <p className="small">
                <Link to="/community" className="link link--strong">
                  {t('complaints.detail.viewCommunity')}
                </Link>
              </p>
            ) : null}
          </section>

          <section className="panel side-panel" aria-labelledby="complaint-timeline-title" data-testid="complaint-timeline">
            <h2 id="complaint-timeline-title" className="panel__title">
              {t('complaints.detail.timeline')}
            </h2>
            <ol className="timeline">
              {c.timeline.map((entry) => {
                const words = describeEntry(t, entry, date);
                return (
                  <li key={entry.position} className={`timeline__item timeline__item--${entry.type}`} data-testid="complaint-timeline-entry" data-type={entry.type}>
                    <span className="timeline__dot" aria-hidden="true" />
                    <p className="timeline__title">{words.title}</p>
                    {words.detail ? <p className="timeline__detail small">{words.detail}</p> : null}
                    <p className="timeline__time small muted">
                      <time dateTime={entry.at}>{dateTime(entry.at)}</time>
                    </p>
                  </li>
                );
              })}
            </ol>
          </section>
        </aside>
      </div>
    </div>
  );
}

function Fact({ label, value, testId }: { label: string; value: ReactNode; testId?: string }) {
  return (
    <div className="summary-list__row">
      <dt>{label}</dt>
      <dd data-testid={testId}>{value}</dd>
    </div>
  );
}

function EvidenceList({ complaint, date }: { complaint: ComplaintDetail; date: (iso: string) => string }) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const translate = useComplaintMessage();
  const [busy, setBusy] = useState<string | null>(null);

  const download = async (item: ComplaintEvidence, index: number) => {
    if (!item.url) return;
    setBusy(item.id);
    try {
      const extension = item.mime.split('/')[1]?.replace('mpeg', 'mp3').replace('jpeg', 'jpg') ?? 'bin';
      await downloadEvidence(item.url, `${complaint.registrationNumber}-${index + 1}.${extension}`);
    } catch (error) {
      toast({ title: t('complaints.detail.downloadFailed'), description: translate(error instanceof ApiError ? error.message : String(error)), variant: 'destructive' });
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className="panel" aria-labelledby="complaint-evidence-title" data-testid="complaint-evidence">
      <h2 id="complaint-evidence-title" className="panel__title">
        {t('complaints.detail.evidence', { count: complaint.evidence.length })}
      </h2>
      <ul className="evidence-list">
        {complaint.evidence.map((item, index) => (
          <li key={item.id} className="evidence-list__item" data-testid="complaint-evidence-item" data-kind={item.kind}>
            <span className="badge badge--muted">{t(`complaints.evidenceKind.${item.kind}`)}</span>
            <span className="small">{item.mime}</span>
            <span className="small muted">{formatBytes(item.size)}</span>
            <span className="small muted">{date(item.attachedAt)}</span>
            {item.url ? (
              <Button variant="ghost" size="sm" onClick={() => void download(item, index)} loading={busy === item.id}>
                {t('complaints.detail.download')}
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
