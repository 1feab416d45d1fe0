import simpleRestProvider from 'ra-data-simple-rest';
import { HttpError, type DataProvider, type Identifier } from 'react-admin';
import { toRecordedAtRange } from '../events/recordedAtRange';
import { dottedToFormErrors, type FormErrors } from '../schemes/zodToFormErrors';
import type { SchemeRecord } from '../schemes/types';
import { httpClient } from './httpClient';

const API = '/api/admin';
const restProvider = simpleRestProvider(API, httpClient);

/** The console's provider: react-admin's methods plus the API's own commands. */
export interface AdminDataProvider extends DataProvider {
  /** POST /api/admin/schemes/:id/restore: an archived scheme is published again. */
  restoreScheme(id: Identifier): Promise<{ data: SchemeRecord }>;
}

interface ApiErrorBody {
  message?: string;
  fields?: Record<string, string>;
}

/**
 * The API's refusals of a scheme as react-admin's server-side validation errors (body.errors,
 * which the form shows at each input): a 400's `fields` by path, a 409 (the id is taken) on
 * the id input. Anything else goes through as it came.
 */
const withFormErrors = (error: unknown): never => {
  if (error instanceof HttpError && (error.status === 400 || error.status === 409)) {
    const body = (error.body ?? {}) as ApiErrorBody;
    const message = body.message ?? error.message;
    const errors: FormErrors =
      error.status === 409 ? { id: message } : body.fields ? dottedToFormErrors(body.fields) : {};
    errors.root = { serverError: message };
    throw new HttpError(message, error.status, { ...body, errors });
  }
  throw error;
};

/**
 * ra-data-simple-rest over /api/admin. The event log's day filters are turned into exact
 * instants here, in the admin's own time zone, so the API compares timestamps only.
 */
export const dataProvider: AdminDataProvider = {
  ...restProvider,
  getList: (resource, params) =>
    restProvider.getList(
      resource,
      resource === 'events' ? { ...params, filter: toRecordedAtRange(params.filter) } : params,
    ),
  // The schemes list filters by q, category, status, level and state only: related schemes
  // are read one by one, and one that does not exist (404) is left out rather than failing all.
  getMany: async (resource, params) => {
    if (resource !== 'schemes') return restProvider.getMany(resource, params);
    const found = await Promise.allSettled(
      params.ids.map((id) => restProvider.getOne(resource, { id, signal: params.signal })),
    );
    const failed = found.find(
      (result) => result.status === 'rejected' && (result.reason as { status?: number })?.status !== 404,
    );
    if (failed?.status === 'rejected') throw failed.reason;
    return {
      data: found.flatMap((result) => (result.status === 'fulfilled' ? [result.value.data] : [])),
    };
  },
  create: (resource, params) =>
    resource === 'schemes' ? restProvider.create(resource, params).catch(withFormErrors) : restProvider.create(resource, params),
  update: (resource, params) =>
    resource === 'schemes' ? restProvider.update(resource, params).catch(withFormErrors) : restProvider.update(resource, params),
  restoreScheme: async (id) => {
    const { json } = await httpClient(`${API}/schemes/${encodeURIComponent(String(id))}/restore`, { method: 'POST' });
    return { data: json as SchemeRecord };
  },
};
