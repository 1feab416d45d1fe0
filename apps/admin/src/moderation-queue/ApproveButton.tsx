import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Button, useRecordContext } from 'react-admin';
import { useComplaintCommand } from '../complaints/useComplaintCommand';
import type { ModerationItem } from '../complaints/types';

type Decidable = Pick<ModerationItem, 'id' | 'version'>;

/**
 * POST /api/admin/complaints/:id/moderation/approve on the version the moderator saw (a 409
 * when the complaint changed since: its text may have been edited and screened again). The
 * social-post worker then publishes the redacted text.
 */
export const ApproveButton = () => {
  const record = useRecordContext<Decidable>();
  const { mutate, isPending } = useComplaintCommand(
    (dataProvider, { id, version }: Decidable) => dataProvider.approveModeration(id, { expectedVersion: version }),
    { success: 'resources.moderation-queue.notifications.approved' },
  );
  if (!record) return null;
  return (
    <Button
      label="resources.moderation-queue.actions.approve"
      color="success"
      onClick={() => mutate({ id: record.id, version: record.version })}
      disabled={isPending}
    >
      <CheckCircleIcon />
    </Button>
  );
};
