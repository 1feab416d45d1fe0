import Alert from '@mui/material/Alert';
import { Edit, SaveButton, ShowButton, Toolbar, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import { ArchiveButton } from './ArchiveButton';
import { RestoreButton } from './RestoreButton';
import { SchemeForm } from './SchemeForm';
import { toSchemeDocument } from './schemeDocument';
import type { SchemeRecord } from './types';

const SchemeEditActions = () => (
  <TopToolbar>
    <ShowButton />
    <RestoreButton />
  </TopToolbar>
);

const SchemeEditToolbar = () => (
  <Toolbar sx={{ justifyContent: 'space-between' }}>
    <SaveButton />
    <ArchiveButton />
  </Toolbar>
);

export const ArchivedNotice = () => {
  const record = useRecordContext<SchemeRecord>();
  const translate = useTranslate();
  if (record?.status !== 'archived') return null;
  return (
    <Alert severity="warning" sx={{ mx: 2, mt: 2 }}>
      {translate('resources.schemes.archivedNotice')}
    </Alert>
  );
};

// Pessimistic: the API validates too, and its refusals (a 400's fields) go back to the inputs.
export const SchemeEdit = () => (
  <Edit mutationMode="pessimistic" redirect="show" transform={toSchemeDocument} actions={<SchemeEditActions />}>
    <ArchivedNotice />
    <SchemeForm toolbar={<SchemeEditToolbar />} />
  </Edit>
);
