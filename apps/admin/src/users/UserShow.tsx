import {
  BooleanField,
  DateField,
  NumberField,
  SelectField,
  Show,
  SimpleShowLayout,
  TextField,
} from 'react-admin';
import { categoryChoices, genderChoices, roleChoices } from './choices';
import { LOCALE, dateTime, inr } from '../formats';

export const UserShow = () => (
  <Show>
    <SimpleShowLayout>
      <TextField source="id" />
      <TextField source="firstName" />
      <TextField source="lastName" />
      <TextField source="email" />
      <TextField source="phone" />
      <BooleanField source="phoneVerified" />
      <SelectField source="role" choices={roleChoices} />
      {/* A date of birth is a calendar day: shown as stored, whatever the admin's time zone. */}
      <DateField source="dateOfBirth" locales={LOCALE} options={{ timeZone: 'UTC', dateStyle: 'long' }} />
      <SelectField source="gender" choices={genderChoices} />
      <TextField source="address.city" />
      <TextField source="address.state" />
      <TextField source="address.pincode" />
      <TextField source="occupation" />
      <NumberField source="annualIncome" locales={LOCALE} options={inr} />
      <SelectField source="category" choices={categoryChoices} />
      <DateField source="createdAt" showTime locales={LOCALE} options={dateTime} />
      <DateField source="lastSignedInAt" showTime locales={LOCALE} options={dateTime} emptyText="—" />
    </SimpleShowLayout>
  </Show>
);
