import ArchiveIcon from '@mui/icons-material/Archive';
import { DeleteButton, useNotify, useRecordContext, useRedirect, useRefresh } from 'react-admin';
import { schemeLabel, type SchemeRecord } from './types';

/**
 * react-admin's Delete, as the API means it: DELETE archives the scheme (the event log keeps
 * it), after a confirmation. The admin stays on the scheme, now shown as archived, with Restore.
 */
export const ArchiveButton = () => {
  const record = useRecordContext<SchemeRecord>();
  const notify = useNotify();
  const redirect = useRedirect();
  const refresh = useRefresh();
  if (!record || record.status === 'archived') return null;
  return (
    <DeleteButton
      label="resources.schemes.actions.archive"
      icon={<ArchiveIcon />}
      mutationMode="pessimistic"
      confirmTitle="resources.schemes.archive.title"
      confirmContent="resources.schemes.archive.content"
      titleTranslateOptions={{ name: schemeLabel(record) }}
      mutationOptions={{
        onSuccess: () => {
          notify('resources.schemes.notifications.archived', { type: 'info' });
          redirect('show', 'schemes', record.id);
          refresh();
        },
      }}
    />
  );
};
