import {
  BooleanInput,
  DataTable,
  DateField,
  List,
  NumberField,
  SearchInput,
  SelectField,
  SelectInput,
  TextInput,
} from 'react-admin';
import { LOCALE, dateTime } from '../formats';
import { DueField, StatusField, UrgencyField } from './chips';
import { categoryChoices, socialStatusChoices, statusChoices, urgencyChoices } from './choices';

/** Off means "all", not "not overdue": the toggle sends overdue=true or nothing. */
const onlyWhenOn = (value: unknown) => (value ? true : null);

export const complaintFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={statusChoices} alwaysOn />,
  <SelectInput key="category" source="category" choices={categoryChoices} alwaysOn />,
  <SelectInput key="urgency" source="urgency" choices={urgencyChoices} alwaysOn />,
  <BooleanInput key="overdue" source="overdue" parse={onlyWhenOn} alwaysOn />,
  <SelectInput key="socialStatus" source="socialStatus" choices={socialStatusChoices} />,
  <TextInput key="department" source="department" />,
];

/**
 * The complaint columns both lists share. The API sorts by registration number, category,
 * urgency (high first when descending), status, upvotes, department, filing time and deadline;
 * it cannot sort by title.
 */
export const complaintColumns = () => [
  <DataTable.Col key="registrationNumber" source="registrationNumber" />,
  <DataTable.Col key="title" source="title" disableSort />,
  <DataTable.Col key="category" source="category">
    <SelectField source="category" choices={categoryChoices} />
  </DataTable.Col>,
  <DataTable.Col key="urgency" source="urgency">
    <UrgencyField source="urgency" />
  </DataTable.Col>,
  <DataTable.Col key="status" source="status">
    <StatusField source="status" />
  </DataTable.Col>,
  <DataTable.Col key="upvotes" source="upvotes">
    <NumberField source="upvotes" locales={LOCALE} />
  </DataTable.Col>,
  <DataTable.Col key="department" source="department" />,
  <DataTable.Col key="filedAt" source="filedAt">
    <DateField source="filedAt" showTime locales={LOCALE} options={dateTime} />
  </DataTable.Col>,
  <DataTable.Col key="dueAt" source="dueAt">
    <DueField source="dueAt" />
  </DataTable.Col>,
];

// No export and no bulk actions: complaints carry personal data, and every change is a command.
export const ComplaintList = () => (
  <List filters={complaintFilters} sort={{ field: 'filedAt', order: 'DESC' }} perPage={25} exporter={false}>
    <DataTable rowClick="show" bulkActionButtons={false}>
      {complaintColumns()}
    </DataTable>
  </List>
);
