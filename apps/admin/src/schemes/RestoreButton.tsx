import RestoreIcon from '@mui/icons-material/Restore';
import { useMutation } from '@tanstack/react-query';
import { Button, useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import type { AdminDataProvider } from '../providers/dataProvider';
import type { SchemeRecord } from './types';

/** Shown on an archived scheme: POST /api/admin/schemes/:id/restore puts it back in the catalogue. */
export const RestoreButton = () => {
  const record = useRecordContext<SchemeRecord>();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const { mutate, isPending } = useMutation({
    mutationFn: (id: SchemeRecord['id']) => dataProvider.restoreScheme(id),
    onSuccess: () => {
      notify('resources.schemes.notifications.restored', { type: 'info' });
      refresh();
    },
    onError: (error: Error) => notify(error.message || 'ra.notification.http_error', { type: 'error' }),
  });
  if (!record || record.status !== 'archived') return null;
  return (
    <Button label="resources.schemes.actions.restore" onClick={() => mutate(record.id)} disabled={isPending}>
      <RestoreIcon />
    </Button>
  );
};
