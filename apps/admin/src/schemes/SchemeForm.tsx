import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import {
  ArrayInput,
  AutocompleteArrayInput,
  DateInput,
  NumberInput,
  ReferenceArrayInput,
  SelectArrayInput,
  SelectInput,
  SimpleFormIterator,
  TabbedForm,
  TextArrayInput,
  TextInput,
  useTranslate,
} from 'react-admin';
import { BilingualInput } from './BilingualInput';
import {
  categoryChoices,
  documentStatusChoices,
  levelChoices,
  periodChoices,
  stateChoices,
} from './choices';
import { ConditionFields, ConditionValueInput, FactInput, OpInput } from './ConditionInputs';
import { validateSchemeForm } from './schemeDocument';
import { schemeLabel, type SchemeRecord } from './types';

const Heading = ({ title }: { title: string }) => {
  const translate = useTranslate();
  return (
    <Typography variant="subtitle1" component="h3" sx={{ mt: 2, fontWeight: 600 }}>
      {translate(title)}
    </Typography>
  );
};

/** Short inputs side by side, as many as fit (react-admin's inputs take their cell's width). */
export const Row = ({ children }: { children: ReactNode }) => (
  <Box
    sx={{
      display: 'grid',
      columnGap: 2,
      gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
      alignItems: 'start',
      width: '100%',
    }}
  >
    {children}
  </Box>
);

/** A list whose items are each one text in English and Hindi (eligibility, documents, steps). */
const BilingualList = ({ source, title, multiline }: { source: string; title: string; multiline?: boolean }) => (
  <ArrayInput source={source} label={title}>
    <SimpleFormIterator inline fullWidth>
      <TextInput source="en" multiline={multiline} sx={{ flex: 1, minWidth: 260 }} />
      <TextInput source="hi" multiline={multiline} sx={{ flex: 1, minWidth: 260 }} slotProps={{ htmlInput: { lang: 'hi' } }} />
    </SimpleFormIterator>
  </ArrayInput>
);

const schemeOptionText = (scheme: SchemeRecord) => `${schemeLabel(scheme)} (${scheme.id})`;

interface SchemeFormProps {
  /** Only a new scheme takes an id; afterwards it names the scheme's event stream. */
  isCreate?: boolean;
  defaultValues?: Record<string, unknown>;
  toolbar?: ReactNode;
}

/**
 * Every field of the scheme document, in the tabs the Show page uses. Validated as a whole with
 * the catalogue's own schema and rule checks (validateSchemeForm) when saved; the API's own
 * refusals come back to the same inputs.
 */
export const SchemeForm = ({ isCreate = false, defaultValues, toolbar }: SchemeFormProps) => (
  <TabbedForm validate={validateSchemeForm} defaultValues={defaultValues} toolbar={toolbar}>
    <TabbedForm.Tab label="resources.schemes.tabs.overview">
      {isCreate ? (
        <TextInput source="id" helperText="resources.schemes.help.id" />
      ) : (
        <TextInput source="id" readOnly />
      )}
      <BilingualInput source="name" />
      <BilingualInput source="shortName" />
      <Row>
        <SelectInput source="level" choices={levelChoices} />
        <SelectInput source="state" choices={stateChoices} translateChoice={false} helperText="resources.schemes.help.state" />
        <SelectInput source="status" choices={documentStatusChoices} />
      </Row>
      <BilingualInput source="ministry" />
      <Row>
        <SelectInput source="category" choices={categoryChoices} />
        <SelectArrayInput source="alsoIn" choices={categoryChoices} sx={{ minWidth: 240 }} />
      </Row>
      <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, width: '100%' }}>
        <TextArrayInput source="tags.en" helperText="resources.schemes.help.tags" />
        <TextArrayInput source="tags.hi" helperText="resources.schemes.help.tags" />
      </Box>
      <BilingualInput source="description" multiline />
      <Row>
        <TextInput source="launched" helperText="resources.schemes.help.launched" />
        <DateInput source="lastVerified" />
      </Row>
      <Row>
        <NumberInput source="beneficiaries.count" min={0} step={1} />
        <DateInput source="beneficiaries.asOf" />
      </Row>
    </TabbedForm.Tab>

    <TabbedForm.Tab label="resources.schemes.tabs.benefits">
      <ArrayInput source="benefits" label="resources.schemes.titles.benefits">
        <SimpleFormIterator fullWidth>
          <BilingualInput source="description" multiline />
          <Row>
            <NumberInput source="amountInr" min={0} />
            <SelectInput source="period" choices={periodChoices} />
          </Row>
          <BilingualInput source="amountInWords" />
        </SimpleFormIterator>
      </ArrayInput>
      <NumberInput source="maxBenefitInr" min={0} />
    </TabbedForm.Tab>

    <TabbedForm.Tab label="resources.schemes.tabs.eligibility">
      <BilingualList source="eligibility" title="resources.schemes.titles.eligibility" multiline />
      <ArrayInput source="rules" label="resources.schemes.titles.rules">
        <SimpleFormIterator fullWidth>
          <TextInput source="id" />
          <BilingualInput source="label" />
          <ConditionFields source="condition" />
          <ArrayInput source="anyOf" label="resources.schemes.titles.anyOf">
            <SimpleFormIterator inline>
              <FactInput source="fact" />
              <OpInput source="op" prefix="" />
              <ConditionValueInput />
            </SimpleFormIterator>
          </ArrayInput>
          <BilingualInput source="reason" multiline helperText="resources.schemes.help.reason" />
        </SimpleFormIterator>
      </ArrayInput>
    </TabbedForm.Tab>

    <TabbedForm.Tab label="resources.schemes.tabs.documents">
      <BilingualList source="documents" title="resources.schemes.titles.documents" />
      <BilingualList source="applicationSteps" title="resources.schemes.titles.applicationSteps" multiline />
    </TabbedForm.Tab>

    <TabbedForm.Tab label="resources.schemes.tabs.dates">
      <ArrayInput source="importantDates" label="resources.schemes.titles.importantDates">
        <SimpleFormIterator fullWidth>
          <BilingualInput source="label" />
          <DateInput source="date" />
          <BilingualInput source="text" />
        </SimpleFormIterator>
      </ArrayInput>
      <DateInput source="deadline" />
      <Heading title="resources.schemes.titles.contact" />
      <Row>
        <TextInput source="contact.helpline" sx={{ minWidth: 320 }} />
        <TextInput source="contact.email" type="email" />
      </Row>
      <BilingualInput source="contact.address" multiline />
    </TabbedForm.Tab>

    <TabbedForm.Tab label="resources.schemes.tabs.faq">
      <ArrayInput source="faq" label="resources.schemes.titles.faq">
        <SimpleFormIterator fullWidth>
          <BilingualInput source="q" />
          <BilingualInput source="a" multiline />
        </SimpleFormIterator>
      </ArrayInput>
    </TabbedForm.Tab>

    <TabbedForm.Tab label="resources.schemes.tabs.links">
      <TextInput source="officialLink" type="url" fullWidth />
      <TextInput source="applyLink" type="url" fullWidth />
      <ReferenceArrayInput source="relatedSchemes" reference="schemes" sort={{ field: 'name', order: 'ASC' }} perPage={100}>
        <AutocompleteArrayInput optionText={schemeOptionText} filterToQuery={(q: string) => ({ q })} fullWidth />
      </ReferenceArrayInput>
      <TextArrayInput source="sources" helperText="resources.schemes.help.sources" fullWidth />
    </TabbedForm.Tab>
  </TabbedForm>
);
