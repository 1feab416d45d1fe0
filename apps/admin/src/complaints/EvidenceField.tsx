import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { Button, useDataProvider, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { LOCALE, dateTime } from '../formats';
import type { AdminDataProvider } from '../providers/dataProvider';
import type { ComplaintRecord, Evidence } from './types';

const sizeOf = (bytes: number): string =>
  bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toLocaleString(LOCALE, { maximumFractionDigits: 1 })} MB`
    : `${Math.max(1, Math.round(bytes / 1024)).toLocaleString(LOCALE)} kB`;

/** Where a file is served; the API names it, and this is its documented address otherwise. */
export const evidenceUrl = (complaintId: string, evidence: Evidence): string =>
  evidence.url ?? `/api/complaints/${encodeURIComponent(complaintId)}/evidence/${encodeURIComponent(evidence.id)}`;

/** Saves a downloaded file under its name, as a link with `download` does. */
const save = (blob: Blob, filename: string) => {
  const href = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.download = filename;
  anchor.rel = 'noopener';
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
  URL.revokeObjectURL(href);
};

const DownloadButton = ({ complaint, evidence }: { complaint: ComplaintRecord; evidence: Evidence }) => {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const { mutate, isPending } = useMutation({
    mutationFn: () => dataProvider.downloadEvidence(evidenceUrl(complaint.id, evidence)),
    onSuccess: ({ blob, filename }) => save(blob, filename ?? `${complaint.registrationNumber}-${evidence.id.slice(0, 8)}`),
    onError: (error: Error) => notify(error.message || 'ra.notification.http_error', { type: 'error' }),
  });
  return (
    <Button label="resources.complaints.actions.download" onClick={() => mutate()} disabled={isPending}>
      <DownloadIcon />
    </Button>
  );
};

/**
 * The files the citizen attached, each with a Download button. The API serves them only with
 * the administrator's token, so they are fetched and saved here rather than linked.
 */
export const EvidenceField = (_props: { label?: string }) => {
  const record = useRecordContext<ComplaintRecord>();
  const translate = useTranslate();
  const files = record?.evidence ?? [];
  if (!record || files.length === 0) {
    return <Typography variant="body2">{translate('resources.complaints.evidence.none')}</Typography>;
  }
  return (
    <Box component="ul" sx={{ m: 0, pl: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
      {files.map((evidence) => (
        <Box component="li" key={evidence.id} sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="body2" sx={{ minWidth: 220 }}>
            {translate(`resources.complaints.evidenceKinds.${evidence.kind}`, { _: evidence.kind })} · {evidence.mime} ·{' '}
            {sizeOf(evidence.size)}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {new Date(evidence.attachedAt).toLocaleString(LOCALE, dateTime)}
          </Typography>
          <DownloadButton complaint={record} evidence={evidence} />
        </Box>
      ))}
    </Box>
  );
};
