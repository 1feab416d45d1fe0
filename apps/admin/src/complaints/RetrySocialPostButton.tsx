import ReplayIcon from '@mui/icons-material/Replay';
import { Button, useRecordContext } from 'react-admin';
import type { ComplaintRecord } from './types';
import { useComplaintCommand } from './useComplaintCommand';

/** Shown when publishing failed: POST /api/admin/complaints/:id/social/retry schedules another attempt. */
export const RetrySocialPostButton = () => {
  const record = useRecordContext<ComplaintRecord>();
  const { mutate, isPending } = useComplaintCommand(
    (dataProvider, { id, version }: Pick<ComplaintRecord, 'id' | 'version'>) => dataProvider.retrySocialPost(id, { expectedVersion: version }),
    { success: 'resources.complaints.notifications.retryScheduled' },
  );
  if (!record || record.socialStatus !== 'failed') return null;
  return (
    <Button label="resources.complaints.actions.retrySocialPost" onClick={() => mutate({ id: record.id, version: record.version })} disabled={isPending}>
      <ReplayIcon />
    </Button>
  );
};
