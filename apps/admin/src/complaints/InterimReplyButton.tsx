import ScheduleSendIcon from '@mui/icons-material/ScheduleSend';
import { DateTimeInput, TextInput, maxLength, required, useRecordContext, type Validator } from 'react-admin';
import { COMPLAINT_LIMITS } from '@jan-seva/contracts';
import { CommandDialog } from './CommandDialog';
import type { ComplaintRecord } from './types';
import { useComplaintCommand } from './useComplaintCommand';
import { requiredText } from './validators';

/** An interim reply promises disposal at most 30 days ahead (libs/complaints' INTERIM_REPLY_MAX_DAYS). */
export const INTERIM_REPLY_MAX_DAYS = 30;
const DAY_MS = 24 * 3600 * 1000;

/** The date-time input's local value ('2026-03-01T17:30') as an instant. */
const instantOf = (value: unknown): Date | null => {
  if (typeof value !== 'string' && !(value instanceof Date)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

const expectedByRule: Validator = (value: unknown) => {
  const date = instantOf(value);
  if (!date) return undefined; // required() speaks for an empty box
  if (date.getTime() <= Date.now()) return 'resources.complaints.validation.expectedByPast';
  if (date.getTime() > Date.now() + INTERIM_REPLY_MAX_DAYS * DAY_MS) return 'resources.complaints.validation.expectedByTooFar';
  return undefined;
};

/**
 * POST /api/admin/complaints/:id/interim-reply {text, expectedBy}: CPGRAMS' interim reply
 * when final disposal takes longer. The date is typed in the admin's own time and sent as an
 * instant (ISO); the citizen's deadline moves to it.
 */
export const InterimReplyButton = () => {
  const record = useRecordContext<ComplaintRecord>();
  const { mutateAsync, isPending } = useComplaintCommand(
    (dataProvider, { id, ...body }: { id: string; text: string; expectedBy: string }) => dataProvider.giveInterimReply(id, body),
    { success: 'resources.complaints.notifications.interimReplyGiven' },
  );
  if (!record) return null;
  return (
    <CommandDialog<{ text: string; expectedBy: string }>
      label="resources.complaints.actions.interimReply"
      icon={<ScheduleSendIcon />}
      title="resources.complaints.dialogs.interimReply.title"
      titleArgs={{ number: record.registrationNumber }}
      description="resources.complaints.dialogs.interimReply.description"
      defaultValues={{ text: '', expectedBy: '' }}
      isPending={isPending}
      onSubmit={async ({ text, expectedBy }) => {
        const date = instantOf(expectedBy);
        if (!date) return false;
        try {
          await mutateAsync({ id: record.id, text: text.trim(), expectedBy: date.toISOString() });
          return true;
        } catch {
          return false;
        }
      }}
    >
      <TextInput
        source="text"
        label="resources.complaints.fields.interimReplyText"
        multiline
        minRows={3}
        fullWidth
        validate={[requiredText, maxLength(COMPLAINT_LIMITS.interimReply)]}
      />
      <DateTimeInput
        source="expectedBy"
        label="resources.complaints.fields.expectedBy"
        validate={[required(), expectedByRule]}
        helperText="resources.complaints.help.expectedBy"
      />
    </CommandDialog>
  );
};
