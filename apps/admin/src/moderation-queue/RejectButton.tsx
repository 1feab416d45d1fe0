import BlockIcon from '@mui/icons-material/Block';
import { TextInput, maxLength, useRecordContext } from 'react-admin';
import { COMPLAINT_LIMITS } from '@jan-seva/contracts';
import { CommandDialog } from '../complaints/CommandDialog';
import { useComplaintCommand } from '../complaints/useComplaintCommand';
import { requiredText } from '../complaints/validators';
import type { ModerationItem } from '../complaints/types';

type Decidable = Pick<ModerationItem, 'id' | 'version' | 'registrationNumber'>;

/**
 * POST /api/admin/complaints/:id/moderation/reject {reason}, the reason asked for in a dialog:
 * nothing is posted, the author reads why, and the grievance itself goes on being handled.
 */
export const RejectButton = () => {
  const record = useRecordContext<Decidable>();
  const { mutateAsync, isPending } = useComplaintCommand(
    (dataProvider, { id, reason, expectedVersion }: { id: string; reason: string; expectedVersion: number }) =>
      dataProvider.rejectModeration(id, { reason, expectedVersion }),
    { success: 'resources.moderation-queue.notifications.rejected' },
  );
  if (!record) return null;
  return (
    <CommandDialog<{ reason: string }>
      label="resources.moderation-queue.actions.reject"
      icon={<BlockIcon />}
      title="resources.moderation-queue.dialogs.reject.title"
      titleArgs={{ number: record.registrationNumber }}
      description="resources.moderation-queue.dialogs.reject.description"
      defaultValues={{ reason: '' }}
      isPending={isPending}
      onSubmit={async ({ reason }) => {
        try {
          await mutateAsync({ id: record.id, reason: reason.trim(), expectedVersion: record.version });
          return true;
        } catch {
          return false;
        }
      }}
    >
      <TextInput
        source="reason"
        label="resources.moderation-queue.fields.reason"
        multiline
        minRows={3}
        fullWidth
        validate={[requiredText, maxLength(COMPLAINT_LIMITS.reason)]}
        helperText="resources.moderation-queue.help.reason"
      />
    </CommandDialog>
  );
};
