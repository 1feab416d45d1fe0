import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { TextInput, useRecordContext, type Validator } from 'react-admin';
import { REGISTRATION_NUMBER_PATTERN } from '@jan-seva/contracts';
import { CommandDialog } from './CommandDialog';
import type { ComplaintRecord } from './types';
import { useComplaintCommand } from './useComplaintCommand';
import { requiredText } from './validators';

const normalise = (value: string) => value.trim().toUpperCase();

const registrationNumber: Validator = (value: unknown) =>
  typeof value === 'string' && value.trim() && !REGISTRATION_NUMBER_PATTERN.test(normalise(value))
    ? 'resources.complaints.validation.registrationNumber'
    : undefined;

/**
 * POST /api/admin/complaints/:id/duplicate {duplicateOf}: closes this complaint as a duplicate
 * of the original, named by its registration number (JS-2026-000123).
 */
export const MarkDuplicateButton = () => {
  const record = useRecordContext<ComplaintRecord>();
  const { mutateAsync, isPending } = useComplaintCommand(
    (dataProvider, { id, duplicateOf }: { id: string; duplicateOf: string }) => dataProvider.markComplaintDuplicate(id, { duplicateOf }),
    { success: 'resources.complaints.notifications.markedDuplicate' },
  );
  if (!record) return null;
  return (
    <CommandDialog<{ duplicateOf: string }>
      label="resources.complaints.actions.markDuplicate"
      icon={<ContentCopyIcon />}
      title="resources.complaints.dialogs.markDuplicate.title"
      titleArgs={{ number: record.registrationNumber }}
      description="resources.complaints.dialogs.markDuplicate.description"
      defaultValues={{ duplicateOf: '' }}
      isPending={isPending}
      onSubmit={async ({ duplicateOf }) => {
        try {
          await mutateAsync({ id: record.id, duplicateOf: normalise(duplicateOf) });
          return true;
        } catch {
          return false;
        }
      }}
    >
      <TextInput
        source="duplicateOf"
        label="resources.complaints.fields.original"
        validate={[requiredText, registrationNumber]}
        helperText="resources.complaints.help.duplicateOf"
        autoComplete="off"
        fullWidth
      />
    </CommandDialog>
  );
};
