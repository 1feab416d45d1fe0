import simpleRestProvider from 'ra-data-simple-rest';
import { HttpError, type DataProvider, type Identifier } from 'react-admin';
import { toRecordedAtRange } from '../events/recordedAtRange';
import { dottedToFormErrors, type FormErrors } from '../schemes/zodToFormErrors';
import type { SchemeRecord } from '../schemes/types';
import type { ComplaintRecord, ComplaintStatus } from '../complaints/types';
import { readAdminToken } from './adminToken';
import { httpClient } from './httpClient';

const API = '/api/admin';
const restProvider = simpleRestProvider(API, httpClient);

/** The console's provider: react-admin's methods plus the API's own commands. */
export interface AdminDataProvider extends DataProvider {
  /** POST /api/admin/schemes/:id/restore: an archived scheme is published again. */
  restoreScheme(id: Identifier): Promise<{ data: SchemeRecord }>;
  /** POST /api/admin/complaints/:id/moderation/approve: the redacted text may be posted. */
  approveModeration(id: Identifier, params?: Versioned): Promise<{ data: ComplaintRecord }>;
  /** POST /api/admin/complaints/:id/moderation/reject {reason}: nothing is posted; the author reads the reason. */
  rejectModeration(id: Identifier, params: Versioned & { reason: string }): Promise<{ data: ComplaintRecord }>;
  /** POST /api/admin/complaints/:id/status {status, reason?, expectedVersion}: 409 when someone else changed it first. */
  changeComplaintStatus(
    id: Identifier,
    params: Versioned & { status: ComplaintStatus; reason?: string },
  ): Promise<{ data: ComplaintRecord }>;
  /** POST /api/admin/complaints/:id/assign {department}. */
  assignComplaintDepartment(id: Identifier, params: Versioned & { department: string }): Promise<{ data: ComplaintRecord }>;
  /** POST /api/admin/complaints/:id/interim-reply {text, expectedBy (ISO date-time)}. */
  giveInterimReply(id: Identifier, params: Versioned & { text: string; expectedBy: string }): Promise<{ data: ComplaintRecord }>;
  /** POST /api/admin/complaints/:id/duplicate {duplicateOf: the original's registration number or id}. */
  markComplaintDuplicate(id: Identifier, params: Versioned & { duplicateOf: string }): Promise<{ data: ComplaintRecord }>;
  /** POST /api/admin/complaints/:id/social/retry: a failed social post is tried again. */
  retrySocialPost(id: Identifier, params?: Versioned): Promise<{ data: ComplaintRecord }>;
  /** An evidence file (GET /api/complaints/:id/evidence/:evidenceId), fetched with the admin's token. */
  downloadEvidence(url: string): Promise<{ blob: Blob; filename: string | null }>;
}

/** A command made on the record version the admin saw: a concurrent change then answers 409. */
export interface Versioned {
  expectedVersion?: number;
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

/** POST /api/admin/complaints/:id/<command> with a JSON body; the API answers with the whole record. */
const complaintCommand = async (id: Identifier, command: string, body: object): Promise<{ data: ComplaintRecord }> => {
  const { json } = await httpClient(`${API}/complaints/${encodeURIComponent(String(id))}/${command}`, {
    method: 'POST',
    body: JSON.stringify(body),
  });
  return { data: json as ComplaintRecord };
};

/** The file name of Content-Disposition: attachment; filename="JS-2026-000123-1a2b3c4d.jpg". */
const fileNameOf = (disposition: string | null): string | null =>
  disposition?.match(/filename="?([^";]+)"?/i)?.[1] ?? null;

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
  approveModeration: (id, params = {}) => complaintCommand(id, 'moderation/approve', params),
  rejectModeration: (id, params) => complaintCommand(id, 'moderation/reject', params),
  changeComplaintStatus: (id, params) => complaintCommand(id, 'status', params),
  assignComplaintDepartment: (id, params) => complaintCommand(id, 'assign', params),
  giveInterimReply: (id, params) => complaintCommand(id, 'interim-reply', params),
  markComplaintDuplicate: (id, params) => complaintCommand(id, 'duplicate', params),
  retrySocialPost: (id, params = {}) => complaintCommand(id, 'social/retry', params),
  // A file, not JSON: fetched as a blob with the bearer token (a plain link would go without it).
  downloadEvidence: async (url) => {
    const token = readAdminToken();
    const response = await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
    if (response.status < 200 || response.status >= 300) {
      const body = (await response.json().catch(() => ({}))) as ApiErrorBody;
      throw new HttpError(body.message ?? response.statusText, response.status, body);
    }
    return { blob: await response.blob(), filename: fileNameOf(response.headers.get('Content-Disposition')) };
  },
};
