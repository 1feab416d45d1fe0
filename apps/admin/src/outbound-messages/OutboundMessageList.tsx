import { DataTable, DateField, List, SelectField, SelectInput, TextInput } from 'react-admin';
import { channelChoices, statusChoices } from './choices';
import { StatusField } from './StatusField';
import { LOCALE, dateTime } from '../formats';

const messageFilters = [
  <SelectInput key="channel" source="channel" choices={channelChoices} alwaysOn />,
  <SelectInput key="status" source="status" choices={statusChoices} alwaysOn />,
  <TextInput key="recipient" source="recipient" />,
];

export const OutboundMessageList = () => (
  <List filters={messageFilters} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25} exporter={false}>
    <DataTable rowClick="show" bulkActionButtons={false}>
      <DataTable.Col source="createdAt">
        <DateField source="createdAt" showTime locales={LOCALE} options={dateTime} />
      </DataTable.Col>
      <DataTable.Col source="channel">
        <SelectField source="channel" choices={channelChoices} />
      </DataTable.Col>
      <DataTable.Col source="recipient" />
      <DataTable.Col source="subject" disableSort />
      <DataTable.Col source="status">
        <StatusField source="status" />
      </DataTable.Col>
      <DataTable.Col source="attempts" />
    </DataTable>
  </List>
);
