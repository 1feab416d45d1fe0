import {
  BooleanField,
  DataTable,
  DateField,
  List,
  SearchInput,
  SelectField,
  SelectInput,
} from 'react-admin';
import { roleChoices } from './choices';
import { fullName, type UserRecord } from './types';
import { LOCALE, dateTime } from '../formats';

const userFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="role" source="role" choices={roleChoices} />,
];

// No export and no bulk actions: the list is personal data, and the console is read-only.
export const UserList = () => (
  <List filters={userFilters} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25} exporter={false}>
    <DataTable rowClick="show" bulkActionButtons={false}>
      <DataTable.Col
        source="lastName"
        label="resources.users.fields.name"
        render={(user: UserRecord) => fullName(user)}
      />
      <DataTable.Col source="email" />
      <DataTable.Col source="phone" />
      <DataTable.Col source="role">
        <SelectField source="role" choices={roleChoices} />
      </DataTable.Col>
      <DataTable.Col source="phoneVerified">
        <BooleanField source="phoneVerified" />
      </DataTable.Col>
      <DataTable.Col source="createdAt">
        <DateField source="createdAt" showTime locales={LOCALE} options={dateTime} />
      </DataTable.Col>
    </DataTable>
  </List>
);
