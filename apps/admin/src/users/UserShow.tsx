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

const inr = { style: 'currency', currency: 'INR', maximumFractionDigits: 0 } as const;

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
      <DateField source="dateOfBirth" locales="en-IN" options={{ timeZone: 'UTC', dateStyle: 'long' }} />
      <SelectField source="gender" choices={genderChoices} />
      <TextField source="address.city" />
      <TextField source="address.state" />
      <TextField source="address.pincode" />
      <TextField source="occupation" />
      <NumberField source="annualIncome" locales="en-IN" options={inr} />
      <SelectField source="category" choices={categoryChoices} />
      <DateField source="createdAt" showTime locales="en-IN" />
      <DateField source="lastSignedInAt" showTime locales="en-IN" />
    </SimpleShowLayout>
  </Show>
);
