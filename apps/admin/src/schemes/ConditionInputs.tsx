import Box from '@mui/material/Box';
import { useFormContext, useWatch } from 'react-hook-form';
import {
  BooleanInput,
  NumberInput,
  SelectArrayInput,
  SelectInput,
  TextArrayInput,
  useSourceContext,
} from 'react-admin';
import { factChoices, factValueChoices, opChoices } from './choices';

/** The inputs each operator shows; the others are cleared when the operator changes. */
const VALUE_INPUTS = ['value', 'min', 'max', 'values'] as const;

const join = (prefix: string, field: string) => (prefix ? `${prefix}.${field}` : field);

/** Numbers typed one by one (a numeric fact's `in` list), kept as numbers. */
const toNumbers = (values: string[] | null) => (values ?? []).map((value) => Number(value));
const toTexts = (values: unknown) => (Array.isArray(values) ? values.map(String) : []);

export const FactInput = ({ source }: { source: string }) => (
  <SelectInput source={source} choices={factChoices} translateChoice={false} sx={{ minWidth: 220 }} />
);

export const OpInput = ({ source, prefix }: { source: string; prefix: string }) => {
  const { getSource } = useSourceContext();
  const { setValue } = useFormContext();
  return (
    <SelectInput
      source={source}
      choices={opChoices}
      sx={{ minWidth: 160 }}
      onChange={() => {
        for (const input of VALUE_INPUTS) setValue(getSource(join(prefix, input)), undefined);
      }}
    />
  );
};

/** The value inputs the chosen operator needs, for the chosen fact's kind of value. */
export const ConditionValueInput = ({ prefix = '' }: { prefix?: string }) => {
  const { getSource } = useSourceContext();
  const fact: unknown = useWatch({ name: getSource(join(prefix, 'fact')) });
  const op: unknown = useWatch({ name: getSource(join(prefix, 'op')) });
  const source = (field: string) => join(prefix, field);

  switch (op) {
    case 'gte':
    case 'lte':
      return <NumberInput source={source('value')} />;
    case 'between':
      return (
        <Box sx={{ display: 'flex', columnGap: 2 }}>
          <NumberInput source={source('min')} />
          <NumberInput source={source('max')} />
        </Box>
      );
    case 'is':
      return <BooleanInput source={source('value')} label="resources.schemes.yes" />;
    case 'in':
    case 'notIn': {
      const choices = factValueChoices(fact);
      return choices ? (
        <SelectArrayInput source={source('values')} choices={choices} translateChoice={false} sx={{ minWidth: 240 }} />
      ) : (
        <TextArrayInput
          source={source('values')}
          parse={toNumbers}
          format={toTexts}
          helperText="resources.schemes.help.values"
          sx={{ minWidth: 240 }}
        />
      );
    }
    default:
      return null;
  }
};

/** One condition of a rule: fact, test and value(s), in a row. */
export const ConditionFields = ({ source }: { source: string }) => (
  <Box
    sx={{
      display: 'grid',
      columnGap: 2,
      gridTemplateColumns: { xs: '1fr', md: '1fr 1fr 2fr' },
      alignItems: 'start',
      width: '100%',
    }}
  >
    <FactInput source={`${source}.fact`} />
    <OpInput source={`${source}.op`} prefix={source} />
    <ConditionValueInput prefix={source} />
  </Box>
);
