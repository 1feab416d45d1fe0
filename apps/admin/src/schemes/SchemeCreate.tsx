import { Create } from 'react-admin';
import { ALL_INDIA } from './choices';
import { SchemeForm } from './SchemeForm';
import { toSchemeDocument } from './schemeDocument';

const newScheme = {
  level: 'central',
  state: ALL_INDIA,
  status: 'active',
  alsoIn: [],
  tags: { en: [], hi: [] },
  relatedSchemes: [],
  sources: [],
};

export const SchemeCreate = () => (
  <Create redirect="show" transform={toSchemeDocument}>
    <SchemeForm isCreate defaultValues={newScheme} />
  </Create>
);
