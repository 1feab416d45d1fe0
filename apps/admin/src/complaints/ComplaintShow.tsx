import Alert from '@mui/material/Alert';
import {
  BooleanField,
  DateField,
  NumberField,
  SelectField,
  Show,
  TabbedShowLayout,
  TextField,
  TopToolbar,
  UrlField,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { LOCALE, dateTime } from '../formats';
import { ApproveButton } from '../moderation-queue/ApproveButton';
import { RejectButton } from '../moderation-queue/RejectButton';
import { AssignDepartmentButton } from './AssignDepartmentButton';
import { ChangeStatusButton } from './ChangeStatusButton';
import { DueField, SocialStatusField, StatusField, UrgencyField } from './chips';
import { categoryChoices } from './choices';
import { EvidenceField } from './EvidenceField';
import { InterimReplyButton } from './InterimReplyButton';
import { MarkDuplicateButton } from './MarkDuplicateButton';
import { RetrySocialPostButton } from './RetrySocialPostButton';
import { FindingsList, PlainText } from './screening';
import { TimelineField } from './TimelineField';
import type { ComplaintRecord, SocialPostStatus } from './types';

const verdictChoices = [
  { id: 'clean', name: 'resources.complaints.verdicts.clean' },
  { id: 'needs_review', name: 'resources.complaints.verdicts.needs_review' },
];
const decisionChoices = [
  { id: 'approved', name: 'resources.complaints.decisions.approved' },
  { id: 'rejected', name: 'resources.complaints.decisions.rejected' },
];

const OPEN = new Set(['pending', 'under_review', 'in_progress']);
/** Where the moderation deciders accept each decision (libs/complaints). */
const APPROVABLE = new Set<SocialPostStatus>(['screened', 'rejected']);
const REJECTABLE = new Set<SocialPostStatus>(['screened', 'approved', 'failed']);

/**
 * One button per command the complaint's state allows: a disposed complaint can no longer be
 * assigned, answered in the interim or marked duplicate (only the author's appeal reopens it).
 */
const ComplaintShowActions = () => {
  const record = useRecordContext<ComplaintRecord>();
  if (!record) return <TopToolbar />;
  const open = OPEN.has(record.status);
  return (
    <TopToolbar sx={{ flexWrap: 'wrap' }}>
      <ChangeStatusButton />
      {open && <AssignDepartmentButton />}
      {open && <InterimReplyButton />}
      {open && <MarkDuplicateButton />}
      {APPROVABLE.has(record.socialStatus) && <ApproveButton />}
      {REJECTABLE.has(record.socialStatus) && <RejectButton />}
      <RetrySocialPostButton />
    </TopToolbar>
  );
};

const DisposedNotice = () => {
  const record = useRecordContext<ComplaintRecord>();
  const translate = useTranslate();
  if (!record || OPEN.has(record.status)) return null;
  return (
    <Alert severity="info" sx={{ mb: 1 }}>
      {translate('resources.complaints.disposedNotice', {
        status: translate(`resources.complaints.statuses.${record.status}`),
      })}
    </Alert>
  );
};

const TextBlock = ({ source }: { source: 'description'; label?: string }) => {
  const record = useRecordContext<ComplaintRecord>();
  return <PlainText text={record?.[source]} />;
};

const AuthorField = (_props: { label?: string }) => {
  const record = useRecordContext<ComplaintRecord>();
  if (!record) return null;
  const contact = record.authorContact;
  const parts = [contact?.name ?? record.authorName, contact?.email, contact?.phone].filter(Boolean);
  return <PlainText text={parts.join(' · ')} />;
};

const TagsField = (_props: { label?: string }) => {
  const record = useRecordContext<ComplaintRecord>();
  return <PlainText text={record?.tags?.length ? record.tags.join(', ') : '—'} />;
};

const ScreeningFindingsField = (_props: { label?: string }) => {
  const record = useRecordContext<ComplaintRecord>();
  const translate = useTranslate();
  if (!record?.screening) return <PlainText text={translate('resources.complaints.screening.notScreened')} />;
  return <FindingsList findings={record.screening.findings} />;
};

const RedactedPreviewField = (_props: { label?: string }) => {
  const record = useRecordContext<ComplaintRecord>();
  return <PlainText text={record?.screening?.redactedText} />;
};

export const ComplaintShow = () => (
  <Show actions={<ComplaintShowActions />}>
    <DisposedNotice />
    <TabbedShowLayout>
      <TabbedShowLayout.Tab label="resources.complaints.tabs.details">
        <TextField source="registrationNumber" />
        <TextField source="title" />
        <TextBlock source="description" label="resources.complaints.fields.description" />
        <SelectField source="category" choices={categoryChoices} />
        <UrgencyField source="urgency" label="resources.complaints.fields.urgency" />
        <StatusField source="status" label="resources.complaints.fields.status" />
        <TextField source="statusReason" emptyText="—" />
        <TextField source="department" />
        <TextField source="location" emptyText="—" />
        <AuthorField label="resources.complaints.fields.author" />
        <DateField source="filedAt" showTime locales={LOCALE} options={dateTime} />
        <DueField source="dueAt" label="resources.complaints.fields.dueAt" />
        <DateField source="originalDueAt" showTime locales={LOCALE} options={dateTime} />
        <NumberField source="upvotes" locales={LOCALE} />
        <NumberField source="comments" locales={LOCALE} />
        <TagsField label="resources.complaints.fields.tags" />
        <TextField source="interimReply.text" emptyText="—" />
        <DateField source="interimReply.expectedBy" showTime locales={LOCALE} options={dateTime} emptyText="—" />
        <TextField source="duplicateOf.registrationNumber" emptyText="—" />
        <TextField source="appeal.reason" emptyText="—" />
        <NumberField source="feedback.rating" emptyText="—" />
        <TextField source="feedback.comment" emptyText="—" />
        <DateField source="resolvedAt" showTime locales={LOCALE} options={dateTime} emptyText="—" />
        <DateField source="updatedAt" showTime locales={LOCALE} options={dateTime} />
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label="resources.complaints.tabs.timeline" path="timeline">
        <TimelineField label="resources.complaints.tabs.timeline" />
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label="resources.complaints.tabs.evidence" path="evidence">
        <EvidenceField label="resources.complaints.tabs.evidence" />
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label="resources.complaints.tabs.screening" path="screening">
        <BooleanField source="postToSocial" />
        <SocialStatusField source="socialStatus" label="resources.complaints.fields.socialStatus" />
        <SelectField source="screening.verdict" choices={verdictChoices} emptyText="—" />
        <DateField source="screening.screenedAt" showTime locales={LOCALE} options={dateTime} emptyText="—" />
        <ScreeningFindingsField label="resources.complaints.fields.screening.findings" />
        <RedactedPreviewField label="resources.complaints.fields.screening.redactedText" />
        <SelectField source="moderation.decision" choices={decisionChoices} emptyText="—" />
        <TextField source="moderation.reason" emptyText="—" />
        <DateField source="moderation.at" showTime locales={LOCALE} options={dateTime} emptyText="—" />
        <TextField source="socialPost.channel" emptyText="—" />
        <UrlField source="socialPost.url" target="_blank" rel="noopener noreferrer" emptyText="—" />
        <NumberField source="socialPost.attempts" />
        <TextField source="socialPost.error" emptyText="—" />
      </TabbedShowLayout.Tab>
    </TabbedShowLayout>
  </Show>
);
