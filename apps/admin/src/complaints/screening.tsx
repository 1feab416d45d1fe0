import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { ScreeningFinding } from './types';

/**
 * What screening found, one line each: the kind and the match as the API gives it (already
 * masked: the console never sees a full phone, Aadhaar or PAN number).
 */
export const FindingsList = ({ findings }: { findings: readonly ScreeningFinding[] }) => {
  const translate = useTranslate();
  if (findings.length === 0) {
    return <Typography variant="body2">{translate('resources.complaints.screening.noFindings')}</Typography>;
  }
  return (
    <Box component="ul" sx={{ m: 0, pl: 0, listStyle: 'none', display: 'grid', gap: 0.5 }}>
      {findings.map((finding) => (
        <Box component="li" key={`${finding.kind}-${finding.index}`} sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <Chip
            size="small"
            color={finding.kind === 'abuse' ? 'error' : 'warning'}
            label={translate(`resources.complaints.findings.${finding.kind}`, { _: finding.kind })}
          />
          <Typography component="code" variant="body2" sx={{ fontFamily: 'monospace' }}>
            {finding.match}
          </Typography>
          {finding.kind === 'aadhaar' && finding.verified && (
            <Typography variant="caption" color="text.secondary">
              {translate('resources.complaints.screening.checksumValid')}
            </Typography>
          )}
        </Box>
      ))}
    </Box>
  );
};

/** A text shown as plain text, line breaks kept: the redacted preview or the citizen's words. */
export const PlainText = ({ text, label }: { text: string | null | undefined; label?: string }) => {
  const translate = useTranslate();
  return (
    <Typography
      component="pre"
      variant="body2"
      aria-label={label ? translate(label) : undefined}
      sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', fontFamily: 'inherit', m: 0 }}
    >
      {text ?? '—'}
    </Typography>
  );
};
