import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useRecordContext, useTranslate } from 'react-admin';
import { LOCALE, dateTime } from '../formats';
import type { ComplaintRecord, TimelineEntry } from './types';

type Translate = ReturnType<typeof useTranslate>;

const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);
const when = (iso: unknown): string => (typeof iso === 'string' ? new Date(iso).toLocaleString(LOCALE, dateTime) : '');

/** Events the author makes, and the ones the system's workers record. */
const BY_AUTHOR = new Set(['ComplaintFiled', 'ComplaintUpdated', 'ComplaintFeedbackGiven', 'ComplaintAppealed']);
const BY_SYSTEM = new Set(['ComplaintScreened', 'SocialPostScheduled', 'SocialPostPublished', 'SocialPostFailed']);

/**
 * Who made an entry: the API's actor when it names one, else what the event itself says (the
 * author files and appeals, a comment names its writer, the workers screen and post).
 */
export const timelineActor = (entry: TimelineEntry, record: Pick<ComplaintRecord, 'authorId' | 'authorName'>, translate: Translate): string | null => {
  const actor = text(entry.actorName) ?? text(entry.actorId);
  const automatic = entry.type === 'ComplaintAssigned' && entry.summary.automatic === true;
  if (actor === 'system' || (!actor && (BY_SYSTEM.has(entry.type) || automatic))) return translate('resources.complaints.timeline.system');
  if (actor === record.authorId || (!actor && BY_AUTHOR.has(entry.type))) {
    return translate('resources.complaints.timeline.author', { name: record.authorName });
  }
  if (!actor && entry.type === 'ComplaintCommented') return text(entry.summary.authorDisplayName) ?? null;
  return actor ?? null;
};

const label = (translate: Translate, group: string, value: unknown) =>
  translate(`resources.complaints.${group}.${String(value)}`, { _: String(value) });

/** The entry's facts in a sentence, from its summary. */
export const timelineDetails = (entry: TimelineEntry, translate: Translate): string => {
  const s = entry.summary;
  const t = (key: string, args: Record<string, unknown> = {}) => translate(`resources.complaints.timeline.details.${key}`, args);
  switch (entry.type) {
    case 'ComplaintFiled':
      return t('filed', {
        registrationNumber: s.registrationNumber,
        category: label(translate, 'categories', s.category),
        urgency: label(translate, 'urgencies', s.urgency),
        department: s.department,
        dueAt: when(s.dueAt),
      });
    case 'ComplaintUpdated':
      return t('updated', { fields: Array.isArray(s.fields) ? s.fields.join(', ') : '' });
    case 'ComplaintEvidenceAttached':
      return t('evidence', { kind: label(translate, 'evidenceKinds', s.kind) });
    case 'ComplaintCommented':
      return s.official ? t('officialComment', { text: s.text }) : String(s.text ?? '');
    case 'ComplaintAssigned':
      return t(s.automatic ? 'routed' : 'assigned', { department: s.department });
    case 'ComplaintStatusChanged': {
      const move = t('status', { from: label(translate, 'statuses', s.from), to: label(translate, 'statuses', s.to) });
      return text(s.reason) ? `${move}: ${String(s.reason)}` : move;
    }
    case 'ComplaintInterimReplyGiven':
      return t('interimReply', { text: s.text, expectedBy: when(s.expectedBy) });
    case 'ComplaintFeedbackGiven':
      return text(s.comment) ? `${t('feedback', { rating: s.rating })}: ${String(s.comment)}` : t('feedback', { rating: s.rating });
    case 'ComplaintAppealed':
      return t('appealed', { reason: s.reason, dueAt: when(s.dueAt) });
    case 'ComplaintMarkedDuplicate': {
      const original = s.duplicateOf as { registrationNumber?: string } | undefined;
      return t('duplicate', { registrationNumber: original?.registrationNumber ?? '' });
    }
    case 'ComplaintScreened': {
      const counts = Object.entries((s.findings ?? {}) as Record<string, number>)
        .map(([kind, count]) => `${label(translate, 'findings', kind)} × ${count}`)
        .join(', ');
      const verdict = label(translate, 'verdicts', s.verdict);
      return counts ? `${verdict}: ${counts}` : verdict;
    }
    case 'ComplaintModerationRejected':
      return String(s.reason ?? '');
    case 'SocialPostScheduled':
      return t('scheduled', { attempt: s.attempt });
    case 'SocialPostPublished':
      return t('published', { channel: s.channel });
    case 'SocialPostFailed':
      return t(s.retryable ? 'failedRetryable' : 'failedForGood', { error: s.error });
    default:
      return '';
  }
};

/** The complaint's history from the API's timeline entries, oldest first (newest last). */
export const TimelineField = (_props: { label?: string }) => {
  const record = useRecordContext<ComplaintRecord>();
  const translate = useTranslate();
  const entries = [...(record?.timeline ?? [])].sort((a, b) => a.position - b.position);
  if (!record || entries.length === 0) {
    return <Typography variant="body2">{translate('resources.complaints.timeline.empty')}</Typography>;
  }
  return (
    <Box component="ol" aria-label={translate('resources.complaints.tabs.timeline')} sx={{ m: 0, pl: 0, listStyle: 'none' }}>
      {entries.map((entry) => {
        const actor = timelineActor(entry, record, translate);
        const details = timelineDetails(entry, translate);
        const url = entry.type === 'SocialPostPublished' ? text(entry.summary.url) : undefined;
        return (
          <Box
            component="li"
            key={entry.position}
            sx={{ py: 1, pl: 2, borderLeft: 2, borderColor: 'divider', '&:not(:last-of-type)': { pb: 2 } }}
          >
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography variant="subtitle2" component="span">
                {translate(`resources.complaints.timeline.events.${entry.type}`, { _: entry.type })}
              </Typography>
              {entry.audience && entry.audience !== 'public' && (
                <Chip size="small" variant="outlined" label={label(translate, 'audiences', entry.audience)} />
              )}
            </Box>
            <Typography variant="caption" color="text.secondary" component="p">
              <time dateTime={entry.at}>{when(entry.at)}</time>
              {actor && ` · ${actor}`}
            </Typography>
            {details && (
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
                {details}
              </Typography>
            )}
            {url && (
              <Link href={url} target="_blank" rel="noopener noreferrer" variant="body2">
                {url}
              </Link>
            )}
          </Box>
        );
      })}
    </Box>
  );
};
