import { Admin, Resource } from 'react-admin';
import { Dashboard } from './dashboard/Dashboard';
import { i18nProvider } from './i18n/i18nProvider';
import { authProvider } from './providers/authProvider';
import { dataProvider } from './providers/dataProvider';
import { resources } from './resources';

/** Where the API serves the console; main.tsx mounts the app on the same path. */
export const ADMIN_BASENAME = '/admin';

// Telemetry off: a government console makes no calls to third parties.
export const App = () => (
  <Admin
    basename={ADMIN_BASENAME}
    title="admin.title"
    dashboard={Dashboard}
    authProvider={authProvider}
    dataProvider={dataProvider}
    i18nProvider={i18nProvider}
    requireAuth
    disableTelemetry
  >
    {resources.map((resource) => (
      <Resource key={resource.name} {...resource} />
    ))}
  </Admin>
);
