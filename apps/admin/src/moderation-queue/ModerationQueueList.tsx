import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import {
  LinkBase,
  List,
  Pagination,
  RecordContextProvider,
  SearchInput,
  SelectInput,
  useCreatePath,
  useListContext,
  useTranslate,
} from 'react-admin';
import { UrgencyField } from '../complaints/chips';
import { categoryChoices } from '../complaints/choices';
import { FindingsList, PlainText } from '../complaints/screening';
import type { ModerationItem } from '../complaints/types';
import { LOCALE, dateTime } from '../formats';
import { ApproveButton } from './ApproveButton';
import { RejectButton } from './RejectButton';

const queueFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="category" source="category" choices={categoryChoices} alwaysOn />,
];

const Section = ({ title, children }: { title: string; children: React.ReactNode }) => {
  const translate = useTranslate();
  return (
    <Box component="section">
      <Typography variant="overline" component="h3" color="text.secondary">
        {translate(title)}
      </Typography>
      {children}
    </Box>
  );
};

/** One waiting complaint: what screening found beside what would be posted, and the decision. */
const QueueItem = ({ item }: { item: ModerationItem }) => {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const headingId = `moderation-${item.id}`;
  return (
    <RecordContextProvider value={item}>
      <Card component="article" aria-labelledby={headingId} variant="outlined">
        <CardContent sx={{ display: 'grid', gap: 2 }}>
          <Box>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography
                component={LinkBase}
                to={createPath({ resource: 'complaints', id: item.id, type: 'show' })}
                variant="subtitle2"
                sx={{ fontFamily: 'monospace' }}
              >
                {item.registrationNumber}
              </Typography>
              <Chip size="small" label={translate(`resources.complaints.categories.${item.category}`, { _: item.category })} />
              <UrgencyField />
              <Chip
                size="small"
                variant="outlined"
                color={item.verdict === 'clean' ? 'success' : 'warning'}
                label={translate(`resources.complaints.verdicts.${item.verdict ?? 'needs_review'}`)}
              />
            </Box>
            <Typography id={headingId} variant="h6" component="h2">
              {item.title}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {translate('resources.moderation-queue.byline', {
                author: item.author,
                filedAt: new Date(item.filedAt).toLocaleString(LOCALE, dateTime),
                screenedAt: item.screenedAt ? new Date(item.screenedAt).toLocaleString(LOCALE, dateTime) : '—',
              })}
            </Typography>
          </Box>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 2fr' } }}>
            <Section title="resources.moderation-queue.fields.findings">
              <FindingsList findings={item.findings} />
            </Section>
            <Section title="resources.moderation-queue.fields.redactedText">
              <Box sx={{ p: 1.5, bgcolor: 'action.hover', borderRadius: 1 }}>
                <PlainText text={item.redactedText} label="resources.moderation-queue.fields.redactedText" />
              </Box>
            </Section>
          </Box>
          <Box component="details">
            <Typography component="summary" variant="body2" sx={{ cursor: 'pointer' }}>
              {translate('resources.moderation-queue.fields.originalText')}
            </Typography>
            <Box sx={{ mt: 1 }}>
              <PlainText text={item.originalText} />
            </Box>
          </Box>
        </CardContent>
        <CardActions>
          <ApproveButton />
          <RejectButton />
        </CardActions>
      </Card>
    </RecordContextProvider>
  );
};

const QueueItems = () => {
  const { data, isPending } = useListContext<ModerationItem>();
  if (isPending || !data) return null;
  return (
    <Box sx={{ display: 'grid', gap: 2, p: 2 }}>
      {data.map((item) => (
        <QueueItem key={item.id} item={item} />
      ))}
    </Box>
  );
};

const QueueEmpty = () => {
  const translate = useTranslate();
  return (
    <Typography sx={{ p: 4 }} color="text.secondary">
      {translate('resources.moderation-queue.empty')}
    </Typography>
  );
};

/**
 * GET /api/admin/moderation-queue: complaints meant for social posting that screening has
 * looked at, the longest waiting first. Each shows its findings and the redacted text that
 * would be posted; Approve and Reject are one command each, and the queue is read again after.
 */
export const ModerationQueueList = () => (
  <List
    filters={queueFilters}
    sort={{ field: 'screenedAt', order: 'ASC' }}
    perPage={10}
    exporter={false}
    empty={<QueueEmpty />}
    pagination={<Pagination rowsPerPageOptions={[10, 25, 50]} />}
  >
    <QueueItems />
  </List>
);
