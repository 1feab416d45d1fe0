import { type TFunction } from 'i18next';
import { type ComplaintTimelineEntry } from '../api/complaints-api';
import { departmentName } from './department';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

const statusName = (t: TFunction, value: unknown) => (typeof value === 'string' && value ? t(`complaints.status.${value}`, { defaultValue: value }) : '');

/**
 * Words for a timeline entry (the API sends the event type and a small summary, see
 * libs/complaints/src/projections/timeline-entry.ts). Unknown types still get a line.
 */
export function describeEntry(t: TFunction, entry: ComplaintTimelineEntry, formatDate: (iso: string) => string): { title: string; detail?: string } {
  const s = entry.summary;
  switch (entry.type) {
    case 'ComplaintFiled':
      return { title: t('complaints.timeline.filed', { number: text(s.registrationNumber) }) };
    case 'ComplaintUpdated': {
      const fields = Array.isArray(s.fields) ? s.fields.filter((field): field is string => typeof field === 'string') : [];
      return {
        title: t('complaints.timeline.updated'),
        detail: fields.length ? fields.map((field) => t(`complaints.fields.${field}`, { defaultValue: field })).join(', ') : undefined,
      };
    }
    case 'ComplaintEvidenceAttached':
      return { title: t('complaints.timeline.evidence', { kind: t(`complaints.evidenceKind.${text(s.kind) || 'document'}`) }) };
    case 'ComplaintCommented':
      return {
        title: s.official ? t('complaints.timeline.officialComment') : t('complaints.timeline.comment', { name: text(s.authorDisplayName) }),
        detail: text(s.text),
      };
    case 'ComplaintAssigned':
      return { title: t(s.automatic ? 'complaints.timeline.autoAssigned' : 'complaints.timeline.assigned', { department: departmentName(t, text(s.department)) }) };
    case 'ComplaintStatusChanged':
      return {
        title: t('complaints.timeline.statusChanged', { from: statusName(t, s.from), to: statusName(t, s.to) }),
        detail: text(s.reason) || undefined,
      };
    case 'ComplaintInterimReplyGiven':
      return {
        title: t('complaints.timeline.interimReply', { date: s.expectedBy ? formatDate(text(s.expectedBy)) : '' }),
        detail: text(s.text),
      };
    case 'ComplaintFeedbackGiven':
      return { title: t('complaints.timeline.feedback', { rating: Number(s.rating) || 0 }), detail: text(s.comment) || undefined };
    case 'ComplaintAppealed':
      return { title: t('complaints.timeline.appealed', { date: s.dueAt ? formatDate(text(s.dueAt)) : '' }), detail: text(s.reason) || undefined };
    case 'ComplaintMarkedDuplicate': {
      const original = s.duplicateOf as { registrationNumber?: unknown } | string | undefined;
      const number = typeof original === 'string' ? original : text(original?.registrationNumber);
      return { title: t('complaints.timeline.duplicate', { number }) };
    }
    case 'ComplaintScreened':
      return { title: t('complaints.timeline.screened') };
    case 'ComplaintModerationApproved':
      return { title: t('complaints.timeline.moderationApproved') };
    case 'ComplaintModerationRejected':
      return { title: t('complaints.timeline.moderationRejected'), detail: text(s.reason) || undefined };
    case 'SocialPostScheduled':
      return { title: t('complaints.timeline.postScheduled') };
    case 'SocialPostPublished':
      return { title: t(s.channel === 'mastodon' ? 'complaints.timeline.postedMastodon' : 'complaints.timeline.postedCommunity') };
    case 'SocialPostFailed':
      return { title: t('complaints.timeline.postFailed') };
    default:
      return { title: entry.type };
  }
}
