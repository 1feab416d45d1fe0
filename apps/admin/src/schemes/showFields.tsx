import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useFieldValue, useRecordContext, useTranslate } from 'react-admin';
import { LOCALE, inr } from '../formats';
import { describeRule } from './ruleText';
import type { Bilingual, SchemeRecord } from './types';

// Display pieces of the scheme's Show page. Each takes a `label` (a translation key) that the
// tab turns into the field's heading; every text is shown in English and Hindi side by side.

const EMPTY = '—';
const columns = { display: 'grid', columnGap: 3, rowGap: 0.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } };

const useLanguages = () => {
  const translate = useTranslate();
  return { en: translate('resources.schemes.english'), hi: translate('resources.schemes.hindi') };
};

/** One text in both languages; the Hindi is marked lang="hi" for screen readers and fonts. */
export const BilingualText = ({ value, captions = false }: { value?: Partial<Bilingual> | null; captions?: boolean }) => {
  const languages = useLanguages();
  return (
    <Box sx={columns}>
      {(['en', 'hi'] as const).map((lang) => (
        <Box key={lang} lang={lang}>
          {captions && (
            <Typography variant="caption" color="text.secondary" component="div" lang="en">
              {languages[lang]}
            </Typography>
          )}
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
            {value?.[lang] || EMPTY}
          </Typography>
        </Box>
      ))}
    </Box>
  );
};

interface FieldProps {
  source: string;
  label?: string;
}

export const BilingualField = ({ source }: FieldProps) => {
  const value = useFieldValue({ source }) as Bilingual | undefined;
  return <BilingualText value={value} captions />;
};

/** A two-language table: one row per item, with the columns given. */
const BilingualTable = ({ head, rows }: { head: ReactNode[]; rows: ReactNode[][] }) => (
  <Table size="small" sx={{ '& td': { verticalAlign: 'top' } }}>
    <TableHead>
      <TableRow>
        {head.map((cell, i) => (
          <TableCell key={i}>{cell}</TableCell>
        ))}
      </TableRow>
    </TableHead>
    <TableBody>
      {rows.map((row, r) => (
        <TableRow key={r}>
          {row.map((cell, c) => (
            <TableCell key={c}>{cell}</TableCell>
          ))}
        </TableRow>
      ))}
    </TableBody>
  </Table>
);

const Hindi = ({ children }: { children: ReactNode }) => <span lang="hi">{children}</span>;

/** A list of texts (eligibility, documents, steps): #, English, Hindi. */
export const BilingualListField = ({ source }: FieldProps) => {
  const languages = useLanguages();
  const items = (useFieldValue({ source }) as Bilingual[] | undefined) ?? [];
  if (items.length === 0) return <Typography variant="body2">{EMPTY}</Typography>;
  return (
    <BilingualTable
      head={['#', languages.en, languages.hi]}
      rows={items.map((item, i) => [i + 1, item.en, <Hindi key="hi">{item.hi}</Hindi>])}
    />
  );
};

/** Search tags: the English ones beside the Hindi ones. */
export const TagsField = (_props: { label?: string }) => {
  const record = useRecordContext<SchemeRecord>();
  return (
    <BilingualText
      value={{ en: record?.tags.en.join(', '), hi: record?.tags.hi.join(', ') }}
      captions
    />
  );
};

const rupees = (amount: number | undefined) =>
  amount === undefined ? EMPTY : new Intl.NumberFormat(LOCALE, inr).format(amount);

export const BenefitsField = (_props: { label?: string }) => {
  const record = useRecordContext<SchemeRecord>();
  const translate = useTranslate();
  const languages = useLanguages();
  const field = (name: string) => translate(`resources.schemes.fields.benefits.${name}`);
  return (
    <BilingualTable
      head={[languages.en, languages.hi, field('amountInr'), field('period')]}
      rows={(record?.benefits ?? []).map((benefit) => [
        <>
          {benefit.description.en}
          {benefit.amountInWords && (
            <Typography variant="body2" color="text.secondary">{benefit.amountInWords.en}</Typography>
          )}
        </>,
        <Hindi key="hi">
          {benefit.description.hi}
          {benefit.amountInWords && (
            <Typography variant="body2" color="text.secondary" component="span" display="block">
              {benefit.amountInWords.hi}
            </Typography>
          )}
        </Hindi>,
        rupees(benefit.amountInr),
        benefit.period ? translate(`resources.schemes.periods.${benefit.period}`) : EMPTY,
      ])}
    />
  );
};

/** Each rule: its id, its label, the test in words ("Age between 18 and 40 years") and the reason. */
export const RulesField = (_props: { label?: string }) => {
  const record = useRecordContext<SchemeRecord>();
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {(record?.rules ?? []).map((rule) => (
        <Box key={rule.id} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, display: 'grid', gap: 1 }}>
          <Typography variant="subtitle2" component="h3">
            {rule.id}
          </Typography>
          <BilingualText value={rule.label} />
          <Typography variant="caption" color="text.secondary">
            {translate('resources.schemes.titles.condition')}
          </Typography>
          <BilingualText value={describeRule(rule)} />
          <Typography variant="caption" color="text.secondary">
            {translate('resources.schemes.titles.reason')}
          </Typography>
          <BilingualText value={rule.reason} />
        </Box>
      ))}
    </Box>
  );
};

export const ImportantDatesField = (_props: { label?: string }) => {
  const record = useRecordContext<SchemeRecord>();
  const translate = useTranslate();
  const languages = useLanguages();
  const dates = record?.importantDates ?? [];
  if (dates.length === 0) return <Typography variant="body2">{EMPTY}</Typography>;
  return (
    <BilingualTable
      head={[translate('resources.schemes.fields.importantDates.date'), languages.en, languages.hi]}
      rows={dates.map((entry) => [
        entry.date ?? EMPTY,
        <>
          {entry.label.en}
          {entry.text && <Typography variant="body2" color="text.secondary">{entry.text.en}</Typography>}
        </>,
        <Hindi key="hi">
          {entry.label.hi}
          {entry.text && (
            <Typography variant="body2" color="text.secondary" component="span" display="block">
              {entry.text.hi}
            </Typography>
          )}
        </Hindi>,
      ])}
    />
  );
};

export const FaqField = (_props: { label?: string }) => {
  const record = useRecordContext<SchemeRecord>();
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {(record?.faq ?? []).map((entry, i) => (
        <Box key={i} sx={{ display: 'grid', gap: 0.5 }}>
          <Box sx={{ fontWeight: 600 }}>
            <BilingualText value={entry.q} />
          </Box>
          <BilingualText value={entry.a} />
        </Box>
      ))}
    </Box>
  );
};

/** Categories by their labels: 'Social welfare, Health'. */
export const CategoriesField = ({ source }: FieldProps) => {
  const translate = useTranslate();
  const value = useFieldValue({ source }) as string[] | undefined;
  const names = (value ?? []).map((id) => translate(`resources.schemes.categories.${id}`, { _: id }));
  return <Typography variant="body2">{names.length > 0 ? names.join(', ') : EMPTY}</Typography>;
};

/** Web addresses as links that open apart from the console. */
export const LinksField = ({ source }: FieldProps) => {
  const value = useFieldValue({ source }) as string | string[] | undefined;
  const links = Array.isArray(value) ? value : value ? [value] : [];
  if (links.length === 0) return <Typography variant="body2">{EMPTY}</Typography>;
  return (
    <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
      {links.map((href) => (
        <li key={href}>
          <Link href={href} target="_blank" rel="noopener noreferrer">
            {href}
          </Link>
        </li>
      ))}
    </Box>
  );
};
