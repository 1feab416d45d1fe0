import {
  DataTable,
  DateField,
  List,
  SearchInput,
  SelectField,
  SelectInput,
} from 'react-admin';
import { categoryChoices, levelChoices, stateChoices, statusChoices } from './choices';
import { StatusField } from './StatusField';
import type { SchemeRecord } from './types';
import { LOCALE, dateTime } from '../formats';

const schemeFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="category" source="category" choices={categoryChoices} alwaysOn />,
  <SelectInput key="status" source="status" choices={statusChoices} alwaysOn />,
  <SelectInput key="level" source="level" choices={levelChoices} alwaysOn />,
  <SelectInput key="state" source="state" choices={stateChoices} translateChoice={false} />,
];

/** Calendar days ('2026-11-21') as written, whatever the admin's time zone. */
const day = { timeZone: 'UTC', dateStyle: 'medium' } as const;

// The API sorts by id, name, category, status, updatedAt and lastVerified; the other columns
// are not sortable. Archived schemes stay listed (filter by status to hide them).
export const SchemeList = () => (
  <List filters={schemeFilters} sort={{ field: 'name', order: 'ASC' }} perPage={25} exporter={false}>
    <DataTable rowClick="show" bulkActionButtons={false}>
      <DataTable.Col
        source="name"
        label="resources.schemes.titles.name"
        render={(scheme: SchemeRecord) => scheme.name.en}
      />
      <DataTable.Col
        source="shortName.en"
        label="resources.schemes.titles.shortName"
        disableSort
        render={(scheme: SchemeRecord) => scheme.shortName?.en ?? ''}
      />
      <DataTable.Col source="category">
        <SelectField source="category" choices={categoryChoices} />
      </DataTable.Col>
      <DataTable.Col source="level" disableSort>
        <SelectField source="level" choices={levelChoices} />
      </DataTable.Col>
      <DataTable.Col source="state" disableSort />
      <DataTable.Col source="status">
        <StatusField source="status" />
      </DataTable.Col>
      <DataTable.Col source="lastVerified">
        <DateField source="lastVerified" locales={LOCALE} options={day} />
      </DataTable.Col>
      <DataTable.Col source="updatedAt">
        <DateField source="updatedAt" showTime locales={LOCALE} options={dateTime} />
      </DataTable.Col>
    </DataTable>
  </List>
);
