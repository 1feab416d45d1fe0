import Chip, { type ChipProps } from '@mui/material/Chip';
import { useRecordContext, useTranslate } from 'react-admin';
import type { OutboundMessageRecord, OutboundStatus } from './types';

const colours: Record<OutboundStatus, ChipProps['color']> = {
  queued: 'default',
  sent: 'success',
  kept: 'info',
  failed: 'error',
};

export const StatusField = (_props: { source?: 'status'; label?: string }) => {
  const record = useRecordContext<OutboundMessageRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Chip
      size="small"
      color={colours[record.status] ?? 'default'}
      label={translate(`resources.outbound-messages.statuses.${record.status}`, { _: record.status })}
    />
  );
};
