import { DateField, NumberField, SelectField, Show, SimpleShowLayout, TextField } from 'react-admin';
import { channelChoices } from './choices';
import { StatusField } from './StatusField';
import { LOCALE, dateTime } from '../formats';

export const OutboundMessageShow = () => (
  <Show>
    <SimpleShowLayout>
      <TextField source="id" />
      <DateField source="createdAt" showTime locales={LOCALE} options={dateTime} />
      <SelectField source="channel" choices={channelChoices} />
      <TextField source="recipient" />
      <TextField source="subject" emptyText="—" />
      <StatusField source="status" />
      <NumberField source="attempts" />
      <DateField source="sentAt" showTime locales={LOCALE} options={dateTime} emptyText="—" />
      <TextField source="lastError" emptyText="—" />
      {/* Plain text on purpose: a message body is never rendered as HTML here. */}
      <TextField
        source="body"
        component="pre"
        sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', fontFamily: 'monospace', m: 0 }}
      />
    </SimpleShowLayout>
  </Show>
);
