import Box from '@mui/material/Box';
import { useFieldValue } from 'react-admin';

interface JsonFieldProps {
  source: string;
  label?: string;
}

/** A JSON value, pretty-printed as text (never rendered as markup). */
export const JsonField = ({ source }: JsonFieldProps) => {
  const value: unknown = useFieldValue({ source });
  return (
    <Box
      component="pre"
      sx={{
        m: 0,
        p: 1.5,
        borderRadius: 1,
        bgcolor: 'action.hover',
        fontSize: '0.8125rem',
        overflowX: 'auto',
        whiteSpace: 'pre-wrap',
        wordBreak: 'break-word',
      }}
    >
      {JSON.stringify(value ?? null, null, 2)}
    </Box>
  );
};
