import { DateField, Show, SimpleShowLayout, TextField } from 'react-admin';
import { JsonField } from './JsonField';
import { LOCALE, dateTime } from '../formats';

export const EventShow = () => (
  <Show>
    <SimpleShowLayout>
      <TextField source="globalPosition" />
      <DateField source="recordedAt" showTime locales={LOCALE} options={dateTime} />
      <TextField source="streamType" />
      <TextField source="streamId" />
      <TextField source="streamVersion" />
      <TextField source="type" />
      <TextField source="metadata.actorId" />
      <JsonField source="data" />
      <JsonField source="metadata" label="resources.events.metadataTitle" />
    </SimpleShowLayout>
  </Show>
);
