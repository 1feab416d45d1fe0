import AccountTreeIcon from '@mui/icons-material/AccountTree';
import { TextInput, maxLength, useRecordContext } from 'react-admin';
import { COMPLAINT_LIMITS } from '@jan-seva/contracts';
import { CommandDialog } from './CommandDialog';
import { departmentSuggestions } from './choices';
import type { ComplaintRecord } from './types';
import { useComplaintCommand } from './useComplaintCommand';
import { requiredText } from './validators';

const LIST_ID = 'complaint-departments';

/**
 * POST /api/admin/complaints/:id/assign {department}: one of the routing table's departments,
 * offered as suggestions, or any other office typed in.
 */
export const AssignDepartmentButton = () => {
  const record = useRecordContext<ComplaintRecord>();
  const { mutateAsync, isPending } = useComplaintCommand(
    (dataProvider, { id, department }: { id: string; department: string }) =>
      dataProvider.assignComplaintDepartment(id, { department }),
    { success: 'resources.complaints.notifications.assigned' },
  );
  if (!record) return null;
  return (
    <CommandDialog<{ department: string }>
      label="resources.complaints.actions.assign"
      icon={<AccountTreeIcon />}
      title="resources.complaints.dialogs.assign.title"
      titleArgs={{ number: record.registrationNumber, department: record.department }}
      description="resources.complaints.dialogs.assign.description"
      defaultValues={{ department: '' }}
      isPending={isPending}
      onSubmit={async ({ department }) => {
        try {
          await mutateAsync({ id: record.id, department: department.trim().replace(/\s+/g, ' ') });
          return true;
        } catch {
          return false;
        }
      }}
    >
      <TextInput
        source="department"
        label="resources.complaints.fields.department"
        validate={[requiredText, maxLength(COMPLAINT_LIMITS.department)]}
        helperText="resources.complaints.help.department"
        autoComplete="off"
        slotProps={{ htmlInput: { list: LIST_ID } }}
        fullWidth
      />
      <datalist id={LIST_ID}>
        {departmentSuggestions.map((department) => (
          <option key={department} value={department} />
        ))}
      </datalist>
    </CommandDialog>
  );
};
