import {
  ChipField,
  DateField,
  EditButton,
  NumberField,
  ReferenceArrayField,
  SelectField,
  Show,
  SingleFieldList,
  TabbedShowLayout,
  TextField,
  TopToolbar,
  useRecordContext,
} from 'react-admin';
import { LOCALE, dateTime, inr } from '../formats';
import { ArchiveButton } from './ArchiveButton';
import { categoryChoices, levelChoices } from './choices';
import { RestoreButton } from './RestoreButton';
import { ArchivedNotice } from './SchemeEdit';
import {
  BenefitsField,
  BilingualField,
  BilingualListField,
  CategoriesField,
  FaqField,
  ImportantDatesField,
  LinksField,
  RulesField,
  TagsField,
} from './showFields';
import { StatusField } from './StatusField';
import type { SchemeRecord } from './types';

const SchemeShowActions = () => {
  const record = useRecordContext<SchemeRecord>();
  return (
    <TopToolbar>
      {record && record.status !== 'archived' && <EditButton />}
      <ArchiveButton />
      <RestoreButton />
    </TopToolbar>
  );
};

/** Calendar days ('2026-11-21') as written, whatever the admin's time zone. */
const day = { timeZone: 'UTC', dateStyle: 'long' } as const;

export const SchemeShow = () => (
  <Show actions={<SchemeShowActions />}>
    <ArchivedNotice />
    <TabbedShowLayout>
      <TabbedShowLayout.Tab label="resources.schemes.tabs.overview">
        <TextField source="id" />
        <BilingualField source="name" label="resources.schemes.titles.name" />
        <BilingualField source="shortName" label="resources.schemes.titles.shortName" />
        <StatusField source="status" label="resources.schemes.fields.status" />
        <SelectField source="level" choices={levelChoices} />
        <TextField source="state" />
        <BilingualField source="ministry" label="resources.schemes.titles.ministry" />
        <SelectField source="category" choices={categoryChoices} />
        <CategoriesField source="alsoIn" />
        <TagsField label="resources.schemes.titles.tags" />
        <BilingualField source="description" label="resources.schemes.titles.description" />
        <TextField source="launched" emptyText="—" />
        <NumberField source="beneficiaries.count" locales={LOCALE} emptyText="—" />
        <DateField source="beneficiaries.asOf" locales={LOCALE} options={day} emptyText="—" />
        <DateField source="lastVerified" locales={LOCALE} options={day} />
        <DateField source="publishedAt" showTime locales={LOCALE} options={dateTime} />
        <DateField source="updatedAt" showTime locales={LOCALE} options={dateTime} />
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label="resources.schemes.tabs.benefits" path="benefits">
        <BenefitsField label="resources.schemes.titles.benefits" />
        <NumberField source="maxBenefitInr" locales={LOCALE} options={inr} emptyText="—" />
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label="resources.schemes.tabs.eligibility" path="eligibility">
        <BilingualListField source="eligibility" label="resources.schemes.titles.eligibility" />
        <RulesField label="resources.schemes.titles.rules" />
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label="resources.schemes.tabs.documents" path="documents">
        <BilingualListField source="documents" label="resources.schemes.titles.documents" />
        <BilingualListField source="applicationSteps" label="resources.schemes.titles.applicationSteps" />
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label="resources.schemes.tabs.dates" path="dates">
        <ImportantDatesField label="resources.schemes.titles.importantDates" />
        <DateField source="deadline" locales={LOCALE} options={day} emptyText="—" />
        <TextField source="contact.helpline" emptyText="—" />
        <TextField source="contact.email" emptyText="—" />
        <BilingualField source="contact.address" label="resources.schemes.titles.address" />
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label="resources.schemes.tabs.faq" path="faq">
        <FaqField label="resources.schemes.titles.faq" />
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label="resources.schemes.tabs.links" path="links">
        <LinksField source="officialLink" />
        <LinksField source="applyLink" />
        <ReferenceArrayField source="relatedSchemes" reference="schemes">
          <SingleFieldList>
            <ChipField source="name.en" size="small" />
          </SingleFieldList>
        </ReferenceArrayField>
        <LinksField source="sources" />
      </TabbedShowLayout.Tab>
    </TabbedShowLayout>
  </Show>
);
