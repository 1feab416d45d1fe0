import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { SelectInput, TextInput, required, useRecordContext, type Validator } from 'react-admin';
import { COMPLAINT_LIMITS } from '@jan-seva/contracts';
import { CommandDialog } from './CommandDialog';
import { needsReason, nextStatusChoices } from './choices';
import type { ComplaintRecord, ComplaintStatus } from './types';
import { useComplaintCommand } from './useComplaintCommand';

interface Values {
  status: ComplaintStatus | '';
  reason: string;
}

/** Rejected and closed need a reason the citizen can read; other moves may carry a note. */
const reasonWhenNeeded: Validator = (value: unknown, values: Partial<Values>) =>
  needsReason(values.status) && !(typeof value === 'string' && value.trim())
    ? 'resources.complaints.validation.reasonRequired'
    : undefined;

const tooLong: Validator = (value: unknown) =>
  typeof value === 'string' && value.trim().length > COMPLAINT_LIMITS.reason ? 'resources.complaints.validation.tooLong' : undefined;

/**
 * POST /api/admin/complaints/:id/status with the moves the complaint's status allows, a reason,
 * and expectedVersion = the version shown: if another administrator changed the complaint in
 * the meantime, the API answers 409 and the admin is asked to reload.
 */
export const ChangeStatusButton = () => {
  const record = useRecordContext<ComplaintRecord>();
  const { mutateAsync, isPending } = useComplaintCommand(
    (dataProvider, values: { id: string; status: ComplaintStatus; reason?: string; expectedVersion: number }) => {
      const { id, ...body } = values;
      return dataProvider.changeComplaintStatus(id, body);
    },
    { success: 'resources.complaints.notifications.statusChanged' },
  );
  if (!record) return null;
  const choices = nextStatusChoices(record.status);
  return (
    <CommandDialog<Values>
      label="resources.complaints.actions.changeStatus"
      icon={<SwapHorizIcon />}
      title="resources.complaints.dialogs.changeStatus.title"
      titleArgs={{ number: record.registrationNumber }}
      description="resources.complaints.dialogs.changeStatus.description"
      defaultValues={{ status: '', reason: '' }}
      disabled={choices.length === 0}
      isPending={isPending}
      onSubmit={async ({ status, reason }) => {
        if (!status) return false;
        const note = reason?.trim();
        try {
          await mutateAsync({ id: record.id, status, ...(note ? { reason: note } : {}), expectedVersion: record.version });
          return true;
        } catch {
          return false;
        }
      }}
    >
      <SelectInput source="status" label="resources.complaints.fields.newStatus" choices={choices} validate={required()} fullWidth />
      <TextInput
        source="reason"
        label="resources.complaints.fields.reason"
        multiline
        minRows={3}
        fullWidth
        validate={[reasonWhenNeeded, tooLong]}
        helperText="resources.complaints.help.reason"
      />
    </CommandDialog>
  );
};
