import Box from '@mui/material/Box';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useRecordContext, useTranslate } from 'react-admin';
import { LOCALE, dateTime } from '../formats';
import type { ComplaintRecord, ComplaintStatus, SocialPostStatus, Urgency } from './types';

const statusColours: Record<ComplaintStatus, ChipProps['color']> = {
  pending: 'default',
  under_review: 'info',
  in_progress: 'primary',
  resolved: 'success',
  rejected: 'error',
  closed: 'default',
};

const urgencyColours: Record<Urgency, ChipProps['color']> = {
  high: 'error',
  medium: 'warning',
  low: 'default',
};

const socialColours: Record<SocialPostStatus, ChipProps['color']> = {
  not_requested: 'default',
  draft: 'default',
  screened: 'warning',
  approved: 'info',
  rejected: 'error',
  scheduled: 'info',
  posted: 'success',
  failed: 'error',
};

interface FieldProps {
  label?: string;
}

export const StatusField = (_props: FieldProps & { source?: 'status' }) => {
  const record = useRecordContext<Pick<ComplaintRecord, 'status'>>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Chip
      size="small"
      variant={record.status === 'closed' ? 'outlined' : 'filled'}
      color={statusColours[record.status] ?? 'default'}
      label={translate(`resources.complaints.statuses.${record.status}`, { _: record.status })}
    />
  );
};

export const UrgencyField = (_props: FieldProps & { source?: 'urgency' }) => {
  const record = useRecordContext<Pick<ComplaintRecord, 'urgency'>>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={urgencyColours[record.urgency] ?? 'default'}
      label={translate(`resources.complaints.urgencies.${record.urgency}`, { _: record.urgency })}
    />
  );
};

export const SocialStatusField = (_props: FieldProps & { source?: 'socialStatus' }) => {
  const record = useRecordContext<Pick<ComplaintRecord, 'socialStatus'>>();
  const translate = useTranslate();
  if (!record?.socialStatus) return null;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={socialColours[record.socialStatus] ?? 'default'}
      label={translate(`resources.complaints.socialStatuses.${record.socialStatus}`, { _: record.socialStatus })}
    />
  );
};

const HOUR_MS = 3600 * 1000;

/** '3 days overdue', '5 hours overdue': how far past its deadline an open complaint is. */
export const overdueBy = (dueAt: string, now: number = Date.now()): { count: number; unit: 'days' | 'hours' } => {
  const hours = Math.max(0, Math.floor((now - Date.parse(dueAt)) / HOUR_MS));
  return hours >= 24 ? { count: Math.floor(hours / 24), unit: 'days' } : { count: hours, unit: 'hours' };
};

/** The deadline, with an overdue marker (and by how much) once an open complaint is past it. */
export const DueField = (_props: FieldProps & { source?: 'dueAt' }) => {
  const record = useRecordContext<Pick<ComplaintRecord, 'dueAt' | 'overdue'>>();
  const translate = useTranslate();
  if (!record?.dueAt) return null;
  const due = new Date(record.dueAt).toLocaleString(LOCALE, dateTime);
  if (!record.overdue) return <Typography variant="body2" component="span">{due}</Typography>;
  const late = overdueBy(record.dueAt);
  return (
    <Box component="span" sx={{ display: 'inline-flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography variant="body2" component="span" color="error">
        {due}
      </Typography>
      <Chip
        size="small"
        color="error"
        label={translate(`resources.complaints.overdue.${late.unit}`, { smart_count: late.count })}
      />
    </Box>
  );
};
