import Chip, { type ChipProps } from '@mui/material/Chip';
import { useRecordContext, useTranslate } from 'react-admin';
import type { SchemeRecord, SchemeStatus } from './types';

const colours: Record<SchemeStatus, ChipProps['color']> = {
  active: 'success',
  closed: 'warning',
  archived: 'default',
};

export const StatusField = (_props: { source?: 'status'; label?: string }) => {
  const record = useRecordContext<SchemeRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Chip
      size="small"
      color={colours[record.status] ?? 'default'}
      label={translate(`resources.schemes.statuses.${record.status}`, { _: record.status })}
    />
  );
};
