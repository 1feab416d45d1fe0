import Box from '@mui/material/Box';
import { TextInput } from 'react-admin';

interface BilingualInputProps {
  /** The group's path ('name', 'benefits.0.description' relative to an iterator); '' for an item that is itself bilingual. */
  source: string;
  multiline?: boolean;
  helperText?: string;
}

const at = (source: string, lang: 'en' | 'hi') => (source ? `${source}.${lang}` : lang);

/**
 * The English and the Hindi of one text, side by side (stacked on narrow screens), labelled
 * by resources.schemes.fields.<path>.en / .hi. The Hindi input is marked lang="hi".
 */
export const BilingualInput = ({ source, multiline, helperText }: BilingualInputProps) => (
  <Box
    sx={{
      display: 'grid',
      columnGap: 2,
      gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
      width: '100%',
    }}
  >
    <TextInput source={at(source, 'en')} multiline={multiline} helperText={helperText} fullWidth />
    <TextInput
      source={at(source, 'hi')}
      multiline={multiline}
      helperText={helperText}
      fullWidth
      slotProps={{ htmlInput: { lang: 'hi' } }}
    />
  </Box>
);
