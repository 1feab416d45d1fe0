import { DataTable, List, SearchInput, SelectInput, TextInput, useCreatePath, type Identifier } from 'react-admin';
import { complaintColumns } from '../complaints/ComplaintList';
import { categoryChoices, urgencyChoices } from '../complaints/choices';
import { OPEN_COMPLAINT_STATUSES } from '@jan-seva/contracts';

const openStatusChoices = OPEN_COMPLAINT_STATUSES.map((id) => ({ id, name: `resources.complaints.statuses.${id}` }));

const overdueFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={openStatusChoices} alwaysOn />,
  <SelectInput key="category" source="category" choices={categoryChoices} alwaysOn />,
  <SelectInput key="urgency" source="urgency" choices={urgencyChoices} alwaysOn />,
  <TextInput key="department" source="department" />,
];

/**
 * GET /api/admin/complaints-overdue: open complaints past their deadline, the most overdue
 * (earliest deadline) first. A row opens the complaint itself, where its commands are.
 */
export const OverdueList = () => {
  const createPath = useCreatePath();
  return (
    <List filters={overdueFilters} sort={{ field: 'dueAt', order: 'ASC' }} perPage={25} exporter={false}>
      <DataTable
        rowClick={(id: Identifier) => createPath({ resource: 'complaints', id, type: 'show' })}
        bulkActionButtons={false}
      >
        {complaintColumns()}
      </DataTable>
    </List>
  );
};
