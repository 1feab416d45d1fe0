import simpleRestProvider from 'ra-data-simple-rest';
import { type DataProvider } from 'react-admin';
import { toRecordedAtRange } from '../events/recordedAtRange';
import { httpClient } from './httpClient';

const restProvider = simpleRestProvider('/api/admin', httpClient);

/**
 * ra-data-simple-rest over /api/admin. The event log's day filters are turned into exact
 * instants here, in the admin's own time zone, so the API compares timestamps only.
 */
export const dataProvider: DataProvider = {
  ...restProvider,
  getList: (resource, params) =>
    restProvider.getList(
      resource,
      resource === 'events' ? { ...params, filter: toRecordedAtRange(params.filter) } : params,
    ),
};
