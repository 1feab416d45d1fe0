import { DataTable, DateField, DateInput, List, TextInput } from 'react-admin';
import { StreamTypeInput } from './StreamTypeInput';
import { LOCALE, dateTime } from '../formats';

const eventFilters = [
  <StreamTypeInput key="streamType" source="streamType" alwaysOn />,
  <TextInput key="type" source="type" alwaysOn />,
  <DateInput key="recordedAfter" source="recordedAfter" alwaysOn />,
  <DateInput key="recordedBefore" source="recordedBefore" alwaysOn />,
  <TextInput key="streamId" source="streamId" />,
];

// The log is append-only and read in order: newest first, sorted by position (or time).
export const EventList = () => (
  <List
    filters={eventFilters}
    sort={{ field: 'globalPosition', order: 'DESC' }}
    perPage={50}
    exporter={false}
  >
    <DataTable rowClick="show" bulkActionButtons={false}>
      <DataTable.Col source="globalPosition" />
      <DataTable.Col source="recordedAt">
        <DateField source="recordedAt" showTime locales={LOCALE} options={dateTime} />
      </DataTable.Col>
      <DataTable.Col source="streamType" disableSort />
      <DataTable.Col source="streamId" disableSort />
      <DataTable.Col source="streamVersion" disableSort />
      <DataTable.Col source="type" disableSort />
      <DataTable.Col source="metadata.actorId" disableSort />
    </DataTable>
  </List>
);
